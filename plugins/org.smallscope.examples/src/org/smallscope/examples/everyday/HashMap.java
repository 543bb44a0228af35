package org.smallscope.examples.everyday;

import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * STAND-IN (replaced by the real example when merging): a map of int keys to int values in a table of buckets,
 * each a chain of entries whose keys hash to it ({@code floorMod(key, table.length)}).
 */
public class HashMap {

    /** One mapping, linked to the next of its bucket. */
    public static class Entry {
        /** The key. */
        public int key;
        /** The value. */
        public int value;
        /** The next entry of the bucket, or null. */
        public Entry next;
    }

    /** The buckets. */
    public Entry[] table = new Entry[1];
    /** The number of mappings. */
    public int size;

    /** @return whether every entry is in its key's bucket once, keys are distinct and size counts them */
    public boolean repOk() {
        if (table == null || table.length == 0) {
            return false;
        }
        Map<Entry, Boolean> seen = new IdentityHashMap<>();
        Set<Integer> keys = new HashSet<>();
        for (int b = 0; b < table.length; b++) {
            for (Entry e = table[b]; e != null; e = e.next) {
                if (seen.put(e, Boolean.TRUE) != null || Math.floorMod(e.key, table.length) != b || !keys.add(e.key)) {
                    return false;
                }
            }
        }
        return seen.size() == size;
    }

    /** Maps {@code key} to {@code value}, doubling the table when it is fuller than one entry per bucket. */
    public void put(int key, int value) {
        Entry e = entry(key);
        if (e != null) {
            e.value = value;
            return;
        }
        if (size >= table.length) {
            resize();
        }
        Entry added = new Entry();
        added.key = key;
        added.value = value;
        int b = Math.floorMod(key, table.length);
        added.next = table[b];
        table[b] = added;
        size++;
    }

    /** Removes {@code key}'s mapping, if any. */
    public void remove(int key) {
        int b = Math.floorMod(key, table.length);
        Entry previous = null;
        for (Entry e = table[b]; e != null; previous = e, e = e.next) {
            if (e.key == key) {
                if (previous == null) {
                    table[b] = e.next;
                } else {
                    previous.next = e.next;
                }
                size--;
                return;
            }
        }
    }

    /** @return {@code key}'s value; throws if it has none */
    public int get(int key) {
        Entry e = entry(key);
        if (e == null) {
            throw new java.util.NoSuchElementException("no key " + key);
        }
        return e.value;
    }

    /** Doubles the table, moving every entry to its key's new bucket. */
    public void resize() {
        Entry[] old = table;
        table = new Entry[old.length * 2];
        for (Entry head : old) {
            for (Entry e = head; e != null;) {
                Entry next = e.next;
                int b = Math.floorMod(e.key, table.length);
                e.next = table[b];
                table[b] = e;
                e = next;
            }
        }
    }

    private Entry entry(int key) {
        for (Entry e = table[Math.floorMod(key, table.length)]; e != null; e = e.next) {
            if (e.key == key) {
                return e;
            }
        }
        return null;
    }

    /** @return bounds: n entries, one table of length 1..n, keys 0..n-1, values 0..1, size 0..n */
    public static IFinitization finHashMap(int n) {
        IFinitization f = FinitizationFactory.create(HashMap.class);
        IObjSet entries = f.createObjSet(Entry.class, n);
        f.set("table", f.createArraySet(Entry[].class, f.createIntSet(1, n), entries, 1));
        f.set("size", f.createIntSet(0, n));
        f.set(Entry.class, "key", f.createIntSet(0, Math.max(0, n - 1)));
        f.set(Entry.class, "value", f.createIntSet(0, 1));
        f.set(Entry.class, "next", entries);
        return f;
    }
}
