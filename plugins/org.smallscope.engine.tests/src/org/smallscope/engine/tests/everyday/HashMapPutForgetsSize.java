package org.smallscope.engine.tests.everyday;

import org.smallscope.api.IFinitization;
import org.smallscope.engine.tests.everyday.edits.EverydayBounds;
import org.smallscope.examples.everyday.HashMap;

/** A planted bug: {@code put} links a new key's entry into its bucket but does not count it in {@code size}. */
public class HashMapPutForgetsSize extends HashMap {

    @Override
    public Integer put(int key, int value) {
        int bucket = Math.floorMod(key, table.length);
        for (Entry e = table[bucket]; e != null; e = e.next) {
            if (e.key == key) {
                int old = e.value;
                e.value = value;
                return old;
            }
        }
        Entry added = new Entry();
        added.key = key;
        added.value = value;
        added.next = table[bucket];
        table[bucket] = added;
        if (size > table.length * 3 / 4) {
            resize();
        }
        return null;
    }

    /** @return the HashMap example's bounds */
    public static IFinitization finHashMapPutForgetsSize(int n) {
        return EverydayBounds.hashMap(HashMapPutForgetsSize.class, n);
    }
}
