package org.smallscope.engine.tests.lookahead;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Map;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A height-balanced binary tree written in another style than the bundled ones: loops instead of recursion where the
 * bundled trees recurse, the balance check in a helper class ({@link TreeShapes}), and a size count that recurses
 * forever on a cyclic heap (a look-ahead probe must take it for unknown).
 */
public class WalkedTree {

    public Node root;
    public int size;

    /** A node: two children and a key. */
    public static class Node {
        public Node left;
        public Node right;
        public int key;
    }

    public boolean repOk() {
        return isTree() && count(root) == size && TreeShapes.balanced(root) && TreeShapes.ordered(root);
    }

    /** @return whether the nodes reachable from root form a tree (a worklist loop) */
    boolean isTree() {
        Map<Node, Boolean> seen = new IdentityHashMap<>();
        Deque<Node> work = new ArrayDeque<>();
        if (root != null) {
            work.push(root);
            seen.put(root, true);
        }
        while (!work.isEmpty()) {
            Node n = work.pop();
            for (Node c : new Node[] {n.left, n.right}) {
                if (c != null) {
                    if (seen.put(c, true) != null) {
                        return false;
                    }
                    work.push(c);
                }
            }
        }
        return true;
    }

    /** @return the nodes below {@code n}, counted by recursion (forever on a cycle) */
    static int count(Node n) {
        return n == null ? 0 : 1 + count(n.left) + count(n.right);
    }

    /** @return {@code n} nodes (or null) for root and the children, size {@code 0..n}, keys {@code 0..n-1} */
    public static IFinitization finWalkedTree(int n) {
        IFinitization f = FinitizationFactory.create(WalkedTree.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("root", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.left", nodes);
        f.set("Node.right", nodes);
        f.set("Node.key", f.createIntSet(0, Math.max(0, n - 1)));
        return f;
    }
}
