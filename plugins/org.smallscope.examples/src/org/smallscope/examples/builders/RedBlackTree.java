package org.smallscope.examples.builders;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A red-black tree of distinct int keys with parent pointers, built by {@link #insert} and {@link #remove}: a search tree
 * whose root is black, whose red nodes have black children, and whose every path from a node down to a missing child
 * passes the same number of black nodes. A missing child counts as black.
 */
public class RedBlackTree {

    /** The color of a red node. */
    public static final int RED = 0;
    /** The color of a black node. */
    public static final int BLACK = 1;

    /** A tree node. */
    public static class Node {
        /** The left child. */
        public Node left;
        /** The right child. */
        public Node right;
        /** The parent, null for the root. */
        public Node parent;
        /** The key. */
        public int key;
        /** {@link #RED} or {@link #BLACK}. */
        public int color;
    }

    /** The root, or null when empty. */
    public Node root;
    /** The number of nodes. */
    public int size;

    /** Adds {@code key} if absent as a red leaf, then recolors and rotates upwards until no red node has a red parent. */
    public void insert(int key) {
        Node parent = null;
        Node n = root;
        while (n != null) {
            if (key == n.key) {
                return;
            }
            parent = n;
            n = key < n.key ? n.left : n.right;
        }
        Node fresh = new Node();
        fresh.key = key;
        fresh.color = RED;
        fresh.parent = parent;
        if (parent == null) {
            root = fresh;
        } else if (key < parent.key) {
            parent.left = fresh;
        } else {
            parent.right = fresh;
        }
        size++;
        repairRed(fresh);
    }

    /** Restores "no red node has a red parent" from {@code x} (red) upwards, and makes the root black. */
    private void repairRed(Node x) {
        while (x != root && colorOf(x.parent) == RED) {
            Node p = x.parent;
            Node g = p.parent; // exists: a red parent is not the root
            boolean parentIsLeft = p == g.left;
            Node uncle = parentIsLeft ? g.right : g.left;
            if (colorOf(uncle) == RED) {
                p.color = BLACK;
                uncle.color = BLACK;
                g.color = RED;
                x = g;
                continue;
            }
            if (x == (parentIsLeft ? p.right : p.left)) {
                x = p;
                rotate(x, parentIsLeft);
                p = x.parent;
            }
            p.color = BLACK;
            g.color = RED;
            rotate(g, !parentIsLeft);
        }
        root.color = BLACK;
    }

    /** Removes {@code key} if present; a node with two children takes its successor's key, and the successor's node goes. */
    public void remove(int key) {
        Node z = root;
        while (z != null && z.key != key) {
            z = key < z.key ? z.left : z.right;
        }
        if (z == null) {
            return;
        }
        if (z.left != null && z.right != null) {
            Node s = z.right;
            while (s.left != null) {
                s = s.left;
            }
            z.key = s.key;
            z = s;
        }
        size--;
        Node child = z.left != null ? z.left : z.right;
        if (child != null) {
            // z is black with one red child: the child takes its place, black
            replace(z, child);
            child.color = BLACK;
        } else if (z.parent == null) {
            root = null;
        } else {
            if (z.color == BLACK) {
                repairBlack(z); // z stays in place meanwhile, a black leaf whose path lacks a black node once gone
            }
            replace(z, null);
        }
    }

    /** Restores equal black counts when black leaf {@code x}'s removal will shorten its paths by one black node. */
    private void repairBlack(Node x) {
        while (x != root && colorOf(x) == BLACK) {
            Node p = x.parent;
            boolean isLeft = x == p.left;
            Node sibling = isLeft ? p.right : p.left; // exists: x's side has black nodes, so the other side too
            if (colorOf(sibling) == RED) {
                sibling.color = BLACK;
                p.color = RED;
                rotate(p, isLeft);
                sibling = isLeft ? p.right : p.left;
            }
            Node near = isLeft ? sibling.left : sibling.right;
            Node far = isLeft ? sibling.right : sibling.left;
            if (colorOf(near) == BLACK && colorOf(far) == BLACK) {
                sibling.color = RED;
                x = p;
                continue;
            }
            if (colorOf(far) == BLACK) {
                near.color = BLACK;
                sibling.color = RED;
                rotate(sibling, !isLeft);
                sibling = isLeft ? p.right : p.left;
                far = isLeft ? sibling.right : sibling.left;
            }
            sibling.color = p.color;
            p.color = BLACK;
            far.color = BLACK;
            rotate(p, isLeft);
            x = root;
        }
        x.color = BLACK;
    }

    /** Puts {@code by} (may be null) where {@code n} hangs from its parent. */
    private void replace(Node n, Node by) {
        if (by != null) {
            by.parent = n.parent;
        }
        if (n.parent == null) {
            root = by;
        } else if (n == n.parent.left) {
            n.parent.left = by;
        } else {
            n.parent.right = by;
        }
        n.parent = null;
    }

    /** Rotates left at {@code n} when {@code left}, else right: its child on the other side takes its place. */
    private void rotate(Node n, boolean left) {
        Node c = left ? n.right : n.left;
        Node inner = left ? c.left : c.right;
        if (left) {
            n.right = inner;
        } else {
            n.left = inner;
        }
        if (inner != null) {
            inner.parent = n;
        }
        replace(n, c);
        if (left) {
            c.left = n;
        } else {
            c.right = n;
        }
        n.parent = c;
    }

    private static int colorOf(Node n) {
        return n == null ? BLACK : n.color;
    }

    /**
     * @return whether the nodes form a tree (each reached once) with right parent pointers, search-ordered keys, a black
     *         root, no red node with a red child, equal black counts on every path, and {@code size} nodes
     */
    public boolean repOk() {
        if (root == null) {
            return size == 0;
        }
        if (root.parent != null || root.color != BLACK) {
            return false;
        }
        List<Node> seen = new ArrayList<>();
        seen.add(root);
        for (int i = 0; i < seen.size(); i++) {
            Node n = seen.get(i);
            if (n.color != RED && n.color != BLACK) {
                return false;
            }
            for (Node c : new Node[] {n.left, n.right}) {
                if (c != null) {
                    if (seen.contains(c) || c.parent != n || !colorsOk(n, c)) {
                        return false;
                    }
                    seen.add(c);
                }
            }
        }
        return seen.size() == size && ordered(root, Long.MIN_VALUE, Long.MAX_VALUE) && blackHeight(root) >= 0;
    }

    /** @return whether parent {@code n} and its child {@code c} are not both red */
    protected boolean colorsOk(Node n, Node c) {
        return !(n.color == RED && c.color == RED);
    }

    private static boolean ordered(Node n, long low, long high) {
        return n == null || low < n.key && n.key < high && ordered(n.left, low, n.key) && ordered(n.right, n.key, high);
    }

    /** @return the black nodes on every path from {@code n} down to a missing child, or -1 when paths differ */
    private static int blackHeight(Node n) {
        if (n == null) {
            return 0;
        }
        int l = blackHeight(n.left);
        int r = blackHeight(n.right);
        return l < 0 || l != r ? -1 : l + (n.color == BLACK ? 1 : 0);
    }

    /** @return at most {@code n} nodes, size {@code 0..n}, keys {@code 0..n-1}, colors red (0) and black (1) */
    public static IFinitization finRedBlackTree(int n) {
        return bounds(RedBlackTree.class, n);
    }

    /** @return at most {@code n} nodes, size {@code 0..n}, keys {@code 0..n-1}, both colors, for the tree class {@code c} */
    protected static IFinitization bounds(Class<?> c, int n) {
        IFinitization f = FinitizationFactory.create(c);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("root", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.left", nodes);
        f.set("Node.right", nodes);
        f.set("Node.parent", nodes);
        f.set("Node.key", f.createIntSet(0, Math.max(0, n - 1)));
        f.set("Node.color", f.createIntSet(RED, BLACK));
        return f;
    }
}
