package org.smallscope.examples.library;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/**
 * A model of {@code java.util.TreeSet} as of JDK 6: the core paper's GroupJL subject
 * {@code TreeSet6}. A {@code TreeSet}'s only state is its backing {@code TreeMap}, which maps each
 * element to the shared {@link #PRESENT} marker. The model inlines that map by extending {@link TreeMap}:
 * the fields, bounds and checks are TreeMap's ({@code root}, {@code size}, the entries' links, keys
 * and colors), and the elements are the keys. The values are the marker and are not bounded,
 * because no set operation reads them.
 *
 * <p>The one difference from {@link TreeMap}: JDK 6's {@code TreeMap.put} did not compare a key
 * with itself when the map was empty. So {@code new TreeSet().add(null)} succeeded and gave a set
 * whose only element is null. Any later insertion threw, so null can only ever be the single
 * element. This model accepts exactly that extra state: size 1, null key, root red or black (see
 * {@link TreeMap} on the root color and on {@link #NULL_KEY}). {@link TreeSet7} rules it out again.
 */
public class TreeSet6 extends TreeMap {

    /** The value every entry of a set maps its element to, as in {@code java.util.TreeSet}. */
    public static final Object PRESENT = new Object();

    /** An entry of the backing map: an element (the key) mapped to {@link #PRESENT}. */
    public static class Entry extends TreeMap.Entry {
        /** Creates an entry holding the marker. */
        public Entry() {
            value = PRESENT;
        }
    }

    /** @return whether {@code e} may have a null key: only as the one entry of the tree (JDK 6) */
    @Override
    protected boolean nullKeyAllowed(TreeMap.Entry e) {
        return e == root && e.left == null && e.right == null;
    }

    /**
     * @param n the number of elements
     * @return {@link TreeMap#finTreeMap}'s bounds: {@code n} entries (or null), size {@code n}, keys
     *         {@code -1..n-1} ({@code -1} standing for null), colors
     */
    public static IFinitization finTreeSet6(int n) {
        return bounds(FinitizationFactory.create(TreeSet6.class), Entry.class, n);
    }
}
