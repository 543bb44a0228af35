package org.smallscope.cli.tests.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject whose repOk throws when {@code value} is 1. */
public class SometimesThrows {

    /** A value. */
    public int value;

    /** @return whether value is even; throws on 1 */
    public boolean repOk() {
        return check(value);
    }

    private static boolean check(int v) {
        if (v == 1) {
            throw new IllegalStateException("value 1 is not allowed");
        }
        return v % 2 == 0;
    }

    /** @return value in 0..n */
    public static IFinitization finSometimesThrows(int n) {
        IFinitization f = FinitizationFactory.create(SometimesThrows.class);
        f.set("value", f.createIntSet(0, n));
        return f;
    }
}
