package org.smallscope.engine.tests.edits;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.BST;

/**
 * BST whose last conjunct calls again the helper where its second and third conjuncts begin (a conjunction of two
 * calls, each a conjunct): no conjunct probes.
 */
public class BSTSizeCheckedTwice extends BST {

    @Override
    public boolean repOk() {
        return isAcyclic() && sizeAndOrders() && checkedAgain();
    }

    private boolean sizeAndOrders() {
        return sizeOk() && ordersOk();
    }

    private boolean checkedAgain() {
        return sizeAndOrders() && size >= 0;
    }

    /** @return BST's bounds */
    public static IFinitization finBSTSizeCheckedTwice(int n) {
        return EditedBounds.bst(BSTSizeCheckedTwice.class, n, n - 1);
    }
}
