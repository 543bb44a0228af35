package org.smallscope.cli.tests.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject whose repOk returns int. */
public class IntRepOk {

    /** A value. */
    public int value;

    /** @return a number, not a boolean */
    public int repOk() {
        return value;
    }

    /** @return bounds for value */
    public static IFinitization finIntRepOk(int n) {
        IFinitization f = FinitizationFactory.create(IntRepOk.class);
        f.set("value", f.createIntSet(0, n));
        return f;
    }
}
