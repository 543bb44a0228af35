package org.smallscope.maven.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A test subject for the plugin's unit tests: a count bounded by a limit, with a correct and a buggy method. */
public class BoundedCounter {

    int count;
    int limit;

    /** @return whether the count is between 0 and the limit */
    public boolean repOk() {
        return limit >= 1 && count >= 0 && count <= limit;
    }

    /** Counts one more, up to the limit. */
    public void increment() {
        if (count < limit) {
            count++;
        }
    }

    /** Counts one more, forgetting the limit. */
    public void incrementPastLimit() {
        count++;
    }

    /** @return bounds: count and limit from 0 to n */
    public static IFinitization finCounter(int n) {
        IFinitization f = FinitizationFactory.create(BoundedCounter.class);
        f.set("count", f.createIntSet(0, n));
        f.set("limit", f.createIntSet(0, n));
        return f;
    }
}
