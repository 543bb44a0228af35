package org.smallscope.engine.tests.export.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IArraySet;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A union-find forest over an array of records, like the UnionFind example: each record names its parent's index, a
 * root is its own parent, ranks grow towards the roots and {@code count} is the number of roots. The array is private
 * (the generated tests set it reflectively) and one record may fill several cells.
 */
public class Forest {

    /** One element: its parent's index and its rank. */
    public static class Record {
        /** The index of the parent; the element's own index for a root. */
        public int parent;
        /** An upper bound of the height below the element. */
        public int rank;
    }

    private Record[] elements;
    /** The number of disjoint sets. */
    public int count;

    /** @return whether every cell holds a record, parents are indexes, every path reaches a root with ranks increasing, and count counts the roots */
    public boolean repOk() {
        if (elements == null) {
            return false;
        }
        int n = elements.length;
        int roots = 0;
        for (int i = 0; i < n; i++) {
            Record r = elements[i];
            if (r == null || r.parent < 0 || r.parent >= n) {
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

    /** @return the index of the root of {@code i}'s set, compressing the path */
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

    /** @return the number of sets */
    public int sets() {
        return count;
    }

    /** @return bounds: arrays of length 0..n over n records (no null), parents 0..n-1, ranks 0..n-1, count 0..n */
    public static IFinitization finForest(int n) {
        IFinitization f = FinitizationFactory.create(Forest.class);
        IObjSet records = f.createObjSet(Record.class, n, false);
        IArraySet arrays = f.createArraySet(Record[].class, f.createIntSet(0, n), records, 1);
        f.set("elements", arrays);
        f.set("count", f.createIntSet(0, n));
        f.set("Record.parent", f.createIntSet(0, n - 1));
        f.set("Record.rank", f.createIntSet(0, n - 1));
        return f;
    }
}
