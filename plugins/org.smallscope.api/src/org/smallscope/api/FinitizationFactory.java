package org.smallscope.api;

/** Entry point of a finitization method: {@code FinitizationFactory.create(MyClass.class)}. */
public final class FinitizationFactory implements IFinitizationFactory {

    private static final FinitizationFactory INSTANCE = new FinitizationFactory();

    private FinitizationFactory() {
    }

    /** @return the factory (Korat's singleton) */
    public static FinitizationFactory getInstance() {
        return INSTANCE;
    }

    /** @return an empty finitization whose root (the class with repOk) is {@code rootClass} */
    public static IFinitization create(Class<?> rootClass) {
        if (rootClass == null) {
            throw new IllegalArgumentException("FinitizationFactory.create: the root class is null");
        }
        return new FinitizationBuilder(rootClass);
    }

    @Override
    public IFinitization createFinitization(Class<?> rootClass) {
        return create(rootClass);
    }
}
