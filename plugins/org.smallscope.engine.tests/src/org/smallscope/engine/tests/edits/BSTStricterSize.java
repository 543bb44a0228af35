package org.smallscope.engine.tests.edits;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.BST;

/** BST whose sizeOk conjunct itself was edited (overridden with more code). */
public class BSTStricterSize extends BST {

    @Override
    protected boolean sizeOk() {
        return super.sizeOk() && size >= 0;
    }

    /** @return BST's bounds */
    public static IFinitization finBSTStricterSize(int n) {
        return EditedBounds.bst(BSTStricterSize.class, n, n - 1);
    }
}
