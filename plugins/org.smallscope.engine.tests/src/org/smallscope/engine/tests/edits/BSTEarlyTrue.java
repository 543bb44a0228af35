package org.smallscope.engine.tests.edits;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.BST;

/**
 * BST whose repOk returns true early for the empty tree before its guard clauses: not a conjunction, so it is one
 * conjunct and cannot reuse a BST snapshot; the refusal says why.
 */
public class BSTEarlyTrue extends BST {

    @Override
    public boolean repOk() {
        if (root == null) {
            return size == 0;
        }
        if (!isAcyclic()) {
            return false;
        }
        if (!sizeOk()) {
            return false;
        }
        return ordersOk();
    }

    /** @return BST's bounds */
    public static IFinitization finBSTEarlyTrue(int n) {
        return EditedBounds.bst(BSTEarlyTrue.class, n, n - 1);
    }
}
