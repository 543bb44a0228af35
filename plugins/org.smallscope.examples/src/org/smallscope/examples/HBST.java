package org.smallscope.examples;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * Height-balanced binary search tree (HBST, AVL-style): a {@link BST} in which the heights of every node's two subtrees
 * differ by at most one. One of the model-counting subjects of the core paper's Table VII; its repOk extends BST's by one
 * conjunct, so HBST is also an incremental extension of BST.
 */
public class HBST extends BST {

    /** @return whether this is a binary search tree with the right size whose every node is height-balanced */
    @Override
    public boolean repOk() {
        return isAcyclic() && sizeOk() && ordersOk() && balanced();
    }

    /** @return whether, at every node, the heights of the left and right subtrees differ by at most one */
    protected boolean balanced() {
        return height(root) != UNBALANCED;
    }

    private static final int UNBALANCED = -2;

    /** @return the height of the subtree at {@code n} (-1 for none), or {@link #UNBALANCED} */
    private static int height(Node n) {
        if (n == null) {
            return -1;
        }
        int left = height(n.left);
        if (left == UNBALANCED) {
            return UNBALANCED;
        }
        int right = height(n.right);
        if (right == UNBALANCED || Math.abs(left - right) > 1) {
            return UNBALANCED;
        }
        return 1 + Math.max(left, right);
    }

    /** @return bounds: {@code n} nodes (or null); size exactly {@code n}; keys {@code 0..n-1} (BST's) */
    public static IFinitization finHBST(int n) {
        IFinitization f = FinitizationFactory.create(HBST.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("root", nodes);
        f.set("size", f.createIntSet(n, n));
        f.set("Node.left", nodes);
        f.set("Node.right", nodes);
        f.set("Node.info", f.createIntSet(0, n - 1));
        return f;
    }
}
