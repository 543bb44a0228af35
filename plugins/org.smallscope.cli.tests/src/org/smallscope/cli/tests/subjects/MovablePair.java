package org.smallscope.cli.tests.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** Pairs {@code low < high} of ints in 0..n-1 with methods for method mode: {@link #shift} keeps the order, {@link #setLow} may break it. */
public class MovablePair {

    /** The smaller value. */
    public int low;
    /** The larger value. */
    public int high;

    /** @return whether low is below high */
    public boolean repOk() {
        return low < high;
    }

    /** Moves both values by {@code d}: always keeps low below high. */
    public void shift(int d) {
        low += d;
        high += d;
    }

    /** Sets low to {@code v}: breaks the pair when {@code v >= high}. */
    public void setLow(int v) {
        low = v;
    }

    /** @return low and high in 0..n-1 */
    public static IFinitization finMovablePair(int n) {
        IFinitization f = FinitizationFactory.create(MovablePair.class);
        f.set("low", f.createIntSet(0, n - 1));
        f.set("high", f.createIntSet(0, n - 1));
        return f;
    }
}
