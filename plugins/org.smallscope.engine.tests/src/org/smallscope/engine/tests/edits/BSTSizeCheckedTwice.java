package org.smallscope.engine.tests.edits;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.BST;

/** BST whose last conjunct calls sizeOk() again, the helper where the second conjunct begins: no conjunct probes. */
public class BSTSizeCheckedTwice extends BST {

    @Override
    public boolean repOk() {
        return isAcyclic() && sizeOk() && ordersAndSize();
    }

    private boolean ordersAndSize() {
        return ordersOk() && sizeOk();
    }

    /** @return BST's bounds */
    public static IFinitization finBSTSizeCheckedTwice(int n) {
        return EditedBounds.bst(BSTSizeCheckedTwice.class, n, n - 1);
    }
}
