package org.smallscope.engine.tests.bad;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject whose repOk misbehaves on chosen candidates: loops forever, or calls System.exit. */
public class Stubborn {

    /** 0..3: what repOk does. */
    public int mode;
    /** A second field so that the space has several candidates. */
    public int other;

    /** Loops forever when mode is 2, exits the JVM when mode is 3, is valid when mode is 1. */
    public boolean repOk() {
        if (mode == 2) {
            long spins = 0;
            while (other >= 0) {
                spins++;
            }
            return spins > 0;
        }
        if (mode == 3) {
            System.exit(42);
        }
        return mode == 1 && other >= 0;
    }

    /** @return mode 0..maxMode, other 0..2 */
    public static IFinitization finStubborn(int maxMode) {
        IFinitization f = FinitizationFactory.create(Stubborn.class);
        f.set("mode", f.createIntSet(0, maxMode));
        f.set("other", f.createIntSet(0, 2));
        return f;
    }
}
