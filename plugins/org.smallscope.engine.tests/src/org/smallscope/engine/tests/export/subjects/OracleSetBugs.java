package org.smallscope.engine.tests.export.subjects;

import org.smallscope.api.IFinitization;

/**
 * {@link OracleSet} with two bugs that keep repOk: {@code insert} says a present value was added (its postcondition
 * fails, its model agrees) and {@code delete} forgets to remove 0 but says it did (its model disagrees, its
 * postcondition, which only looks at the result, holds).
 */
public class OracleSetBugs extends OracleSet {

    /** @return true always: wrong when {@code v} was present */
    @Override
    public boolean insert(int v) {
        return super.insert(v) || true;
    }

    /** Leaves 0 in the set. */
    @Override
    public boolean delete(int v) {
        return v == 0 ? contains(v) : super.delete(v);
    }

    /** @return IntSet's bounds */
    public static IFinitization finOracleSetBugs(int n) {
        return bounds(OracleSetBugs.class, n);
    }
}
