package org.smallscope.engine.tests.export.subjects;

import java.util.IdentityHashMap;
import java.util.Map;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IClassDomain;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A boolean formula tree over an abstract node class with two concrete subclasses, like the Expr example: one object
 * set of {@link Node} draws from the class domains of {@link Leaf} and {@link And}; {@code negated} is declared in the
 * abstract class and bounded for both.
 */
public class Formula {

    /** A node of the formula. */
    public abstract static class Node {
        /** Whether the node's value is negated. */
        public boolean negated;

        abstract boolean value();
    }

    /** A constant. */
    public static class Leaf extends Node {
        /** The constant (0 false, 1 true). */
        public int bit;

        @Override
        boolean value() {
            return (bit == 1) != negated;
        }
    }

    /** A conjunction. */
    public static class And extends Node {
        /** The left operand. */
        public Node left;
        /** The right operand. */
        public Node right;

        @Override
        boolean value() {
            return (left.value() && right.value()) != negated;
        }
    }

    /** The formula, or null when empty. */
    public Node root;
    /** The number of nodes. */
    public int size;

    /** @return whether the nodes form a tree whose conjunctions have both operands, and size counts them */
    public boolean repOk() {
        Map<Node, Boolean> seen = new IdentityHashMap<>();
        return root == null ? size == 0 : tree(root, seen) && seen.size() == size;
    }

    private static boolean tree(Node n, Map<Node, Boolean> seen) {
        if (seen.put(n, Boolean.TRUE) != null) {
            return false;
        }
        if (n instanceof And a) {
            return a.left != null && a.right != null && tree(a.left, seen) && tree(a.right, seen);
        }
        return true;
    }

    /** @return the formula's value (an empty formula is true) */
    public boolean evaluate() {
        return root == null || root.value();
    }

    /** Negates the formula's root. */
    public void negate() {
        if (root != null) {
            root.negated = !root.negated;
        }
    }

    /** @return bounds: leaves leaves and ands conjunctions, bits 0..1, size 0..leaves+ands */
    public static IFinitization finFormula(int leaves, int ands) {
        IFinitization f = FinitizationFactory.create(Formula.class);
        IClassDomain leafDomain = f.createClassDomain(Leaf.class, leaves);
        IClassDomain andDomain = f.createClassDomain(And.class, ands);
        IObjSet nodes = f.createObjSet(Node.class, true);
        nodes.addClassDomain(leafDomain);
        nodes.addClassDomain(andDomain);
        f.set("root", nodes);
        f.set("size", f.createIntSet(0, leaves + ands));
        f.set(Node.class, "negated", f.createBooleanSet());
        f.set(Leaf.class, "bit", f.createIntSet(0, 1));
        f.set(And.class, "left", nodes);
        f.set(And.class, "right", nodes);
        return f;
    }
}
