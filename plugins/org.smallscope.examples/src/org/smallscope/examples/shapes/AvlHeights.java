package org.smallscope.examples.shapes;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Map;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * An AVL tree whose nodes store their heights, as textbook implementations do: a search tree of distinct keys in which
 * each node's {@code height} is one more than its taller child's and the children's heights differ by at most one.
 */
public class AvlHeights {

    /** A node: a key, its children, and the height of the subtree it roots (1 for a leaf). */
    public static class Node {
        /** The left child, with smaller keys. */
        public Node left;
        /** The right child, with larger keys. */
        public Node right;
        /** The key. */
        public int key;
        /** The height of this node's subtree: 1 for a leaf. */
        public int height;
    }

    /** The root, or null for the empty tree. */
    public Node root;
    /** The number of nodes. */
    public int size;

    /** @return whether the nodes form a tree of {@code size} nodes, ordered by key, with right heights and balanced */
    public boolean repOk() {
        return formsTree() && keysAscend() && heightsAreStored() && isBalanced();
    }

    /** @return whether every node is reached once from the root (depth first, with an explicit stack) and size counts them */
    protected boolean formsTree() {
        Map<Node, Boolean> seen = new IdentityHashMap<>();
        Deque<Node> todo = new ArrayDeque<>();
        if (root != null) {
            todo.push(root);
        }
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            if (seen.put(n, Boolean.TRUE) != null) {
                return false;
            }
            if (n.right != null) {
                todo.push(n.right);
            }
            if (n.left != null) {
                todo.push(n.left);
            }
        }
        return seen.size() == size;
    }

    /** @return whether an in-order walk meets the keys in strictly ascending order */
    protected boolean keysAscend() {
        Deque<Node> path = new ArrayDeque<>();
        Node n = root;
        boolean first = true;
        int last = 0;
        while (n != null || !path.isEmpty()) {
            while (n != null) {
                path.push(n);
                n = n.left;
            }
            n = path.pop();
            if (!first && n.key <= last) {
                return false;
            }
            first = false;
            last = n.key;
            n = n.right;
        }
        return true;
    }

    /** @return whether each node's stored height is one more than its taller child's (a missing child counts 0) */
    protected boolean heightsAreStored() {
        return storedHeightOk(root);
    }

    private static boolean storedHeightOk(Node n) {
        if (n == null) {
            return true;
        }
        return storedHeightOk(n.left) && storedHeightOk(n.right) && n.height == 1 + Math.max(heightOf(n.left), heightOf(n.right));
    }

    /** @return whether no node's children differ in stored height by more than one */
    protected boolean isBalanced() {
        return balancedBelow(root);
    }

    private static boolean balancedBelow(Node n) {
        return n == null || Math.abs(heightOf(n.left) - heightOf(n.right)) <= 1 && balancedBelow(n.left) && balancedBelow(n.right);
    }

    /** @return the stored height of {@code n}, 0 for a missing node */
    static int heightOf(Node n) {
        return n == null ? 0 : n.height;
    }

    /**
     * @return at most {@code n} nodes (or null), size {@code 0..n}, keys {@code 0..n-1}, heights {@code 1..h} where {@code h}
     *         is the largest height of an AVL tree of {@code n} nodes
     */
    public static IFinitization finAvlHeights(int n) {
        IFinitization f = FinitizationFactory.create(AvlHeights.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("root", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.left", nodes);
        f.set("Node.right", nodes);
        f.set("Node.key", f.createIntSet(0, Math.max(0, n - 1)));
        f.set("Node.height", f.createIntSet(1, Math.max(1, maxHeight(n))));
        return f;
    }

    /** @return the largest height of an AVL tree of {@code n} nodes: the largest h whose smallest AVL tree has at most n nodes */
    static int maxHeight(int n) {
        int h = 0;
        long fewest = 0;   // the fewest nodes of an AVL tree of height h
        long before = 0;   // ... of height h - 1
        while (true) {
            long next = h == 0 ? 1 : fewest + before + 1;
            if (next > n) {
                return h;
            }
            before = fewest;
            fewest = next;
            h++;
        }
    }
}
