package org.smallscope.engine.tests.generators;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.Generators;
import org.smallscope.api.IFinitization;

/** A bag of ints kept sorted in an array: the subject of the sorted-array generator. */
public class SortedBag {

    /** The items, in non-decreasing order. */
    public int[] items = new int[0];

    /** @return whether the items do not decrease */
    public boolean repOk() {
        for (int i = 1; i < items.length; i++) {
            if (items[i - 1] > items[i]) {
                return false;
            }
        }
        return true;
    }

    /** @return one array of length 0..n with items 0..n-1 */
    public static IFinitization finSortedBag(int n) {
        IFinitization f = FinitizationFactory.create(SortedBag.class);
        f.set("items", f.createArraySet(int[].class, f.createIntSet(0, n), f.createIntSet(0, n - 1), 1));
        return f;
    }

    /** @return {@link #finSortedBag} with the sorted-array generator */
    public static IFinitization finSortedBagGen(int n) {
        IFinitization f = finSortedBag(n);
        f.require(Generators.sortedArray("items"));
        return f;
    }
}
