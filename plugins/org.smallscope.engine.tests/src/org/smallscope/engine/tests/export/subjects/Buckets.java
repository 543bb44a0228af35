package org.smallscope.engine.tests.export.subjects;

import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IArraySet;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A hash table of int keys, like the HashMap example: an array of buckets, each a chain of entries linked by
 * {@code next}; a key sits in bucket {@code floorMod(key, table.length)}. The array's cells and the {@code next}
 * fields draw from one object set of entries.
 */
public class Buckets {

    /** One entry of a chain. */
    public static class Entry {
        /** The key. */
        public int key;
        /** The next entry of the chain, or null. */
        public Entry next;
    }

    /** The buckets. */
    public Entry[] table;
    /** The number of entries. */
    public int size;

    /** @return whether there is at least one bucket, chains are acyclic and disjoint, keys are distinct and in their buckets, and size counts them */
    public boolean repOk() {
        if (table == null || table.length == 0) {
            return false;
        }
        Map<Entry, Boolean> seen = new IdentityHashMap<>();
        Set<Integer> keys = new HashSet<>();
        for (int i = 0; i < table.length; i++) {
            for (Entry e = table[i]; e != null; e = e.next) {
                if (seen.put(e, Boolean.TRUE) != null || Math.floorMod(e.key, table.length) != i || !keys.add(e.key)) {
                    return false;
                }
            }
        }
        return seen.size() == size;
    }

    /** @return whether {@code key} is in the table */
    public boolean contains(int key) {
        for (Entry e = table[Math.floorMod(key, table.length)]; e != null; e = e.next) {
            if (e.key == key) {
                return true;
            }
        }
        return false;
    }

    /** Adds every key of {@code keys} that is not in the table yet, at the front of its chain. */
    public void addAll(int[] keys) {
        for (int k : keys) {
            if (!contains(k)) {
                Entry e = new Entry();
                e.key = k;
                int b = Math.floorMod(k, table.length);
                e.next = table[b];
                table[b] = e;
                size++;
            }
        }
    }

    /** Adds every key of {@code keys}, even twice (a bug: repeated keys break repOk). */
    public void addAllUnchecked(int[] keys) {
        for (int k : keys) {
            Entry e = new Entry();
            e.key = k;
            int b = Math.floorMod(k, table.length);
            e.next = table[b];
            table[b] = e;
            size++;
        }
    }

    /** @return bounds: tables of length 1..2 over n entries and null, keys 0..n-1, size 0..n */
    public static IFinitization finBuckets(int n) {
        IFinitization f = FinitizationFactory.create(Buckets.class);
        IObjSet entries = f.createObjSet(Entry.class, n, true);
        IArraySet tables = f.createArraySet(Entry[].class, f.createIntSet(1, 2), entries, 1);
        f.set("table", tables);
        f.set("size", f.createIntSet(0, n));
        f.set("Entry.key", f.createIntSet(0, n - 1));
        f.set("Entry.next", entries);
        return f;
    }
}
