package org.smallscope.cli.tests.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A well-formed subject without nested classes: pairs {@code low < high} of ints in 0..n-1 (n(n-1)/2 valid). */
public class OrderedPair {

    /** The smaller value. */
    public int low;
    /** The larger value. */
    public int high;

    /** @return whether low is below high */
    public boolean repOk() {
        return low < high;
    }

    /** @return low and high in 0..n-1 */
    public static IFinitization finOrderedPair(int n) {
        IFinitization f = FinitizationFactory.create(OrderedPair.class);
        f.set("low", f.createIntSet(0, n - 1));
        f.set("high", f.createIntSet(0, n - 1));
        return f;
    }
}
