package org.smallscope.examples.builders;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A binary max-heap of ints as linked nodes, built by {@link #insert}: a complete tree (node {@code i} of the level order,
 * counting from 1, has children {@code 2i} and {@code 2i+1}) whose every key is at most its parent's; keys may repeat.
 */
public class LinkedHeap {

    /** A heap node. */
    public static class Node {
        /** Left child. */
        public Node left;
        /** Right child. */
        public Node right;
        /** The key. */
        public int key;
    }

    /** The top, or null when empty. */
    public Node root;
    /** The number of nodes. */
    public int size;

    /** Adds {@code key} at the next free place of the last level, then swaps keys upwards while it is larger than its parent's. */
    public void insert(int key) {
        Node fresh = new Node();
        fresh.key = key;
        size++;
        if (size == 1) {
            root = fresh;
            return;
        }
        // the path to position size: the bits of size below its highest one, 0 left and 1 right
        Node[] path = new Node[32];
        int depth = 0;
        Node n = root;
        for (int bit = Integer.highestOneBit(size) >> 1; bit > 1; bit >>= 1) {
            path[depth++] = n;
            n = (size & bit) == 0 ? n.left : n.right;
        }
        path[depth++] = n;
        if ((size & 1) == 0) {
            n.left = fresh;
        } else {
            n.right = fresh;
        }
        Node child = fresh;
        for (int i = depth - 1; i >= 0 && path[i].key < child.key; i--) {
            int k = path[i].key;
            path[i].key = child.key;
            child.key = k;
            child = path[i];
        }
    }

    /** @return whether the nodes form a complete tree of {@code size} nodes in which no key exceeds its parent's */
    public boolean repOk() {
        return shaped(root, 1, new java.util.ArrayList<>()) && ordered(root);
    }

    /**
     * @return whether {@code n}, at level-order position {@code position}, roots a tree of new nodes (none in {@code seen},
     *         so no sharing or cycle) filling exactly the positions up to {@code size} below it
     */
    private boolean shaped(Node n, int position, java.util.List<Node> seen) {
        if (n == null) {
            return position > size;
        }
        if (position > size || seen.contains(n)) {
            return false;
        }
        seen.add(n);
        return shaped(n.left, 2 * position, seen) && shaped(n.right, 2 * position + 1, seen);
    }

    /** @return whether no key below {@code n} exceeds its parent's */
    protected boolean ordered(Node n) {
        return n == null || (n.left == null || n.left.key <= n.key) && (n.right == null || n.right.key <= n.key) && ordered(n.left)
                && ordered(n.right);
    }

    /** @return at most {@code n} nodes, size {@code 0..n}, keys {@code 0..n-1} */
    public static IFinitization finLinkedHeap(int n) {
        return bounds(LinkedHeap.class, n);
    }

    /** @return at most {@code n} nodes, size {@code 0..n}, keys {@code 0..n-1}, for the heap class {@code c} */
    protected static IFinitization bounds(Class<?> c, int n) {
        IFinitization f = FinitizationFactory.create(c);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("root", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.left", nodes);
        f.set("Node.right", nodes);
        f.set("Node.key", f.createIntSet(0, Math.max(0, n - 1)));
        return f;
    }
}
