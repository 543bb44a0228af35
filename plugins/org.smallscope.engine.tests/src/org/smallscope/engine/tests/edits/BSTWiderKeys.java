package org.smallscope.engine.tests.edits;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.BST;

/** BST with a changed bound: keys 0..n instead of 0..n-1. */
public class BSTWiderKeys extends BST {

    /** @return BST's bounds but one more key */
    public static IFinitization finBSTWiderKeys(int n) {
        return EditedBounds.bst(BSTWiderKeys.class, n, n);
    }
}
