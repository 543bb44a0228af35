package org.smallscope.examples.korat;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * The SearchTree of Korat's evaluation (Marinov et al. 2003, Appendix A): a binary search tree with a size field, target
 * methods {@link #add} and {@link #remove}, helper {@link #contains}; measured by {@code ./smallscope evaluate}.
 */
public class SearchTree {

    /** A tree node with a key. */
    public static class Node {
        /** Left child (smaller keys). */
        public Node left;
        /** Right child (larger keys). */
        public Node right;
        /** The key. */
        public int info;
    }

    /** The root node, or null for the empty tree. */
    public Node root;
    /** The number of nodes in the tree. */
    public int size;

    /** @return whether the nodes form a tree of {@code size} nodes whose keys are strictly ordered */
    public boolean repOk() {
        if (root == null) {
            return size == 0;
        }
        List<Node> visited = new ArrayList<>();
        visited.add(root);
        for (int i = 0; i < visited.size(); i++) {
            Node n = visited.get(i);
            for (Node child : new Node[] {n.left, n.right}) {
                if (child != null) {
                    if (visited.contains(child)) {
                        return false;
                    }
                    visited.add(child);
                }
            }
        }
        return visited.size() == size && ordered(root, null, null);
    }

    private static boolean ordered(Node n, Integer min, Integer max) {
        if (n == null) {
            return true;
        }
        if ((min != null && n.info <= min) || (max != null && n.info >= max)) {
            return false;
        }
        return ordered(n.left, min, n.info) && ordered(n.right, n.info, max);
    }

    /** @return whether {@code info} is a key of the tree (helper of add and remove) */
    public boolean contains(int info) {
        Node n = root;
        while (n != null) {
            if (info == n.info) {
                return true;
            }
            n = info < n.info ? n.left : n.right;
        }
        return false;
    }

    /** Adds {@code info} unless it is already a key. @return whether the tree changed */
    public boolean add(int info) {
        if (contains(info)) {
            return false;
        }
        Node fresh = new Node();
        fresh.info = info;
        if (root == null) {
            root = fresh;
        } else {
            Node n = root;
            while (true) {
                if (info < n.info) {
                    if (n.left == null) {
                        n.left = fresh;
                        break;
                    }
                    n = n.left;
                } else {
                    if (n.right == null) {
                        n.right = fresh;
                        break;
                    }
                    n = n.right;
                }
            }
        }
        size++;
        return true;
    }

    /** Removes the key {@code info} if present. @return whether the tree changed */
    public boolean remove(int info) {
        Node parent = null;
        Node n = root;
        while (n != null && n.info != info) {
            parent = n;
            n = info < n.info ? n.left : n.right;
        }
        if (n == null) {
            return false;
        }
        if (n.left != null && n.right != null) {
            Node succParent = n;
            Node succ = n.right;
            while (succ.left != null) {
                succParent = succ;
                succ = succ.left;
            }
            n.info = succ.info;
            parent = succParent;
            n = succ;
        }
        Node child = n.left != null ? n.left : n.right;
        if (parent == null) {
            root = child;
        } else if (parent.left == n) {
            parent.left = child;
        } else {
            parent.right = child;
        }
        size--;
        return true;
    }

    /** @return the paper's bounds: {@code s} nodes (or null), size {@code 0..s}, keys {@code 1..s} */
    public static IFinitization finSearchTree(int s) {
        IFinitization f = FinitizationFactory.create(SearchTree.class);
        IObjSet nodes = f.createObjSet(Node.class, s, true);
        f.set("root", nodes);
        f.set("size", f.createIntSet(0, s));
        f.set("Node.left", nodes);
        f.set("Node.right", nodes);
        f.set("Node.info", f.createIntSet(1, s));
        return f;
    }
}
