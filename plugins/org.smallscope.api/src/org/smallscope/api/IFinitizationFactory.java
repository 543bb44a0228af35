package org.smallscope.api;

/** Korat's factory interface of finitizations; {@link FinitizationFactory#getInstance()} is the one implementation. */
public interface IFinitizationFactory {

    /** @return an empty finitization whose root (the class with repOk) is {@code rootClass} */
    IFinitization createFinitization(Class<?> rootClass);
}
