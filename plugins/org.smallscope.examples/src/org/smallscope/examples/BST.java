package org.smallscope.examples;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.Generators;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** Binary search tree (BST): a binary tree whose keys are strictly ordered. */
public class BST {

    /** A tree node with a key. */
    public static class Node {
        /** Left child. */
        public Node left;
        /** Right child. */
        public Node right;
        /** The key. */
        public int info;
    }

    /** The root node, or null for the empty tree. */
    public Node root;
    /** The number of nodes reachable from the root. */
    public int size;

    /** @return whether this is a binary search tree whose size field is right */
    public boolean repOk() {
        return isAcyclic() && sizeOk() && ordersOk();
    }

    /** @return whether every node is reached once from the root along left and right (breadth first, by an index over the worklist) */
    protected boolean isAcyclic() {
        if (root == null) {
            return true;
        }
        List<Node> visited = new ArrayList<>();
        visited.add(root);
        for (int i = 0; i < visited.size(); i++) {
            Node current = visited.get(i);
            if (current.left != null) {
                if (visited.contains(current.left)) {
                    return false;
                }
                visited.add(current.left);
            }
            if (current.right != null) {
                if (visited.contains(current.right)) {
                    return false;
                }
                visited.add(current.right);
            }
        }
        return true;
    }

    /** @return whether size equals the number of nodes (counted recursively) */
    protected boolean sizeOk() {
        return count(root) == size;
    }

    private static int count(Node n) {
        return n == null ? 0 : 1 + count(n.left) + count(n.right);
    }

    /** @return whether every key lies strictly between the keys of its ancestors (preorder) */
    protected boolean ordersOk() {
        return isOrdered(root, null, null);
    }

    private static boolean isOrdered(Node n, Integer min, Integer max) {
        if (n == null) {
            return true;
        }
        int key = n.info;
        if ((min != null && key <= min) || (max != null && key >= max)) {
            return false;
        }
        return isOrdered(n.left, min, key) && isOrdered(n.right, key, max);
    }

    /** @return bounds: {@code n} nodes (or null); size exactly {@code n}; keys {@code 0..n-1} */
    public static IFinitization finBST(int n) {
        IFinitization f = FinitizationFactory.create(BST.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("root", nodes);
        f.set("size", f.createIntSet(n, n));
        f.set("Node.left", nodes);
        f.set("Node.right", nodes);
        f.set("Node.info", f.createIntSet(0, n - 1));
        return f;
    }

    /**
     * @return {@link #finBST}'s bounds with the tree generator: the nodes reachable from root along left and right form
     *         a tree (a necessary condition of repOk), so the search skips children that are already in the tree
     */
    public static IFinitization finBSTTree(int n) {
        IFinitization f = finBST(n);
        f.require(Generators.tree("root", "left", "right"));
        return f;
    }

    /**
     * @return {@link #finBSTTree}'s bounds with the search-tree generator too: every key lies strictly between the keys
     *         of its ancestors (a necessary condition of repOk), so the search skips keys on the wrong side
     */
    public static IFinitization finBSTSearchTree(int n) {
        IFinitization f = finBSTTree(n);
        f.require(Generators.searchTree("root", "left", "right", "info"));
        return f;
    }
}
