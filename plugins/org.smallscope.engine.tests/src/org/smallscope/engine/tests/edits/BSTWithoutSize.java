package org.smallscope.engine.tests.edits;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.BST;

/** BST with its size check removed: a weakening. */
public class BSTWithoutSize extends BST {

    @Override
    public boolean repOk() {
        return isAcyclic() && ordersOk();
    }

    /** @return BST's bounds */
    public static IFinitization finBSTWithoutSize(int n) {
        return EditedBounds.bst(BSTWithoutSize.class, n, n - 1);
    }
}
