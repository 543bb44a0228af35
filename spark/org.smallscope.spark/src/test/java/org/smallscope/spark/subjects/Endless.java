package org.smallscope.spark.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/**
 * A subject whose repOk never returns on the last candidate of some subtrees near the start of the search
 * ({@code a == 0 && c == 9 && d == 9}), which the plan's probes never visit (they visit the first candidates of
 * subtrees, and cut deepest at the plan's end): only a cancelled search ends.
 */
public class Endless {

    public int a;
    public int b;
    public int c;
    public int d;

    /** Valid when the digits add up to a multiple of 7; loops forever when a is 0 and c and d are both 9. */
    public boolean repOk() {
        int sum = a + b + c;
        if (a == 0 && c == 9 && d == 9) {
            long spins = 0;
            while (d >= 0) {
                spins++;
            }
            return spins > 0;
        }
        return (sum + d) % 7 == 0;
    }

    /** @return each field 0..9 */
    public static IFinitization finEndless() {
        IFinitization f = FinitizationFactory.create(Endless.class);
        for (String field : new String[] {"a", "b", "c", "d"}) {
            f.set(field, f.createIntSet(0, 9));
        }
        return f;
    }
}
