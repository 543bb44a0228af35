package org.smallscope.engine.tests;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject of three ints whose repOk throws when the first is 1 (counted invalid) and holds when the others are equal. */
public class ThrowsOnOne {

    /** Values. */
    public int a;
    public int b;
    public int c;

    /** @return whether b equals c; throws when a is 1 */
    public boolean repOk() {
        if (a == 1) {
            throw new IllegalStateException("a is 1");
        }
        return b == c;
    }

    /** @return each value in 0..n */
    public static IFinitization finThrowsOnOne(int n) {
        IFinitization f = FinitizationFactory.create(ThrowsOnOne.class);
        f.set("a", f.createIntSet(0, n));
        f.set("b", f.createIntSet(0, n));
        f.set("c", f.createIntSet(0, n));
        return f;
    }
}
