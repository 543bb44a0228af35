package org.smallscope.examples.builders;

import org.smallscope.api.IFinitization;

/** {@link SearchTreeSet} with a planted flaw: repOk compares each key with its children's only, not with all its ancestors', so it accepts a key on the wrong side of its grandparent. */
public class SearchTreeSetTooWeak extends SearchTreeSet {

    /** @return whether the tree is acyclic with a right size and each node's key lies between its children's (too weak) */
    @Override
    public boolean repOk() {
        return isAcyclic() && sizeOk() && locallyOrdered(root);
    }

    private static boolean locallyOrdered(Node n) {
        return n == null || (n.left == null || n.left.info < n.info) && (n.right == null || n.right.info > n.info) && locallyOrdered(n.left)
                && locallyOrdered(n.right);
    }

    /** @return {@link SearchTreeSet}'s bounds */
    public static IFinitization finSearchTreeSetTooWeak(int n) {
        return AvlTree.bounds(SearchTreeSetTooWeak.class, n);
    }
}
