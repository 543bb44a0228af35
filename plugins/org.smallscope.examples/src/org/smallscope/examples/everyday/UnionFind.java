package org.smallscope.examples.everyday;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IArraySet;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * Disjoint sets of the elements {@code 0..n-1} (union-find), kept as a forest in an array of records: each element
 * names its parent, a set is the tree of one root, and {@link #union} links trees by rank while {@link #find}
 * compresses the paths it walks.
 */
public class UnionFind {

    /** The entry of one element: its parent in its set's tree, and a rank that bounds the tree's height. */
    public static class Record {
        /** The index of the parent element; the element's own index for the root (representative) of a set. */
        public int parent;
        /** The rank: an upper bound of the height of the element's subtree, fixed once the element stops being a root. */
        public int rank;

        /** A record of no element yet (for the search). */
        public Record() {
        }

        /** @return a record whose element is the root of a set of its own */
        static Record singleton(int element) {
            Record r = new Record();
            r.parent = element;
            return r;
        }
    }

    /** The record of each element: element {@code i}'s record is {@code elements[i]}. */
    public Record[] elements = new Record[0];
    /** The number of disjoint sets: the number of roots. */
    public int count;

    /** No elements (for the search). */
    public UnionFind() {
    }

    /** @param n the number of elements, each in a set of its own */
    public UnionFind(int n) {
        elements = new Record[n];
        for (int i = 0; i < n; i++) {
            elements[i] = Record.singleton(i);
        }
        count = n;
    }

    /**
     * @return whether the records form a forest of the elements ordered by rank, with as many sets as {@code count}
     *         says; checks that read few fields come first
     */
    public boolean repOk() {
        return recordsAreDistinct() && parentsAreElements() && parentsLeadToRoots() && countIsNumberOfRoots() && ranksGrowTowardRoots()
                && rootsAreLargeEnough();
    }

    /** @return whether every element has a record of its own */
    protected boolean recordsAreDistinct() {
        if (elements == null) {
            return false;
        }
        for (int i = 0; i < elements.length; i++) {
            if (elements[i] == null) {
                return false;
            }
            for (int j = 0; j < i; j++) {
                if (elements[j] == elements[i]) {
                    return false;
                }
            }
        }
        return true;
    }

    /** @return whether every parent is the index of an element */
    protected boolean parentsAreElements() {
        for (Record r : elements) {
            if (r.parent < 0 || r.parent >= elements.length) {
                return false;
            }
        }
        return true;
    }

    /** @return whether following parents from any element reaches a root (an element that is its own parent) without a cycle */
    protected boolean parentsLeadToRoots() {
        for (int i = 0; i < elements.length; i++) {
            int e = i;
            int steps = 0;
            while (elements[e].parent != e) {
                e = elements[e].parent;
                if (++steps > elements.length) {
                    return false;
                }
            }
        }
        return true;
    }

    /** @return whether {@code count} is the number of roots */
    protected boolean countIsNumberOfRoots() {
        int roots = 0;
        for (int i = 0; i < elements.length; i++) {
            if (elements[i].parent == i) {
                roots++;
            }
        }
        return count == roots;
    }

    /** @return whether ranks are not negative and every parent has a higher rank than its child */
    protected boolean ranksGrowTowardRoots() {
        for (int i = 0; i < elements.length; i++) {
            Record r = elements[i];
            if (r.rank < 0 || (r.parent != i && elements[r.parent].rank <= r.rank)) {
                return false;
            }
        }
        return true;
    }

    /** @return whether every root of rank {@code r} has at least {@code 2^r} members, as union by rank guarantees */
    protected boolean rootsAreLargeEnough() {
        int[] members = new int[elements.length];
        for (int i = 0; i < elements.length; i++) {
            members[rootOf(i)]++;
        }
        for (int i = 0; i < elements.length; i++) {
            int rank = elements[i].rank;
            if (elements[i].parent == i && (rank >= Integer.SIZE - 1 || members[i] < 1 << rank)) {
                return false;
            }
        }
        return true;
    }

    /** @return the root of {@code element}'s tree, leaving the parents as they are */
    private int rootOf(int element) {
        int e = element;
        while (elements[e].parent != e) {
            e = elements[e].parent;
        }
        return e;
    }

    /** @return the representative of {@code element}'s set; every element on the way is linked straight to it */
    public int find(int element) {
        int root = rootOf(element);
        int e = element;
        while (e != root) {
            Record r = elements[e];
            e = r.parent;
            r.parent = root;
        }
        return root;
    }

    /** @return whether {@code a} and {@code b} are in the same set */
    public boolean connected(int a, int b) {
        return find(a) == find(b);
    }

    /**
     * Merges the sets of {@code a} and {@code b}: the root of lower rank goes below the other; on equal ranks the
     * root of {@code a}'s set stays root and its rank grows by one.
     *
     * @return whether two sets were merged (false if {@code a} and {@code b} were already in one set)
     */
    public boolean union(int a, int b) {
        int rootA = find(a);
        int rootB = find(b);
        if (rootA == rootB) {
            return false;
        }
        Record ra = elements[rootA];
        Record rb = elements[rootB];
        if (ra.rank < rb.rank) {
            ra.parent = rootB;
        } else {
            rb.parent = rootA;
            if (ra.rank == rb.rank) {
                ra.rank++;
            }
        }
        count--;
        return true;
    }

    /**
     * @return bounds: exactly {@code n} elements (one array of length {@code n} with a distinct record in each cell),
     *         parents {@code 0..n-1}, ranks {@code 0..log2(n)}, counts {@code 0..n}
     */
    public static IFinitization finUnionFind(int n) {
        return bounds(UnionFind.class, n);
    }

    /**
     * @return {@link #finUnionFind}'s bounds for {@code root}, a subclass that refines repOk. The length is exactly
     *         {@code n}: a union-find is made over a fixed universe and no operation changes it, so every element
     *         {@code 0..n-1} is a valid argument of find and union on every instance (smaller universes are the
     *         searches of smaller {@code n}); ranks stop at {@code log2(n)}, as no root of higher rank fits
     */
    public static IFinitization bounds(Class<? extends UnionFind> root, int n) {
        IFinitization f = FinitizationFactory.create(root);
        IObjSet records = f.createObjSet(Record.class, n, false);
        IArraySet arrays = f.createArraySet(Record[].class, f.createIntSet(n), records, 1);
        f.set("elements", arrays);
        f.set("count", f.createIntSet(0, n));
        f.set(Record.class, "parent", f.createIntSet(0, n - 1));
        f.set(Record.class, "rank", f.createIntSet(0, log2(Math.max(n, 1))));
        return f;
    }

    /** @return the largest {@code k} with {@code 2^k <= n} ({@code n > 0}) */
    private static int log2(int n) {
        return Integer.SIZE - 1 - Integer.numberOfLeadingZeros(n);
    }
}
