package org.smallscope.cli.tests.subjects;

import org.smallscope.api.IFinitization;

/** A subject whose finitization throws. */
public class ThrowingFinitization {

    /** A value. */
    public int value;

    /** @return always true */
    public boolean repOk() {
        return true;
    }

    /** @return never: throws */
    public static IFinitization finThrowingFinitization(int n) {
        throw new IllegalStateException("no bounds for size " + n);
    }
}
