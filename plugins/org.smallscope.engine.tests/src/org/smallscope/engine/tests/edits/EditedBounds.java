package org.smallscope.engine.tests.edits;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;
import org.smallscope.examples.BST;
import org.smallscope.examples.BSTP;

/** Finitizations of the edited subjects: BST's and BSTP's bounds for another root class. */
final class EditedBounds {

    private EditedBounds() {
    }

    /** BST's bounds with keys {@code 0..maxKey}. */
    static IFinitization bst(Class<? extends BST> root, int n, int maxKey) {
        IFinitization f = FinitizationFactory.create(root);
        IObjSet nodes = f.createObjSet(BST.Node.class, n, true);
        f.set("root", nodes);
        f.set("size", f.createIntSet(n, n));
        f.set("Node.left", nodes);
        f.set("Node.right", nodes);
        f.set("Node.info", f.createIntSet(0, maxKey));
        return f;
    }

    /** BSTP's bounds. */
    static IFinitization bstp(Class<? extends BSTP> root, int n) {
        IFinitization f = FinitizationFactory.create(root);
        IObjSet nodes = f.createObjSet(BSTP.Node.class, n, true);
        f.set("root", nodes);
        f.set("size", f.createIntSet(n, n));
        f.set("Node.left", nodes);
        f.set("Node.right", nodes);
        f.set("Node.info", f.createIntSet(0, n - 1));
        f.set("Node.parent", nodes);
        return f;
    }
}
