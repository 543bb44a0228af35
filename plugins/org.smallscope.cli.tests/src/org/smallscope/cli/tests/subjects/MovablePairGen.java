package org.smallscope.cli.tests.subjects;

import org.smallscope.api.udita.Choices;

/** A generator program of the pairs {@link MovablePair#finMovablePair} bounds: low &lt; high, both in 0..n-1. */
public final class MovablePairGen {

    private MovablePairGen() {
    }

    /** @return one pair low &lt; high of values in 0..n-1 */
    public static MovablePair generate(int n) {
        MovablePair p = new MovablePair();
        p.low = Choices.getInt(0, n - 1);
        p.high = Choices.getInt(0, n - 1);
        Choices.assume(p.low < p.high);
        return p;
    }
}
