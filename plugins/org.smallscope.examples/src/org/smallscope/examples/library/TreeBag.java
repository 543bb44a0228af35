package org.smallscope.examples.library;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A model of Apache Commons Collections 4 {@code org.apache.commons.collections4.bag.TreeBag}: the
 * core paper's GroupJL subject {@code TreeBag}. It is a sorted bag kept in a {@code TreeMap} from
 * each element to its count (a {@code MutableInteger} in the library), plus the bag's own size,
 * the sum of the counts ({@code AbstractMapBag.size}).
 *
 * <p>The model inlines the backing map. The fields are {@link TreeMap}'s: {@code root}, {@code size}
 * (the number of distinct elements) and the entries. {@link #bagSize} is added: it is the library's
 * {@code size}, renamed because the inlined map already has a field called {@code size}. Each
 * count is the entry's {@link Entry#value}, an Integer. The predicate is {@link TreeMap}'s,
 * unchanged and first: the conjunct methods below are copies of TreeMap's, so they compile to the
 * same code. Then comes {@link #bagSizeOk()}. The bounds are {@link TreeMap}'s, field for field,
 * plus {@code Entry.value} and {@code bagSize}. So this is a compatible extension of
 * {@code TreeMap}, as RBT is of BSTP. Keep the copies equal to TreeMap's.
 *
 * <p>Bounds ({@code maxCount} 2 is the paper's Finitization I, 3 is Finitization II): counts
 * {@code 0..maxCount}. A count of 0 is never stored (removing the last copy removes the entry), so
 * {@link #bagSizeOk()} rejects it. The 0 plays the part of a missing count, the way null leads an
 * object domain. The bag size is {@code n..maxCount*n}. With these bounds and this order of checks,
 * the explored counts equal the paper's Table VI.
 */
public class TreeBag {

    /** Color of a red entry (as in the JDK). */
    public static final boolean RED = false;
    /** Color of a black entry (as in the JDK). */
    public static final boolean BLACK = true;
    /** The key value that stands for the null reference (the lowest value of the key domain). */
    public static final int NULL_KEY = -1;

    /** An entry of the backing map, like {@code java.util.TreeMap.Entry}: an element (key) and its count (value). */
    public static class Entry {
        /** The key: an Integer, {@link #NULL_KEY} standing for null. */
        public Object key;
        /** The element's count: an Integer, at least 1 in a valid bag. */
        public Object value;
        /** Left child. */
        public Entry left;
        /** Right child. */
        public Entry right;
        /** The parent entry, null for the root. */
        public Entry parent;
        /** {@link #RED} or {@link #BLACK}. */
        public boolean color = BLACK;

        /** Creates an entry with no links (the search sets the fields). */
        public Entry() {
        }
    }

    /** The root entry of the backing map, or null for the empty bag. */
    public Entry root;
    /** The number of entries of the backing map: distinct elements. */
    public int size;
    /** The bag's size: the total number of copies ({@code AbstractMapBag.size}). */
    public int bagSize;

    /** @return whether the map is a valid {@link TreeMap} and the counts are positive and sum to {@link #bagSize} */
    public boolean repOk() {
        return isAcyclic() && sizeOk() && keysOrdered() && parentsOk() && colorsOk() && bagSizeOk();
    }

    /** @return whether every entry is reached only once from the root along left and right (breadth first) */
    protected boolean isAcyclic() {
        if (root == null) {
            return true;
        }
        List<Entry> seen = new ArrayList<>();
        seen.add(root);
        for (int i = 0; i < seen.size(); i++) {
            Entry e = seen.get(i);
            Entry l = e.left;
            if (l != null) {
                if (containsEntry(seen, l)) {
                    return false;
                }
                seen.add(l);
            }
            Entry r = e.right;
            if (r != null) {
                if (containsEntry(seen, r)) {
                    return false;
                }
                seen.add(r);
            }
        }
        return true;
    }

    private static boolean containsEntry(List<Entry> entries, Entry e) {
        for (Entry x : entries) {
            if (x == e) {
                return true;
            }
        }
        return false;
    }

    /** @return whether {@link #size} is the number of entries (counted recursively) */
    protected boolean sizeOk() {
        int entries = countEntries(root);
        return entries == size;
    }

    private static int countEntries(Entry e) {
        return e == null ? 0 : 1 + countEntries(e.left) + countEntries(e.right);
    }

    /** @return whether every key is non-null and lies strictly between the keys of its ancestors, in natural order (preorder) */
    protected boolean keysOrdered() {
        return keysBetween(root, null, null);
    }

    private boolean keysBetween(Entry e, Object low, Object high) {
        if (e == null) {
            return true;
        }
        Object k = keyOf(e);
        if (k == null) {
            return false;
        }
        if ((low != null && compare(k, low) <= 0) || (high != null && compare(k, high) >= 0)) {
            return false;
        }
        return keysBetween(e.left, low, k) && keysBetween(e.right, k, high);
    }

    /** @return the key of {@code e}, null if the search gave it {@link #NULL_KEY} */
    private static Object keyOf(Entry e) {
        Object k = e.key;
        if (k == null || (k instanceof Integer && (Integer) k == NULL_KEY)) {
            return null;
        }
        return k;
    }

    /** @return the natural-order comparison of two non-null keys, as {@code TreeMap.compare} without a comparator */
    @SuppressWarnings("unchecked")
    private static int compare(Object a, Object b) {
        return ((Comparable<Object>) a).compareTo(b);
    }

    /** @return whether the root has no parent and every child points back to its parent (breadth first) */
    protected boolean parentsOk() {
        if (root == null) {
            return true;
        }
        if (root.parent != null) {
            return false;
        }
        List<Entry> work = new ArrayList<>();
        work.add(root);
        for (int i = 0; i < work.size(); i++) {
            Entry e = work.get(i);
            if (e.left != null) {
                if (e.left.parent != e) {
                    return false;
                }
                work.add(e.left);
            }
            if (e.right != null) {
                if (e.right.parent != e) {
                    return false;
                }
                work.add(e.right);
            }
        }
        return true;
    }

    /**
     * @return whether no red entry has a red child (breadth first) and every path from the root to
     *         a null link has as many black entries (breadth first); the root may be red
     */
    protected boolean colorsOk() {
        if (root == null) {
            return true;
        }
        List<Entry> work = new ArrayList<>();
        work.add(root);
        for (int i = 0; i < work.size(); i++) {
            Entry e = work.get(i);
            Entry l = e.left;
            Entry r = e.right;
            if (e.color == RED && ((l != null && l.color == RED) || (r != null && r.color == RED))) {
                return false;
            }
            if (l != null) {
                work.add(l);
            }
            if (r != null) {
                work.add(r);
            }
        }
        return blackHeightsEqual();
    }

    private boolean blackHeightsEqual() {
        int height = -1;
        List<Entry> entries = new ArrayList<>();
        List<Integer> blacksAbove = new ArrayList<>();
        entries.add(root);
        blacksAbove.add(0);
        for (int i = 0; i < entries.size(); i++) {
            Entry e = entries.get(i);
            int blacks = blacksAbove.get(i) + (e.color == BLACK ? 1 : 0);
            Entry[] children = {e.left, e.right};
            for (Entry c : children) {
                if (c != null) {
                    entries.add(c);
                    blacksAbove.add(blacks);
                } else if (height < 0) {
                    height = blacks;
                } else if (height != blacks) {
                    return false;
                }
            }
        }
        return true;
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

    /**
     * @param n the number of distinct elements
     * @return Finitization I of the paper: {@link #finTreeBag(int, int) finTreeBag(n, 2)}
     */
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
        IFinitization f = FinitizationFactory.create(TreeBag.class);
        IObjSet entries = f.createObjSet(Entry.class, n, true);
        f.set("root", entries);
        f.set("size", f.createIntSet(n, n));
        f.set("Entry.left", entries);
        f.set("Entry.right", entries);
        f.set("Entry.key", f.createIntSet(NULL_KEY, n - 1));
        f.set("Entry.parent", entries);
        f.set("Entry.color", f.createBooleanSet());
        f.set("bagSize", f.createIntSet(n, maxCount * n));
        f.set("Entry.value", f.createIntSet(0, maxCount));
        return f;
    }
}
