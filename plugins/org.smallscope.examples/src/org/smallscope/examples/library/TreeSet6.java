package org.smallscope.examples.library;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A model of {@code java.util.TreeSet} as of JDK 6: the core paper's GroupJL subject
 * {@code TreeSet6}. A {@code TreeSet}'s only state is its backing {@code TreeMap}, which maps each
 * element to the shared {@link #PRESENT} marker. The model inlines that map: the fields, bounds and
 * checks are {@link TreeMap}'s ({@code root}, {@code size}, the entries' links, keys and colors), and
 * the elements are the keys. The values are not bounded, because no set operation reads the marker.
 *
 * <p>The one difference from {@link TreeMap}: JDK 6's {@code TreeMap.put} did not compare a key
 * with itself when the map was empty. So {@code new TreeSet().add(null)} succeeded and gave a set
 * whose only element is null. Any later insertion threw, so null can only ever be the single
 * element. This model accepts exactly that extra state: size 1, null key, root red or black (see
 * {@link TreeMap} on the root color and on {@link #NULL_KEY}). {@link TreeSet7} rules it out again.
 */
public class TreeSet6 {

    /** Color of a red entry (as in the JDK). */
    public static final boolean RED = false;
    /** Color of a black entry (as in the JDK). */
    public static final boolean BLACK = true;
    /** The key value that stands for the null reference (the lowest value of the key domain). */
    public static final int NULL_KEY = -1;
    /** The value of every entry of the backing map, as in {@code java.util.TreeSet}. */
    public static final Object PRESENT = new Object();

    /** An entry of the backing map, like {@code java.util.TreeMap.Entry}: an element (key) and the marker. */
    public static class Entry {
        /** The key: an Integer, {@link #NULL_KEY} standing for null. */
        public Object key;
        /** The value: the set's {@link #PRESENT} marker (not bounded). */
        public Object value = PRESENT;
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

    /** The root entry of the backing map, or null for the empty set. */
    public Entry root;
    /** The number of elements (entries of the backing map). */
    public int size;

    /** @return whether this is a JDK 6 tree set: a red-black tree of keys in natural order, where a single entry may have a null key */
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

    /**
     * @return whether every key lies strictly between the keys of its ancestors, in natural order
     *         (preorder), and a null key occurs only as the key of a one-entry tree (JDK 6)
     */
    protected boolean keysOrdered() {
        return keysBetween(root, null, null);
    }

    private boolean keysBetween(Entry e, Object low, Object high) {
        if (e == null) {
            return true;
        }
        Object k = keyOf(e);
        if (k == null) {
            return e == root && e.left == null && e.right == null;
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
     * @param n the number of elements
     * @return {@link TreeMap#finTreeMap}'s bounds: {@code n} entries (or null), size {@code n}, keys
     *         {@code -1..n-1} ({@code -1} standing for null), colors
     */
    public static IFinitization finTreeSet6(int n) {
        return bounds(FinitizationFactory.create(TreeSet6.class), n);
    }

    /**
     * Adds this subject's bounds to {@code f} (for this class or a subclass that extends it): {@code n}
     * entries (or null) for root and links, size exactly {@code n}, keys {@code -1..n-1}, colors.
     *
     * @return {@code f}
     */
    protected static IFinitization bounds(IFinitization f, int n) {
        IObjSet entries = f.createObjSet(Entry.class, n, true);
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
