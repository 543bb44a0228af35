package org.smallscope.engine.tests.edits;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.BST;

/** BST with two conjuncts swapped: not a strengthening the check may accept. */
public class BSTReordered extends BST {

    @Override
    public boolean repOk() {
        return sizeOk() && isAcyclic() && ordersOk();
    }

    /** @return BST's bounds */
    public static IFinitization finBSTReordered(int n) {
        return EditedBounds.bst(BSTReordered.class, n, n - 1);
    }
}
