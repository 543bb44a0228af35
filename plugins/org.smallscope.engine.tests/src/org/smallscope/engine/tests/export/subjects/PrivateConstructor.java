package org.smallscope.engine.tests.export.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject generated tests cannot build with {@code new}: its only constructor is private, and sets a field the search does not. */
public final class PrivateConstructor {

    /** A value. */
    public int value;
    /** Set by the constructor: an object made without it (Objenesis) has false. */
    public final boolean constructed;

    private PrivateConstructor() {
        constructed = true;
    }

    /** @return whether the object was made by its constructor and value is even */
    public boolean repOk() {
        return constructed && value % 2 == 0;
    }

    /** @return value in 0..n */
    public static IFinitization finPrivateConstructor(int n) {
        IFinitization f = FinitizationFactory.create(PrivateConstructor.class);
        f.set("value", f.createIntSet(0, n));
        return f;
    }
}
