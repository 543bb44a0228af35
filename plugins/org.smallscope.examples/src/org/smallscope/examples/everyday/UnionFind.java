package org.smallscope.examples.everyday;

import java.util.IdentityHashMap;
import java.util.Map;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * STAND-IN (replaced by the real example when merging): disjoint sets of the elements {@code 0..n-1}, a record per
 * element naming its parent (itself for a root) and its rank, with union by rank and path compression.
 */
public class UnionFind {

    /** One element: its parent's index and its rank. */
    public static class Record {
        /** The parent's index; the element's own for a root. */
        public int parent;
        /** An upper bound of the height of the element's subtree. */
        public int rank;
    }

    /** A record per element. */
    public Record[] elements = new Record[0];
    /** The number of disjoint sets. */
    public int count;

    /** @return whether every element has its own record, parents are in range with a larger rank, and count counts the roots */
    public boolean repOk() {
        if (elements == null) {
            return false;
        }
        Map<Record, Boolean> seen = new IdentityHashMap<>();
        int roots = 0;
        for (int i = 0; i < elements.length; i++) {
            Record r = elements[i];
            if (r == null || seen.put(r, Boolean.TRUE) != null || r.parent < 0 || r.parent >= elements.length) {
                return false;
            }
            if (r.parent == i) {
                roots++;
            } else if (elements[r.parent] == null || elements[r.parent].rank <= r.rank) {
                return false;
            }
        }
        return roots == count;
    }

    /** @return the root of {@code i}'s set, compressing the path to it */
    public int find(int i) {
        int root = i;
        while (elements[root].parent != root) {
            root = elements[root].parent;
        }
        while (elements[i].parent != root) {
            int next = elements[i].parent;
            elements[i].parent = root;
            i = next;
        }
        return root;
    }

    /** Joins the sets of {@code a} and {@code b}, the lower-ranked root under the other. */
    public void union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra == rb) {
            return;
        }
        if (elements[ra].rank < elements[rb].rank) {
            elements[ra].parent = rb;
        } else {
            elements[rb].parent = ra;
            if (elements[ra].rank == elements[rb].rank) {
                elements[ra].rank++;
            }
        }
        count--;
    }

    /** @return bounds: n records (no null), one array of length 0..n, parents 0..n-1, ranks 0..1, count 0..n */
    public static IFinitization finUnionFind(int n) {
        IFinitization f = FinitizationFactory.create(UnionFind.class);
        IObjSet records = f.createObjSet(Record.class, n, false);
        f.set("elements", f.createArraySet(Record[].class, f.createIntSet(0, n), records, 1));
        f.set("count", f.createIntSet(0, n));
        f.set(Record.class, "parent", f.createIntSet(0, Math.max(0, n - 1)));
        f.set(Record.class, "rank", f.createIntSet(0, 1));
        return f;
    }
}
