package org.smallscope.engine.tests.everyday.edits;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.everyday.HashMap;

/** HashMap with a new field, the cached sum of its values, and a new check after the old ones that it is up to date. */
public class HashMapWithTotal extends HashMap {

    /** The sum of the values. */
    public int total;

    @Override
    public boolean repOk() {
        return hasTable() && chainsWellFormed() && sizeCountsEntries() && totalIsSumOfValues();
    }

    /** @return whether {@code total} is the sum of the values (read bucket by bucket, along each chain) */
    public boolean totalIsSumOfValues() {
        int sum = 0;
        for (Entry head : table) {
            for (Entry e = head; e != null; e = e.next) {
                sum += e.value;
            }
        }
        return sum == total;
    }

    /** @return the HashMap example's bounds, and totals 0..n */
    public static IFinitization finHashMapWithTotal(int n) {
        IFinitization f = EverydayBounds.hashMap(HashMapWithTotal.class, n);
        f.set("total", f.createIntSet(0, n));
        return f;
    }
}
