package org.smallscope.engine.tests.bad;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject whose repOk halts the JVM on value 2 (Runtime.halt skips shutdown hooks: nothing would be reported). */
public class Halting {

    /** A value. */
    public int value;

    /** @return true, except that it halts the JVM on value 2 */
    public boolean repOk() {
        if (value == 2) {
            Runtime.getRuntime().halt(7);
        }
        return true;
    }

    /** @return value in 0..n */
    public static IFinitization finHalting(int n) {
        IFinitization f = FinitizationFactory.create(Halting.class);
        f.set("value", f.createIntSet(0, n));
        return f;
    }
}
