package org.smallscope.examples;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * {@link BSTP} with its checks written as guard clauses ({@code if (!check()) return false;}), its size and ordering
 * helpers too: the same fields, finitization and checks in the same order, so it reuses a BST snapshot as BSTP does.
 */
public class BSTPGuards extends BSTP {

    /** @return whether this is a binary search tree with right parent pointers and size */
    @Override
    public boolean repOk() {
        if (!isAcyclic()) {
            return false;
        }
        if (!sizeOk()) {
            return false;
        }
        if (!ordersOk()) {
            return false;
        }
        return parentsOk();
    }

    /** @return whether size equals the number of nodes (counted recursively) */
    @Override
    protected boolean sizeOk() {
        if (count(root) != size) {
            return false;
        }
        return true;
    }

    private static int count(Node n) {
        return n == null ? 0 : 1 + count(n.left) + count(n.right);
    }

    /** @return whether every key lies strictly between the keys of its ancestors (preorder) */
    @Override
    protected boolean ordersOk() {
        if (!isOrdered(root, null, null)) {
            return false;
        }
        return true;
    }

    private static boolean isOrdered(Node n, Integer min, Integer max) {
        if (n == null) {
            return true;
        }
        int key = n.info;
        if (min != null && key <= min) {
            return false;
        }
        if (max != null && key >= max) {
            return false;
        }
        if (!isOrdered(n.left, min, key)) {
            return false;
        }
        return isOrdered(n.right, key, max);
    }

    /** @return {@link BSTP#finBSTP}'s bounds: {@code n} nodes (or null); size exactly {@code n}; keys {@code 0..n-1}; parents */
    public static IFinitization finBSTPGuards(int n) {
        IFinitization f = FinitizationFactory.create(BSTPGuards.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("root", nodes);
        f.set("size", f.createIntSet(n, n));
        f.set("Node.left", nodes);
        f.set("Node.right", nodes);
        f.set("Node.info", f.createIntSet(0, n - 1));
        f.set("Node.parent", nodes);
        return f;
    }
}
