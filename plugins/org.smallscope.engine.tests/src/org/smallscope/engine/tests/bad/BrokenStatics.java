package org.smallscope.engine.tests.bad;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject whose static initializer throws (a missing configuration, say). */
public class BrokenStatics {

    /** Read when the class initializes. */
    static final int LIMIT = Integer.parseInt(System.getProperty("broken.statics.limit", "none"));

    /** A value. */
    public int value;

    /** @return whether value is within the limit */
    public boolean repOk() {
        return value <= LIMIT;
    }

    /** @return value in 0..n */
    public static IFinitization finBrokenStatics(int n) {
        IFinitization f = FinitizationFactory.create(BrokenStatics.class);
        f.set("value", f.createIntSet(0, n));
        return f;
    }
}
