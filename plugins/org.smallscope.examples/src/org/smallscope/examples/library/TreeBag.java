package org.smallscope.examples.library;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/**
 * A model of Apache Commons Collections 4 {@code org.apache.commons.collections4.bag.TreeBag}: the
 * core paper's GroupJL subject {@code TreeBag}. It is a sorted bag kept in a {@code TreeMap} from
 * each element to its count (a {@code MutableInteger} in the library), plus the bag's own size,
 * the sum of the counts ({@code AbstractMapBag.size}).
 *
 * <p>The model inlines the backing map. The fields are {@link TreeMap}'s: {@code root}, {@code size}
 * (the number of distinct elements) and the entries. {@link #bagSize} is added: it is the library's
 * {@code size}, renamed because the inlined map already has a field called {@code size}. Each
 * count is the entry's {@link Entry#value}, an Integer. The model extends {@link TreeMap}
 * the way a developer reuses it: the predicate is TreeMap's, unchanged and first, then comes
 * {@link #bagSizeOk()}. The bounds are {@link TreeMap}'s, field for field,
 * plus {@code Entry.value} and {@code bagSize}. So this is a compatible extension of
 * {@code TreeMap}, as RBT is of BSTP.
 *
 * <p>Bounds ({@code maxCount} 2 is the paper's Finitization I, 3 is Finitization II): counts
 * {@code 0..maxCount}. A count of 0 is never stored (removing the last copy removes the entry), so
 * {@link #bagSizeOk()} rejects it. The 0 plays the part of a missing count, the way null leads an
 * object domain. The bag size is {@code n..maxCount*n}. With these bounds and this order of checks,
 * the explored counts equal the paper's Table VI.
 */
public class TreeBag extends TreeMap {

    /** The bag's size: the total number of copies ({@code AbstractMapBag.size}). */
    public int bagSize;

    /** @return whether the map is a valid {@link TreeMap} and the counts are positive and sum to {@link #bagSize} */
    @Override
    public boolean repOk() {
        return isAcyclic() && sizeOk() && keysOrdered() && parentsOk() && colorsOk() && bagSizeOk();
    }

    /**
     * Walks the entries breadth first, requires each count to be at least 1 and then compares the
     * sum of the counts with {@link #bagSize}. The bag size is read last, after all the counts.
     *
     * @return whether every count is positive and the counts sum to the bag's size
     */
    protected boolean bagSizeOk() {
        int total = 0;
        if (root != null) {
            List<Entry> work = new ArrayList<>();
            work.add(root);
            for (int i = 0; i < work.size(); i++) {
                Entry e = work.get(i);
                Object count = e.value;
                if (!(count instanceof Integer) || (Integer) count < 1) {
                    return false;
                }
                total += (Integer) count;
                if (e.left != null) {
                    work.add(e.left);
                }
                if (e.right != null) {
                    work.add(e.right);
                }
            }
        }
        return total == bagSize;
    }

    /** @return Finitization I of the paper's Table VI: at most 2 copies of each element */
    public static IFinitization finTreeBag(int n) {
        return finTreeBag(n, 2);
    }

    /**
     * @param n the number of distinct elements (entries of the map)
     * @param maxCount the largest count of one element (2: Finitization I, 3: Finitization II)
     * @return {@link TreeMap#finTreeMap}'s bounds in the same order, then the bag size
     *         {@code n..maxCount*n} and counts {@code 0..maxCount}
     */
    public static IFinitization finTreeBag(int n, int maxCount) {
        if (maxCount < 1) {
            throw new IllegalArgumentException("finTreeBag: maxCount must be at least 1, not " + maxCount);
        }
        IFinitization f = bounds(FinitizationFactory.create(TreeBag.class), Entry.class, n);
        f.set("bagSize", f.createIntSet(n, maxCount * n));
        f.set("Entry.value", f.createIntSet(0, maxCount));
        return f;
    }
}
