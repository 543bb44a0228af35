package org.smallscope.engine.tests.everyday.edits;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.everyday.Expr;

/** A planted bug: simplify's folded constants keep the cached flag of the node they replace but not its cached value. */
public class ExprFoldingLosesCache extends Expr {

    @Override
    protected Const folded(Node replaced, int value) {
        Const c = new Const(value);
        c.cached = replaced.cached;
        return c;
    }

    /** @return Expr's bounds */
    public static IFinitization finExprFoldingLosesCache(int consts, int adds, int muls) {
        return Expr.bounds(ExprFoldingLosesCache.class, consts, adds, muls);
    }
}
