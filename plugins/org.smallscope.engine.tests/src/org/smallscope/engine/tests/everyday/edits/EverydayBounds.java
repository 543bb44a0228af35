package org.smallscope.engine.tests.everyday.edits;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;
import org.smallscope.examples.everyday.ArrayList;
import org.smallscope.examples.everyday.HashMap;

/** The bounds of the ArrayList and HashMap examples for another root class (a planted bug or an edited repOk). */
public final class EverydayBounds {

    private EverydayBounds() {
    }

    /** {@link ArrayList#finArrayList}'s bounds: size 0..n, capacity 0..n, cells null or Integers 0..n-1. */
    public static IFinitization arrayList(Class<? extends ArrayList> root, int n) {
        IFinitization f = FinitizationFactory.create(root);
        Integer[] values = new Integer[n + 1];
        for (int i = 0; i < n; i++) {
            values[i + 1] = i;
        }
        f.set("elementData", f.createArraySet(Object[].class, f.createIntSet(0, n), f.createValueSet(Integer.class, values), 1));
        f.set("size", f.createIntSet(0, n));
        return f;
    }

    /** {@link HashMap#finHashMap}'s bounds: 1..n buckets, n entries with keys 0..n-1 and values 0..1, size 0..n. */
    public static IFinitization hashMap(Class<? extends HashMap> root, int n) {
        IFinitization f = FinitizationFactory.create(root);
        IObjSet entries = f.createObjSet(HashMap.Entry.class, n, true);
        f.set("table", f.createArraySet(HashMap.Entry[].class, f.createIntSet(1, Math.max(1, n)), entries, 1));
        f.set("size", f.createIntSet(0, n));
        f.set(HashMap.Entry.class, "key", f.createIntSet(0, Math.max(0, n - 1)));
        f.set(HashMap.Entry.class, "value", f.createIntSet(0, 1));
        f.set(HashMap.Entry.class, "next", entries);
        return f;
    }
}
