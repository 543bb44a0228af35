package org.smallscope.examples.library;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/**
 * A model of {@code java.util.TreeSet} as of JDK 7 and later: the core paper's GroupJL subject
 * {@code TreeSet7}. JDK 7 fixed {@code TreeMap.put} so that adding null throws even to an empty
 * set (JDK bug 5045147). The model extends {@link TreeSet6} the way a developer would edit it:
 * the predicate is TreeSet6's, unchanged and first, with one conjunct {@link #noNullElements()}
 * appended, and the bounds are TreeSet6's, field for field. So a TreeSet6 suite can be reused
 * for it (iGen), and no new candidate needs exploring.
 */
public class TreeSet7 extends TreeSet6 {

    /** @return whether this is a JDK 6 tree set without a null element, that is a JDK 7+ tree set */
    @Override
    public boolean repOk() {
        return isAcyclic() && sizeOk() && keysOrdered() && parentsOk() && colorsOk() && noNullElements();
    }

    /** @return whether no element (entry key) is null (breadth first) */
    protected boolean noNullElements() {
        if (root == null) {
            return true;
        }
        List<TreeMap.Entry> work = new ArrayList<>();
        work.add(root);
        for (int i = 0; i < work.size(); i++) {
            TreeMap.Entry e = work.get(i);
            if (keyOf(e) == null) {
                return false;
            }
            if (e.left != null) {
                work.add(e.left);
            }
            if (e.right != null) {
                work.add(e.right);
            }
        }
        return true;
    }

    /** @return exactly {@link TreeSet6#finTreeSet6}'s bounds */
    public static IFinitization finTreeSet7(int n) {
        return bounds(FinitizationFactory.create(TreeSet7.class), Entry.class, n);
    }
}
