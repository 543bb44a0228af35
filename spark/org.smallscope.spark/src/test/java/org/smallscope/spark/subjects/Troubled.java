package org.smallscope.spark.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject whose repOk throws on some candidates (mode 1) and loops forever on others (mode 2). */
public class Troubled {

    /** 0..2: what repOk does. */
    public int mode;
    /** A second field so that the space has several candidates per mode. */
    public int other;

    /** Valid when mode is 0 and other is even; throws its own exception when mode is 1; loops when mode is 2. */
    public boolean repOk() {
        if (mode == 1) {
            throw new Trouble("odd candidate " + other);
        }
        if (mode == 2) {
            long spins = 0;
            while (other >= 0) {
                spins++;
            }
            return spins > 0;
        }
        return other % 2 == 0;
    }

    /** @return mode 0..maxMode, other 0..5 */
    public static IFinitization finTroubled(int maxMode) {
        IFinitization f = FinitizationFactory.create(Troubled.class);
        f.set("mode", f.createIntSet(0, maxMode));
        f.set("other", f.createIntSet(0, 5));
        return f;
    }

    /** The subject's own exception class (the driver side of a cluster need not have it). */
    public static final class Trouble extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Trouble(String message) {
            super(message);
        }
    }
}
