package org.smallscope.engine.tests.edits;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.BSTP;

/** BSTP with the new parent check inserted before BST's older checks. */
public class BSTPParentsFirst extends BSTP {

    @Override
    public boolean repOk() {
        return isAcyclic() && parentsOk() && sizeOk() && ordersOk();
    }

    /** @return BSTP's bounds */
    public static IFinitization finBSTPParentsFirst(int n) {
        return EditedBounds.bstp(BSTPParentsFirst.class, n);
    }
}
