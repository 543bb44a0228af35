package org.smallscope.engine.tests.everyday;

import org.smallscope.api.IFinitization;
import org.smallscope.engine.tests.everyday.edits.EverydayBounds;
import org.smallscope.examples.everyday.HashMap;

/** A planted bug: {@code resize} doubles the table but leaves every chain at its old bucket number. */
public class HashMapResizeKeepsBuckets extends HashMap {

    @Override
    public void resize() {
        Entry[] larger = new Entry[table.length * 2];
        System.arraycopy(table, 0, larger, 0, table.length);
        table = larger;
    }

    /** @return the HashMap example's bounds */
    public static IFinitization finHashMapResizeKeepsBuckets(int n) {
        return EverydayBounds.hashMap(HashMapResizeKeepsBuckets.class, n);
    }
}
