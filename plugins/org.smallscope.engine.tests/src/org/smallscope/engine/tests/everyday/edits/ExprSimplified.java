package org.smallscope.engine.tests.everyday.edits;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.everyday.Expr;

/** Expr in the form simplify() leaves: a new property after the old ones, for incremental generation. */
public class ExprSimplified extends Expr {

    @Override
    public boolean repOk() {
        return isTree() && cachesAreConsistent() && isSimplified();
    }

    /** @return whether no node is an operator on two constants, a sum with a 0 operand or a product with a 0 or 1 operand */
    protected boolean isSimplified() {
        return root == null || isSimplified(root);
    }

    private static boolean isSimplified(Node node) {
        if (node instanceof Const) {
            return true;
        }
        Node left = node instanceof Add add ? add.left : ((Mul) node).left;
        Node right = node instanceof Add add ? add.right : ((Mul) node).right;
        if (left instanceof Const && right instanceof Const) {
            return false;
        }
        for (Node operand : new Node[] {left, right}) {
            if (operand instanceof Const c && (c.value == 0 || (c.value == 1 && node instanceof Mul))) {
                return false;
            }
        }
        return isSimplified(left) && isSimplified(right);
    }

    /** @return Expr's bounds */
    public static IFinitization finExprSimplified(int consts, int adds, int muls) {
        return Expr.bounds(ExprSimplified.class, consts, adds, muls);
    }
}
