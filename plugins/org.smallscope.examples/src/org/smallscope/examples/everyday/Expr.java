package org.smallscope.examples.everyday;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IClassDomain;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * An arithmetic expression over small non-negative constants, as a tree of constant, sum and product nodes; every node
 * caches its value once {@link #evaluate()} has computed it, and {@link #simplify()} rewrites the tree without losing
 * valid caches.
 */
public class Expr {

    /** The largest constant the bounds put into an expression. */
    public static final int MAX_CONSTANT = 2;

    /** A node of the tree, with the cache of its value. */
    public abstract static class Node {
        /** Whether {@link #cache} holds the node's value. */
        public boolean cached;
        /** The node's value if {@link #cached}, else 0. */
        public int cache;

        /** @return the node's value, from the cache, else computed (filling the caches of this node and below) */
        public final int evaluate() {
            if (!cached) {
                cache = compute();
                cached = true;
            }
            return cache;
        }

        /** @return the value, computed from the operands' {@link #evaluate()} */
        protected abstract int compute();

        /** @return the value, computed afresh without reading or writing any cache */
        protected abstract int freshValue();

        /** @return the number of operands: 0 for a constant, 2 for an operator */
        protected abstract int arity();

        /** @return operand {@code i} ({@code 0} left, {@code 1} right), read only when asked for so that repOk reads lazily */
        protected abstract Node operand(int i);
    }

    /** A constant. */
    public static class Const extends Node {
        /** The constant's value. */
        public int value;

        /** A constant 0 (for the search). */
        public Const() {
        }

        /** @param value the constant's value */
        public Const(int value) {
            this.value = value;
        }

        @Override
        protected int compute() {
            return value;
        }

        @Override
        protected int freshValue() {
            return value;
        }

        @Override
        protected int arity() {
            return 0;
        }

        @Override
        protected Node operand(int i) {
            throw new IndexOutOfBoundsException("a constant has no operands");
        }
    }

    /** A sum of two expressions. */
    public static class Add extends Node {
        /** The left operand. */
        public Node left;
        /** The right operand. */
        public Node right;

        @Override
        protected int compute() {
            return left.evaluate() + right.evaluate();
        }

        @Override
        protected int freshValue() {
            return left.freshValue() + right.freshValue();
        }

        @Override
        protected int arity() {
            return 2;
        }

        @Override
        protected Node operand(int i) {
            return i == 0 ? left : right;
        }
    }

    /** A product of two expressions. */
    public static class Mul extends Node {
        /** The left operand. */
        public Node left;
        /** The right operand. */
        public Node right;

        @Override
        protected int compute() {
            return left.evaluate() * right.evaluate();
        }

        @Override
        protected int freshValue() {
            return left.freshValue() * right.freshValue();
        }

        @Override
        protected int arity() {
            return 2;
        }

        @Override
        protected Node operand(int i) {
            return i == 0 ? left : right;
        }
    }

    /** The whole expression, or null for the empty one. */
    public Node root;

    /** @return whether the nodes form a tree whose caches are consistent */
    public boolean repOk() {
        return isTree() && cachesAreConsistent();
    }

    /** @return whether every operator has two operands and no node is reached twice from the root (no sharing, no cycle) */
    protected boolean isTree() {
        return root == null || addSubtree(root, new ArrayList<>());
    }

    /** @return whether the nodes below {@code node} form a tree of nodes not yet in {@code seen} (by identity: nodes keep Object.equals), which receives them */
    private static boolean addSubtree(Node node, List<Node> seen) {
        if (node == null || seen.contains(node)) {
            return false;
        }
        seen.add(node);
        for (int i = 0; i < node.arity(); i++) {
            if (!addSubtree(node.operand(i), seen)) {
                return false;
            }
        }
        return true;
    }

    /**
     * @return whether every cached node caches its value and has cached operands, and every other node's cache is 0
     *         (operands first, so that each field is judged when it is first read; flags before values)
     */
    protected boolean cachesAreConsistent() {
        return root == null || cachesAreConsistent(root);
    }

    private static boolean cachesAreConsistent(Node node) {
        for (int i = 0; i < node.arity(); i++) {
            if (!cachesAreConsistent(node.operand(i))) {
                return false;
            }
        }
        if (!node.cached) {
            return node.cache == 0;
        }
        for (int i = 0; i < node.arity(); i++) {
            if (!node.operand(i).cached) {
                return false;
            }
        }
        return node.cache == node.freshValue();
    }

    /** @return the value of the expression (0 for the empty one), filling the caches of every node it computes */
    public int evaluate() {
        return root == null ? 0 : root.evaluate();
    }

    /**
     * Rewrites the expression into a smaller one of the same value: {@code x+0}, {@code 0+x}, {@code x*1} and
     * {@code 1*x} become {@code x}, {@code x*0} and {@code 0*x} become {@code 0}, and an operator on two constants
     * becomes the constant of its result. Caches stay valid: values do not change, and a node that replaces a cached
     * one is cached.
     */
    public void simplify() {
        if (root != null) {
            root = simplified(root);
        }
    }

    private Node simplified(Node node) {
        if (node instanceof Add add) {
            add.left = simplified(add.left);
            add.right = simplified(add.right);
            if (isConstant(add.left, 0)) {
                return add.right;
            }
            if (isConstant(add.right, 0)) {
                return add.left;
            }
            if (add.left instanceof Const a && add.right instanceof Const b) {
                return folded(add, a.value + b.value);
            }
            return add;
        }
        if (node instanceof Mul mul) {
            mul.left = simplified(mul.left);
            mul.right = simplified(mul.right);
            if (isConstant(mul.left, 0) || isConstant(mul.right, 0)) {
                return folded(mul, 0);
            }
            if (isConstant(mul.left, 1)) {
                return mul.right;
            }
            if (isConstant(mul.right, 1)) {
                return mul.left;
            }
            if (mul.left instanceof Const a && mul.right instanceof Const b) {
                return folded(mul, a.value * b.value);
            }
            return mul;
        }
        return node;
    }

    private static boolean isConstant(Node node, int value) {
        return node instanceof Const c && c.value == value;
    }

    /** @return the constant {@code value} that replaces {@code replaced} (of that value), cached if {@code replaced} was */
    protected Const folded(Node replaced, int value) {
        Const c = new Const(value);
        if (replaced.cached) {
            c.cached = true;
            c.cache = value;
        }
        return c;
    }

    /** @return bounds: at most {@code n} constants, {@code n} sums and {@code n} products (see {@link #finExpr(int, int, int)}) */
    public static IFinitization finExpr(int n) {
        return finExpr(n, n, n);
    }

    /**
     * @return bounds: at most {@code consts} constants of {@code 0..MAX_CONSTANT}, {@code adds} sums and {@code muls}
     *         products, each node cached or not, caches {@code 0..MAX_CONSTANT^consts} (every value such a tree can have)
     */
    public static IFinitization finExpr(int consts, int adds, int muls) {
        return bounds(Expr.class, consts, adds, muls);
    }

    /** @return {@link #finExpr(int, int, int)}'s bounds for {@code root}, a subclass that refines repOk */
    public static IFinitization bounds(Class<? extends Expr> root, int consts, int adds, int muls) {
        IFinitization f = FinitizationFactory.create(root);
        IClassDomain constants = f.createClassDomain(Const.class, consts);
        IClassDomain sums = f.createClassDomain(Add.class, adds);
        IClassDomain products = f.createClassDomain(Mul.class, muls);
        IObjSet nodes = f.createObjSet(Node.class, true);
        nodes.addClassDomain(constants);
        nodes.addClassDomain(sums);
        nodes.addClassDomain(products);
        f.set("root", nodes);
        f.set(Node.class, "cached", f.createBooleanSet());
        f.set(Node.class, "cache", f.createIntSet(0, largestValue(consts)));
        f.set(Const.class, "value", f.createIntSet(0, MAX_CONSTANT));
        f.set(Add.class, "left", nodes);
        f.set(Add.class, "right", nodes);
        f.set(Mul.class, "left", nodes);
        f.set(Mul.class, "right", nodes);
        return f;
    }

    /** @return the largest value of an expression of at most {@code consts} constants: the product of that many MAX_CONSTANTs */
    private static int largestValue(int consts) {
        int largest = 1;
        for (int i = 0; i < consts; i++) {
            largest *= MAX_CONSTANT;
        }
        return largest;
    }
}
