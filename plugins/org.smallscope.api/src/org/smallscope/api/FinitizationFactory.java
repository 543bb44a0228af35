package org.smallscope.api;

import org.smallscope.api.internal.FinitizationBuilder;

/** Entry point of a finitization method: {@code FinitizationFactory.create(MyClass.class)}. */
public final class FinitizationFactory {

    private FinitizationFactory() {
    }

    /** @return an empty finitization whose root (the class with repOk) is {@code rootClass} */
    public static IFinitization create(Class<?> rootClass) {
        if (rootClass == null) {
            throw new IllegalArgumentException("FinitizationFactory.create: the root class is null");
        }
        return new FinitizationBuilder(rootClass);
    }
}
