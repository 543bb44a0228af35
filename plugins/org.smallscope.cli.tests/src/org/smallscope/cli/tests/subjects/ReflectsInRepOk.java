package org.smallscope.cli.tests.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject whose repOk breaks its contract: it reads the candidate's field {@code value} by reflection. */
public class ReflectsInRepOk {

    /** A value. */
    public int value;

    /** @return whether value is even, read by reflection */
    public boolean repOk() {
        try {
            return ReflectsInRepOk.class.getField("value").getInt(this) % 2 == 0;
        } catch (ReflectiveOperationException e) {
            return false;
        }
    }

    /** @return value in 0..n */
    public static IFinitization finReflectsInRepOk(int n) {
        IFinitization f = FinitizationFactory.create(ReflectsInRepOk.class);
        f.set("value", f.createIntSet(0, n));
        return f;
    }
}
