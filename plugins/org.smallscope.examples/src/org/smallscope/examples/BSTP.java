package org.smallscope.examples;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.Generators;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** Binary search tree with parent pointers (BSTP): a BST whose nodes point back to their parents. */
public class BSTP {

    /** A tree node with a key. */
    public static class Node {
        /** Left child. */
        public Node left;
        /** Right child. */
        public Node right;
        /** The key. */
        public int info;
        /** The parent node, null for the root. */
        public Node parent;
    }

    /** The root node, or null for the empty tree. */
    public Node root;
    /** The number of nodes reachable from the root. */
    public int size;

    /** @return whether this is a binary search tree with right parent pointers and size */
    public boolean repOk() {
        return isAcyclic() && sizeOk() && ordersOk() && parentsOk();
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

    /** @return whether the root has no parent and every child points back to its parent (breadth first, by an index over the worklist) */
    protected boolean parentsOk() {
        if (root == null) {
            return true;
        }
        if (root.parent != null) {
            return false;
        }
        List<Node> work = new ArrayList<>();
        work.add(root);
        for (int i = 0; i < work.size(); i++) {
            Node current = work.get(i);
            if (current.left != null) {
                if (current.left.parent != current) {
                    return false;
                }
                work.add(current.left);
            }
            if (current.right != null) {
                if (current.right.parent != current) {
                    return false;
                }
                work.add(current.right);
            }
        }
        return true;
    }

    /** @return bounds: {@code n} nodes (or null); size exactly {@code n}; keys {@code 0..n-1}; parent as the node references */
    public static IFinitization finBSTP(int n) {
        IFinitization f = FinitizationFactory.create(BSTP.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("root", nodes);
        f.set("size", f.createIntSet(n, n));
        f.set("Node.left", nodes);
        f.set("Node.right", nodes);
        f.set("Node.info", f.createIntSet(0, n - 1));
        f.set("Node.parent", nodes);
        return f;
    }

    /**
     * @return {@link #finBSTP}'s bounds with the tree generator: the nodes reachable from root along left and right form
     *         a tree (a necessary condition of repOk), so the search skips children that are already in the tree
     */
    public static IFinitization finBSTPTree(int n) {
        IFinitization f = finBSTP(n);
        f.require(Generators.tree("root", "left", "right"));
        return f;
    }

    /**
     * @return {@link #finBSTPTree}'s bounds with the search-tree generator too: every key lies strictly between the keys
     *         of its ancestors (a necessary condition of repOk), so the search skips keys on the wrong side;
     *         and no node's parent is one of its children
     */
    public static IFinitization finBSTPSearchTree(int n) {
        IFinitization f = finBSTPTree(n);
        f.require(Generators.searchTree("root", "left", "right", "info"));
        // a node's parent is never one of its children
        f.require(Generators.or(Generators.equal("Node.left", null), Generators.not(Generators.equal("Node.parent", Generators.field("left")))),
                Generators.or(Generators.equal("Node.right", null), Generators.not(Generators.equal("Node.parent", Generators.field("right")))));
        return f;
    }
}
