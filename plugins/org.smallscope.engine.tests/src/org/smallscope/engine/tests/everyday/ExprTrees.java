package org.smallscope.engine.tests.everyday;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.smallscope.engine.subject.Subject;
import org.smallscope.examples.everyday.Expr;

/**
 * An oracle for Expr: every tree of at most {@code consts} constants, {@code adds} sums and {@code muls} products,
 * enumerated directly, times every choice of cached nodes for which this class's own reading of the rules holds (a cached
 * node caches its value, within the cache bounds, and has cached operands; other caches are 0). Nodes of one class are
 * interchangeable and trees share no nodes, so each such tree is one structure.
 */
final class ExprTrees {

    /** A node of an oracle tree: {@code kind} is {@code Const}, {@code Add} or {@code Mul}; operands null for a constant. */
    record Tree(String kind, int value, Tree left, Tree right, boolean cached) {

        /** @return the number of nodes */
        int size() {
            return kind.equals("Const") ? 1 : 1 + left.size() + right.size();
        }

        /** @return the number of nodes of {@code k} */
        int count(String k) {
            return (kind.equals(k) ? 1 : 0) + (left == null ? 0 : left.count(k) + right.count(k));
        }

        /** @return the expression's value */
        int eval() {
            switch (kind) {
                case "Const":
                    return value;
                case "Add":
                    return left.eval() + right.eval();
                default:
                    return left.eval() * right.eval();
            }
        }

        /** @return this tree with the cached flags of its nodes taken from the bits of {@code flags}, in preorder */
        Tree withFlags(int[] flags) {
            boolean c = (flags[1] >> flags[0]++ & 1) == 1;
            if (left == null) {
                return new Tree(kind, value, null, null, c);
            }
            Tree l = left.withFlags(flags);
            Tree r = right.withFlags(flags);
            return new Tree(kind, value, l, r, c);
        }

        /** @return whether cached nodes have cached operands and a value within {@code 0..maxCache} */
        boolean cachesOk(int maxCache) {
            if (cached && (eval() < 0 || eval() > maxCache || (left != null && !(left.cached && right.cached)))) {
                return false;
            }
            return left == null || (left.cachesOk(maxCache) && right.cachesOk(maxCache));
        }

        /** @return e.g. {@code Add[cached=true cache=3](Const[cached=true cache=1 value=1], Const[...])} */
        String text() {
            int cache = cached ? eval() : 0;
            String head = kind + "[cached=" + cached + " cache=" + cache;
            return left == null ? head + " value=" + value + "]" : head + "](" + left.text() + ", " + right.text() + ")";
        }

        /** @return a new, ordinary (not instrumented) node of this shape */
        Expr.Node build() {
            Expr.Node node;
            if (left == null) {
                node = new Expr.Const(value);
            } else if (kind.equals("Add")) {
                Expr.Add add = new Expr.Add();
                add.left = left.build();
                add.right = right.build();
                node = add;
            } else {
                Expr.Mul mul = new Expr.Mul();
                mul.left = left.build();
                mul.right = right.build();
                node = mul;
            }
            node.cached = cached;
            node.cache = cached ? eval() : 0;
            return node;
        }
    }

    private ExprTrees() {
    }

    /** @return every valid expression within the bounds of {@code Expr.finExpr(consts, adds, muls)}, null standing for the empty one */
    static List<Tree> all(int consts, int adds, int muls) {
        int maxCache = (int) Math.pow(Expr.MAX_CONSTANT, consts);
        List<Tree> valid = new ArrayList<>();
        valid.add(null);
        // a tree of c constants has c - 1 operators
        for (Tree shape : shapes(Math.min(consts + adds + muls, 2 * consts - 1))) {
            if (shape.count("Const") > consts || shape.count("Add") > adds || shape.count("Mul") > muls) {
                continue;
            }
            for (int flags = 0; flags < 1 << shape.size(); flags++) {
                Tree t = shape.withFlags(new int[] {0, flags});
                if (t.cachesOk(maxCache)) {
                    valid.add(t);
                }
            }
        }
        return valid;
    }

    /** @return every tree of at most {@code nodes} nodes, uncached */
    private static List<Tree> shapes(int nodes) {
        List<Tree> all = new ArrayList<>();
        if (nodes < 1) {
            return all;
        }
        for (int v = 0; v <= Expr.MAX_CONSTANT; v++) {
            all.add(new Tree("Const", v, null, null, false));
        }
        for (int leftNodes = 1; leftNodes <= nodes - 2; leftNodes++) {
            for (Tree l : shapes(leftNodes)) {
                if (l.size() != leftNodes) {
                    continue;
                }
                for (Tree r : shapes(nodes - 1 - leftNodes)) {
                    all.add(new Tree("Add", 0, l, r, false));
                    all.add(new Tree("Mul", 0, l, r, false));
                }
            }
        }
        return all;
    }

    /** @return the text of a tree, "null" for the empty expression */
    static String text(Tree t) {
        return t == null ? "null" : t.text();
    }

    /** @return a new, ordinary expression of this tree, made by {@code make} */
    static <T extends Expr> T build(Tree t, Supplier<T> make) {
        T e = make.get();
        e.root = t == null ? null : t.build();
        return e;
    }

    /** @return the text of candidate {@code cv} of an Expr subject, read field by field */
    static String decode(Subject subject, int[] cv) {
        UnionFindAndExprSearches.Reader r = new UnionFindAndExprSearches.Reader(subject, cv);
        return decode(r, r.className(-1, "root"), r.object(-1, "root"));
    }

    private static String decode(UnionFindAndExprSearches.Reader r, String kind, int node) {
        if (kind == null) {
            return "null";
        }
        boolean cached = r.intValue(node, "cached") == 1;
        String head = kind + "[cached=" + cached + " cache=" + r.intValue(node, "cache");
        if (kind.equals("Const")) {
            return head + " value=" + r.intValue(node, "value") + "]";
        }
        return head + "](" + decode(r, r.className(node, "left"), r.object(node, "left")) + ", "
                + decode(r, r.className(node, "right"), r.object(node, "right")) + ")";
    }
}
