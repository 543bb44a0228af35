package org.smallscope.cli.tests.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject whose repOk breaks its contract: it writes the candidate's field {@code value} when that is 1. */
public class WritesInRepOk {

    /** A value. */
    public int value;

    /** @return true, after "fixing" value 1 to 0 */
    public boolean repOk() {
        if (value == 1) {
            value = 0;
        }
        return true;
    }

    /** @return value in 0..n */
    public static IFinitization finWritesInRepOk(int n) {
        IFinitization f = FinitizationFactory.create(WritesInRepOk.class);
        f.set("value", f.createIntSet(0, n));
        return f;
    }
}
