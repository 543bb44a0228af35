package org.smallscope.examples.builders;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.BST;

/** A set of distinct int keys as an unbalanced {@link BST}, built by {@link #add} and {@link #remove}. */
public class SearchTreeSet extends BST {

    /** Adds {@code key} as a new leaf if absent. */
    public void add(int key) {
        if (root == null) {
            root = leaf(key);
            size++;
            return;
        }
        Node n = root;
        while (n.info != key) {
            if (key < n.info) {
                if (n.left == null) {
                    n.left = leaf(key);
                    size++;
                    return;
                }
                n = n.left;
            } else {
                if (n.right == null) {
                    n.right = leaf(key);
                    size++;
                    return;
                }
                n = n.right;
            }
        }
    }

    /** Removes {@code key} if present; a node with two children takes its successor's key, and the successor's node goes. */
    public void remove(int key) {
        root = remove(root, key);
    }

    private Node remove(Node n, int key) {
        if (n == null) {
            return null;
        }
        if (key < n.info) {
            n.left = remove(n.left, key);
            return n;
        }
        if (key > n.info) {
            n.right = remove(n.right, key);
            return n;
        }
        if (n.left == null || n.right == null) {
            size--;
            return n.left != null ? n.left : n.right;
        }
        Node successor = n.right;
        while (successor.left != null) {
            successor = successor.left;
        }
        n.info = successor.info;
        n.right = remove(n.right, successor.info);
        return n;
    }

    private static Node leaf(int key) {
        Node n = new Node();
        n.info = key;
        return n;
    }

    /** @return at most {@code n} nodes, size {@code 0..n}, keys {@code 0..n-1} */
    public static IFinitization finSearchTreeSet(int n) {
        return AvlTree.bounds(SearchTreeSet.class, n);
    }
}
