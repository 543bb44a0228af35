package org.smallscope.cli.tests.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject with a finitization but no repOk. */
public class NoRepOk {

    /** A value. */
    public int value;

    /** @return whether the value is positive (but not named repOk) */
    public boolean isValid() {
        return value > 0;
    }

    /** @return bounds for value */
    public static IFinitization finNoRepOk(int n) {
        IFinitization f = FinitizationFactory.create(NoRepOk.class);
        f.set("value", f.createIntSet(0, n));
        return f;
    }
}
