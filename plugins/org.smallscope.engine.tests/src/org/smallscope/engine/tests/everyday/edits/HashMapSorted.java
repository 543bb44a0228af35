package org.smallscope.engine.tests.everyday.edits;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.everyday.HashMap;

/**
 * HashMap with a new check after the old ones: every chain holds its keys in ascending order. It rejects a map HashMap
 * accepts without reading the values, which HashMap's search touched last, so iGen's mixed ranges cannot follow it.
 */
public class HashMapSorted extends HashMap {

    @Override
    public boolean repOk() {
        return hasTable() && chainsWellFormed() && sizeCountsEntries() && chainsSorted();
    }

    /** @return whether each entry's key is below the key of the entry after it */
    public boolean chainsSorted() {
        for (Entry head : table) {
            for (Entry e = head; e != null && e.next != null; e = e.next) {
                if (e.key >= e.next.key) {
                    return false;
                }
            }
        }
        return true;
    }

    /** @return the HashMap example's bounds */
    public static IFinitization finHashMapSorted(int n) {
        return EverydayBounds.hashMap(HashMapSorted.class, n);
    }
}
