package org.smallscope.engine.tests.korat;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * Korat's binary tree written twice in Korat's idiom (one object set of nodes with null, {@code createIntSet} for the size):
 * {@link Plain} with constructors without parameters, {@link Built} with none (the tree's constructor takes a name, its
 * nodes are inner objects whose constructor takes a key), which the search makes without running a constructor.
 */
public final class Trees {

    private Trees() {
    }

    /** The tree whose classes have constructors without parameters. */
    public static class Plain {

        /** A node. */
        public static class Node {
            /** The left child, or null. */
            public Node left;
            /** The right child, or null. */
            public Node right;
        }

        /** The root node, or null. */
        public Node root;
        /** The number of nodes. */
        public int size;

        /** @return whether the nodes from the root form a tree of {@code size} nodes */
        public boolean repOk() {
            Set<Node> seen = new HashSet<>();
            return root == null ? size == 0 : tree(root, seen) && seen.size() == size;
        }

        private static boolean tree(Node n, Set<Node> seen) {
            return seen.add(n) && (n.left == null || tree(n.left, seen)) && (n.right == null || tree(n.right, seen));
        }

        /** @return {@code n} nodes or null for the root and every child, size exactly {@code n} (Korat's finitization) */
        public static IFinitization finPlain(int n) {
            IFinitization f = FinitizationFactory.create(Plain.class);
            IObjSet nodes = f.createObjSet(Node.class, n, true);
            f.set("root", nodes);
            f.set("size", f.createIntSet(n, n));
            f.set("Node.left", nodes);
            f.set("Node.right", nodes);
            return f;
        }
    }

    /** The same tree without constructors without parameters. */
    public static class Built {

        /** A node: an inner object whose constructor takes a key. */
        public class Node {
            /** The left child, or null. */
            public Node left;
            /** The right child, or null. */
            public Node right;
            /** The key the node was made with (not finitized). */
            public final int key;

            /** @param key a key */
            public Node(int key) {
                this.key = key;
            }
        }

        /** The name the tree was made with (not finitized). */
        public final String name;
        /** The root node, or null. */
        public Node root;
        /** The number of nodes. */
        public int size;

        /** @param name a name */
        public Built(String name) {
            this.name = name;
        }

        /** @return whether the nodes from the root form a tree of {@code size} nodes */
        public boolean repOk() {
            Set<Node> seen = new HashSet<>();
            return root == null ? size == 0 : tree(root, seen) && seen.size() == size;
        }

        private static boolean tree(Node n, Set<Node> seen) {
            return seen.add(n) && (n.left == null || tree(n.left, seen)) && (n.right == null || tree(n.right, seen));
        }

        /** @return the finitization of {@link Plain#finPlain} for these classes */
        public static IFinitization finBuilt(int n) {
            IFinitization f = FinitizationFactory.create(Built.class);
            IObjSet nodes = f.createObjSet(Node.class, n, true);
            f.set("root", nodes);
            f.set("size", f.createIntSet(n, n));
            f.set("Node.left", nodes);
            f.set("Node.right", nodes);
            return f;
        }
    }
}
