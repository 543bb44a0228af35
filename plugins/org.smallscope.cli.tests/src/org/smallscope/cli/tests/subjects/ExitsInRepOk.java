package org.smallscope.cli.tests.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject whose repOk calls System.exit when {@code value} is 1. */
public class ExitsInRepOk {

    /** A value. */
    public int value;

    /** @return true, except that it tries to end the JVM on value 1 */
    public boolean repOk() {
        if (value == 1) {
            System.exit(42);
        }
        return true;
    }

    /** @return value in 0..n */
    public static IFinitization finExitsInRepOk(int n) {
        IFinitization f = FinitizationFactory.create(ExitsInRepOk.class);
        f.set("value", f.createIntSet(0, n));
        return f;
    }
}
