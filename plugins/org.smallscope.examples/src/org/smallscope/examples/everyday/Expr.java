package org.smallscope.examples.everyday;

import java.util.IdentityHashMap;
import java.util.Map;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IClassDomain;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * STAND-IN (replaced by the real example when merging): an arithmetic expression tree of constants, sums and
 * products whose nodes cache their value once evaluated.
 */
public class Expr {

    /** The expression; null for none. */
    public Node root;

    /** A node of the tree, with its cached value. */
    public abstract static class Node {
        /** Whether {@code cache} holds the node's value. */
        public boolean cached;
        /** The node's value, once evaluated. */
        public int cache;

        /** @return the value computed from the children, without caches */
        abstract int compute();

        /** @return the value, cached */
        int evaluate() {
            if (!cached) {
                cache = compute();
                cached = true;
            }
            return cache;
        }
    }

    /** A constant. */
    public static class Const extends Node {
        /** The constant's value. */
        public int value;

        @Override
        int compute() {
            return value;
        }
    }

    /** A sum. */
    public static class Add extends Node {
        /** The operands. */
        public Node left, right;

        @Override
        int compute() {
            return left.compute() + right.compute();
        }
    }

    /** A product. */
    public static class Mul extends Node {
        /** The operands. */
        public Node left, right;

        @Override
        int compute() {
            return left.compute() * right.compute();
        }
    }

    /** @return whether the nodes form a tree, operators have both operands and every cache holds its node's value */
    public boolean repOk() {
        return root == null || tree(root, new IdentityHashMap<>());
    }

    private static boolean tree(Node node, Map<Node, Boolean> seen) {
        if (node == null || seen.put(node, Boolean.TRUE) != null) {
            return false;
        }
        if (node instanceof Add a && !(tree(a.left, seen) && tree(a.right, seen))) {
            return false;
        }
        if (node instanceof Mul m && !(tree(m.left, seen) && tree(m.right, seen))) {
            return false;
        }
        return node.cached ? node.cache == node.compute() : node.cache == 0;
    }

    /** @return the expression's value (0 for none), filling the caches */
    public int evaluate() {
        return root == null ? 0 : root.evaluate();
    }

    /** @return bounds: n constants of value 0..2, n-1 sums and n-1 products, caches 0..4 */
    public static IFinitization finExpr(int n) {
        IFinitization f = FinitizationFactory.create(Expr.class);
        IClassDomain consts = f.createClassDomain(Const.class, n);
        IClassDomain adds = f.createClassDomain(Add.class, Math.max(0, n - 1));
        IClassDomain muls = f.createClassDomain(Mul.class, Math.max(0, n - 1));
        IObjSet nodes = f.createObjSet(Node.class, true);
        nodes.addClassDomain(consts);
        nodes.addClassDomain(adds);
        nodes.addClassDomain(muls);
        IObjSet operands = f.createObjSet(Node.class, false);
        operands.addClassDomain(consts);
        operands.addClassDomain(adds);
        operands.addClassDomain(muls);
        f.set("root", nodes);
        f.set(Node.class, "cached", f.createBooleanSet());
        f.set(Node.class, "cache", f.createIntSet(0, 4));
        f.set(Const.class, "value", f.createIntSet(0, 2));
        f.set(Add.class, "left", operands);
        f.set(Add.class, "right", operands);
        f.set(Mul.class, "left", operands);
        f.set(Mul.class, "right", operands);
        return f;
    }
}
