package org.smallscope.engine.tests;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** Two ints, every pair valid; its eqClass reads only {@code a} (the subclass {@link OneClass}: nothing), for exact pruning counts. */
public class EqPairs {

    /** Values. */
    public int a;
    public int b;

    /** @return true: every pair is valid (repOk reads a; b joins the stack above it as reachable) */
    public boolean repOk() {
        return a >= 0;
    }

    /** @return the class: the value of a */
    public Object eqClass() {
        return "a=" + a;
    }

    /** @return a and b in 0..n-1 */
    public static IFinitization finEqPairs(int n) {
        IFinitization f = FinitizationFactory.create(EqPairs.class);
        f.set("a", f.createIntSet(0, n - 1));
        f.set("b", f.createIntSet(0, n - 1));
        return f;
    }

    /** The same pairs in one class: eqClass reads no field. */
    public static class OneClass extends EqPairs {

        @Override
        public Object eqClass() {
            return "all";
        }

        /** @return a and b in 0..n-1 */
        public static IFinitization finOneClass(int n) {
            IFinitization f = FinitizationFactory.create(OneClass.class);
            f.set("a", f.createIntSet(0, n - 1));
            f.set("b", f.createIntSet(0, n - 1));
            return f;
        }
    }
}
