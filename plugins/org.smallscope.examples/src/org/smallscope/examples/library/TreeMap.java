package org.smallscope.examples.library;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A model of the representation of {@code java.util.TreeMap} (JDK 7 and later) with natural key
 * ordering: a red-black tree of {@link Entry} objects with parent pointers, and a size.
 * This is the core paper's GroupJL subject {@code TreeMap}. Its checks are the same as those of
 * the GroupT subject RBT, in the same order, so it reproduces the core paper's Table VI counts.
 *
 * <p>The model's decisions:
 * <ul>
 * <li><b>Keys and null.</b> {@link Entry#key} is an {@code Object} compared by natural order
 * ({@link Comparable}); the finitization gives it the ints {@code -1..n-1} (boxed). An int domain
 * cannot hold the null reference, so the lowest value {@link #NULL_KEY} ({@code -1}) stands for a
 * null key, the way index 0 of an object domain is null (the Korat distribution's red-black tree
 * subject does the same). The JDK 7+ {@code TreeMap} never holds a
 * null key under natural ordering ({@code put(null, v)} throws), so any null key makes repOk
 * false. (JDK 6 allowed one null key in an otherwise empty map: see {@link TreeSet6}.) This null
 * key is what makes the counts equal Table VI's. With keys {@code -1..n-1} and exactly {@code n}
 * entries, the keys of a valid map are {@code 0..n-1}. A valid map therefore has exactly one key
 * assignment per tree shape.</li>
 * <li><b>No black-root rule.</b> The JDK repaints the root black at the end of every insertion and
 * deletion, but its algorithms do not depend on a black root. The paper's counts show that its
 * subject did not check the root either: with a black-root conjunct, size 4 gives 4 valid maps
 * instead of 8, and Table VI's cells at sizes 4 to 6 no longer match. So this model accepts a
 * red root, like RBT.
 * Valid maps with {@code n} entries are the red-black trees with a root of either color: 2, 2, 3, 8,
 * 14, 20, 35, 64, ... for n = 1, 2, 3, ....</li>
 * <li><b>Not bounded:</b> {@link Entry#value} (a map's values are free; {@link TreeBag} bounds them as
 * counts), and the JDK's {@code comparator} (always null here: natural ordering) and {@code modCount}
 * (not part of the invariant), which the model omits.</li>
 * </ul>
 *
 * <p>{@link TreeBag} is a compatible extension of this subject: a subclass that appends a conjunct
 * and bounds two more fields. The incremental generator compares conjuncts by their bytecode (with
 * the subject's class names abstracted), so changing a check here changes both subjects alike.
 */
public class TreeMap {

    /** Color of a red entry (as in the JDK). */
    public static final boolean RED = false;
    /** Color of a black entry (as in the JDK). */
    public static final boolean BLACK = true;
    /** The key value that stands for the null reference (the lowest value of the key domain). */
    public static final int NULL_KEY = -1;

    /** A tree entry, like {@code java.util.TreeMap.Entry}. */
    public static class Entry {
        /** The key: an Integer, {@link #NULL_KEY} standing for null. */
        public Object key;
        /** The value mapped to the key (not bounded by {@link TreeMap}; a count in {@link TreeBag}). */
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

    /** The root entry, or null for the empty map. */
    public Entry root;
    /** The number of entries. */
    public int size;

    /** @return whether this is a red-black tree of distinct non-null keys in natural order, with right parent pointers and size */
    public boolean repOk() {
        return isAcyclic() && sizeOk() && keysOrdered() && parentsOk() && colorsOk();
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

    /** @return whether {@code e} may have a null key: never in a JDK 7+ map (TreeSet6 overrides this) */
    protected boolean nullKeyAllowed(Entry e) {
        return false;
    }

    private boolean keysBetween(Entry e, Object low, Object high) {
        if (e == null) {
            return true;
        }
        Object k = keyOf(e);
        if (k == null) {
            return nullKeyAllowed(e);
        }
        if ((low != null && compare(k, low) <= 0) || (high != null && compare(k, high) >= 0)) {
            return false;
        }
        return keysBetween(e.left, low, k) && keysBetween(e.right, k, high);
    }

    /** @return the key of {@code e}, null if the search gave it {@link #NULL_KEY} */
    protected static Object keyOf(Entry e) {
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
     * @param n the number of entries
     * @return bounds: {@code n} entries (or null) for root and links; size exactly {@code n}; keys
     *         {@code -1..n-1} ({@code -1} standing for null); colors red, black
     */
    public static IFinitization finTreeMap(int n) {
        return bounds(FinitizationFactory.create(TreeMap.class), Entry.class, n);
    }

    /**
     * Adds this subject's bounds to {@code f} (for this class or a subclass that extends it): {@code n}
     * entries of {@code entryClass} (or null) for root and links, size exactly {@code n}, keys
     * {@code -1..n-1}, colors.
     *
     * @return {@code f}
     */
    protected static IFinitization bounds(IFinitization f, Class<? extends Entry> entryClass, int n) {
        IObjSet entries = f.createObjSet(entryClass, n, true);
        f.set("root", entries);
        f.set("size", f.createIntSet(n, n));
        f.set("Entry.left", entries);
        f.set("Entry.right", entries);
        f.set("Entry.key", f.createIntSet(NULL_KEY, n - 1));
        f.set("Entry.parent", entries);
        f.set("Entry.color", f.createBooleanSet());
        return f;
    }
}
