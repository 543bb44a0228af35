package org.smallscope.examples.builders;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;
import org.smallscope.examples.BST;

/** An AVL tree of distinct int keys built by {@link #insert}: a {@link BST} whose subtrees differ in height by at most one. */
public class AvlTree extends BST {

    /** Adds {@code key} if absent, rebalancing by rotations on the way up. */
    public void insert(int key) {
        root = insert(root, key);
    }

    private Node insert(Node n, int key) {
        if (n == null) {
            Node fresh = new Node();
            fresh.info = key;
            size++;
            return fresh;
        }
        if (key < n.info) {
            n.left = insert(n.left, key);
        } else if (key > n.info) {
            n.right = insert(n.right, key);
        } else {
            return n;
        }
        return rebalance(n);
    }

    private static Node rebalance(Node n) {
        int balance = height(n.left) - height(n.right);
        if (balance > 1) {
            if (height(n.left.left) < height(n.left.right)) {
                n.left = rotateLeft(n.left);
            }
            return rotateRight(n);
        }
        if (balance < -1) {
            if (height(n.right.right) < height(n.right.left)) {
                n.right = rotateRight(n.right);
            }
            return rotateLeft(n);
        }
        return n;
    }

    private static Node rotateRight(Node n) {
        Node l = n.left;
        n.left = l.right;
        l.right = n;
        return l;
    }

    private static Node rotateLeft(Node n) {
        Node r = n.right;
        n.right = r.left;
        r.left = n;
        return r;
    }

    /** @return the height of {@code n}: 0 for null, 1 for a leaf */
    protected static int height(Node n) {
        return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right));
    }

    /** @return whether this is a binary search tree with a right size in which every node's subtrees differ in height by at most one */
    @Override
    public boolean repOk() {
        return isAcyclic() && sizeOk() && ordersOk() && balanced(root);
    }

    /** @return whether the subtrees of every node below {@code n} differ in height by at most one */
    protected boolean balanced(Node n) {
        return n == null || Math.abs(height(n.left) - height(n.right)) <= 1 && balanced(n.left) && balanced(n.right);
    }

    /** @return the bounds of API mode at size {@code n}: at most {@code n} nodes, size {@code 0..n}, keys {@code 0..n-1} */
    public static IFinitization finAvlTree(int n) {
        return bounds(AvlTree.class, n);
    }

    /** @return at most {@code n} nodes of class BST.Node (or null), size {@code 0..n}, keys {@code 0..n-1}, for the tree class {@code c} */
    protected static IFinitization bounds(Class<?> c, int n) {
        IFinitization f = FinitizationFactory.create(c);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("root", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.left", nodes);
        f.set("Node.right", nodes);
        f.set("Node.info", f.createIntSet(0, Math.max(0, n - 1)));
        return f;
    }
}
