package org.smallscope.engine.tests.edits;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.BST;

/**
 * BST without its ordering check: keys are bounded but never read, so the search enumerates them
 * in reachability order. Adding ordersOk (giving BST) passes the static check, but ordersOk reads
 * keys in preorder: the run-time guard must notice and fall back.
 */
public class BSTKeysUnchecked extends BST {

    @Override
    public boolean repOk() {
        return isAcyclic() && sizeOk();
    }

    /** @return BST's bounds */
    public static IFinitization finBSTKeysUnchecked(int n) {
        return EditedBounds.bst(BSTKeysUnchecked.class, n, n - 1);
    }
}
