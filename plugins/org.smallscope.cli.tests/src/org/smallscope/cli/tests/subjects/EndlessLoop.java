package org.smallscope.cli.tests.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject whose repOk never returns when {@code value} is 2. */
public class EndlessLoop {

    /** A value. */
    public int value;

    private long spins;

    /** @return true, except that it loops forever on value 2 */
    public boolean repOk() {
        int v = value;
        while (v == 2) {
            spins++;
        }
        return spins >= 0;
    }

    /** @return value in 0..n */
    public static IFinitization finEndlessLoop(int n) {
        IFinitization f = FinitizationFactory.create(EndlessLoop.class);
        f.set("value", f.createIntSet(0, n));
        return f;
    }
}
