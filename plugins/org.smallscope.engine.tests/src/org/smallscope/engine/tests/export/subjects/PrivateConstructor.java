package org.smallscope.engine.tests.export.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject generated tests cannot build: its only constructor is private. */
public final class PrivateConstructor {

    /** A value. */
    public int value;

    private PrivateConstructor() {
    }

    /** @return whether value is even */
    public boolean repOk() {
        return value % 2 == 0;
    }

    /** @return value in 0..n */
    public static IFinitization finPrivateConstructor(int n) {
        IFinitization f = FinitizationFactory.create(PrivateConstructor.class);
        f.set("value", f.createIntSet(0, n));
        return f;
    }
}
