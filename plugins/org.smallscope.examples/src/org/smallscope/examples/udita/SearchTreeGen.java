package org.smallscope.examples.udita;

import static org.smallscope.api.udita.Choices.assume;
import static org.smallscope.api.udita.Choices.getInt;

/**
 * UDITA's SearchTree generator: every shape of n nodes (an imperative backbone), each key chosen from 1..n, kept when
 * the keys do not decrease in order (Catalan(n) * C(2n-1, n) trees).
 */
public final class SearchTreeGen {

    /** A binary search tree that allows equal keys. */
    public static final class Tree {
        /** The root, or null when empty. */
        public Node root;
        /** The number of nodes. */
        public int size;
    }

    /** A node of a {@link Tree}. */
    public static final class Node {
        /** The left subtree (keys not greater). */
        public Node left;
        /** The right subtree (keys not smaller). */
        public Node right;
        /** The key. */
        public int key;
    }

    private SearchTreeGen() {
    }

    /** @return a search tree of n nodes with keys 1..n */
    public static Tree generate(int n) {
        Tree tree = new Tree();
        tree.size = n;
        tree.root = shape(n, n);
        int[] last = {Integer.MIN_VALUE};
        inOrder(tree.root, last);
        return tree;
    }

    /** @return a tree of {@code size} nodes of any shape, each key chosen from 1..maxKey */
    private static Node shape(int size, int maxKey) {
        if (size == 0) {
            return null;
        }
        Node node = new Node();
        int leftSize = getInt(0, size - 1);
        node.left = shape(leftSize, maxKey);
        node.right = shape(size - 1 - leftSize, maxKey);
        node.key = getInt(1, maxKey);
        return node;
    }

    private static void inOrder(Node node, int[] last) {
        if (node == null) {
            return;
        }
        inOrder(node.left, last);
        assume(last[0] <= node.key);
        last[0] = node.key;
        inOrder(node.right, last);
    }
}
