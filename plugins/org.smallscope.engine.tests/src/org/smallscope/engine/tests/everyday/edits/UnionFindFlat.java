package org.smallscope.engine.tests.everyday.edits;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.everyday.UnionFind;

/** UnionFind whose paths are fully compressed: a new property after the old ones, for incremental generation. */
public class UnionFindFlat extends UnionFind {

    @Override
    public boolean repOk() {
        return recordsAreDistinct() && parentsAreElements() && parentsLeadToRoots() && countIsNumberOfRoots() && ranksGrowTowardRoots()
                && rootsAreLargeEnough() && isFlat();
    }

    /** @return whether every element is a root or the child of one */
    protected boolean isFlat() {
        for (Record r : elements) {
            if (elements[r.parent].parent != r.parent) {
                return false;
            }
        }
        return true;
    }

    /** @return UnionFind's bounds */
    public static IFinitization finUnionFindFlat(int n) {
        return UnionFind.bounds(UnionFindFlat.class, n);
    }
}
