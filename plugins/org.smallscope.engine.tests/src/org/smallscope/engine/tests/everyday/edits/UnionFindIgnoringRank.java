package org.smallscope.engine.tests.everyday.edits;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.everyday.UnionFind;

/** A planted bug: union always links the root of {@code a}'s set below the root of {@code b}'s, whatever their ranks. */
public class UnionFindIgnoringRank extends UnionFind {

    @Override
    public boolean union(int a, int b) {
        int rootA = find(a);
        int rootB = find(b);
        if (rootA == rootB) {
            return false;
        }
        elements[rootA].parent = rootB;
        count--;
        return true;
    }

    /** @return UnionFind's bounds */
    public static IFinitization finUnionFindIgnoringRank(int n) {
        return UnionFind.bounds(UnionFindIgnoringRank.class, n);
    }
}
