package org.smallscope.examples.shapes;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IArraySet;
import org.smallscope.api.IFinitization;

/**
 * Disjoint sets of {@code 0..n-1} kept the way most textbooks write them: two {@code int} arrays, each element's parent
 * and rank, with union by rank; the same states as {@link org.smallscope.examples.everyday.UnionFind}'s records.
 */
public class UnionFindArray {

    /** {@code parent[i]}: the parent of element i, i itself for the representative of its set. */
    public int[] parent;
    /** {@code rank[i]}: an upper bound of the height of i's tree. */
    public int[] rank;
    /** The number of sets. */
    public int count;

    /** @return whether the parents form a forest whose ranks rise toward the roots, each root of rank r with at least 2^r members */
    public boolean repOk() {
        if (parent == null || rank == null || parent == rank || parent.length != rank.length) {
            return false;
        }
        return parentsInRange() && ranksRiseToRoots() && rootsBigEnough() && count == roots();
    }

    private boolean parentsInRange() {
        for (int p : parent) {
            if (p < 0 || p >= parent.length) {
                return false;
            }
        }
        return true;
    }

    /** Ranks rise strictly on every step up, so no walk up can go round a cycle. */
    private boolean ranksRiseToRoots() {
        for (int i = 0; i < parent.length; i++) {
            if (parent[i] != i && rank[parent[i]] <= rank[i]) {
                return false;
            }
        }
        return true;
    }

    private boolean rootsBigEnough() {
        int[] members = new int[parent.length];
        for (int i = 0; i < parent.length; i++) {
            int e = i;
            while (parent[e] != e) {
                e = parent[e];
            }
            members[e]++;
        }
        for (int i = 0; i < parent.length; i++) {
            if (parent[i] == i && (rank[i] >= Integer.SIZE - 1 || members[i] < 1 << rank[i])) {
                return false;
            }
        }
        return true;
    }

    private int roots() {
        int roots = 0;
        for (int i = 0; i < parent.length; i++) {
            if (parent[i] == i) {
                roots++;
            }
        }
        return roots;
    }

    /**
     * @return bounds: two arrays of length exactly {@code n} with values {@code 0..n-1} for the two fields (a finitization
     *         has one array set per array type, so parents and ranks share one; ranks above {@code log2(n)} fail repOk),
     *         counts {@code 0..n}
     */
    public static IFinitization finUnionFindArray(int n) {
        IFinitization f = FinitizationFactory.create(UnionFindArray.class);
        IArraySet arrays = f.createArraySet(int[].class, f.createIntSet(n), f.createIntSet(0, Math.max(0, n - 1)), 2);
        f.set("parent", arrays);
        f.set("rank", arrays);
        f.set("count", f.createIntSet(0, n));
        return f;
    }
}
