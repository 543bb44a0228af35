package org.smallscope.examples.everyday;

import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IArraySet;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A map from int keys to int values with separate chaining, simplified from {@code java.util.HashMap}: the entry
 * of a key lives in the chain of bucket {@code Math.floorMod(key, table.length)}, every key at most once, and the
 * table doubles when the map holds more than three quarters of its length in entries.
 */
public class HashMap {

    /** One key-value pair, linked to the next pair of its bucket. */
    public static class Entry {
        /** The key. */
        public int key;
        /** The value the key maps to. */
        public int value;
        /** The next entry of the same bucket, or null. */
        public Entry next;

        /** An entry the search fills in. */
        public Entry() {
        }

        Entry(int key, int value, Entry next) {
            this.key = key;
            this.value = value;
            this.next = next;
        }

        @Override
        public String toString() {
            return key + "=" + value;
        }
    }

    /** The buckets: each holds the first entry of its chain, or null. */
    public Entry[] table = new Entry[1];
    /** The number of entries. */
    public int size;

    /**
     * @return whether the table exists and is not empty, every entry sits in its key's bucket, no key occurs twice, no
     *         chain loops or joins another, and {@code size} counts the entries
     */
    public boolean repOk() {
        return hasTable() && chainsWellFormed() && sizeCountsEntries();
    }

    /** @return whether there is a table of at least one bucket */
    public boolean hasTable() {
        return table != null && table.length > 0;
    }

    /**
     * @return whether every entry is reached once only (no chain loops or joins another), sits in its key's bucket,
     *         and has a key no other entry has
     */
    public boolean chainsWellFormed() {
        Set<Entry> visited = Collections.newSetFromMap(new IdentityHashMap<>());
        Set<Integer> keys = new HashSet<>();
        for (int bucket = 0; bucket < table.length; bucket++) {
            for (Entry e = table[bucket]; e != null; e = e.next) {
                if (!visited.add(e) || indexFor(e.key, table.length) != bucket || !keys.add(e.key)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** @return whether size is the number of entries */
    public boolean sizeCountsEntries() {
        int entries = 0;
        for (Entry head : table) {
            for (Entry e = head; e != null; e = e.next) {
                entries++;
            }
        }
        return entries == size;
    }

    /** @return the number of entries */
    public int size() {
        return size;
    }

    /** @return the value {@code key} maps to, or null if it maps to none */
    public Integer get(int key) {
        Entry e = find(key);
        return e == null ? null : e.value;
    }

    /** @return whether {@code key} maps to a value */
    public boolean containsKey(int key) {
        return find(key) != null;
    }

    /** Maps {@code key} to {@code value}, growing the table when it gets too full; @return the old value, or null */
    public Integer put(int key, int value) {
        Entry e = find(key);
        if (e != null) {
            int old = e.value;
            e.value = value;
            return old;
        }
        int bucket = indexFor(key, table.length);
        table[bucket] = new Entry(key, value, table[bucket]);
        size++;
        if (size > table.length * 3 / 4) {
            resize();
        }
        return null;
    }

    /** Removes the mapping of {@code key}; @return the value it had, or null if there was none */
    public Integer remove(int key) {
        int bucket = indexFor(key, table.length);
        Entry previous = null;
        for (Entry e = table[bucket]; e != null; previous = e, e = e.next) {
            if (e.key == key) {
                if (previous == null) {
                    table[bucket] = e.next;
                } else {
                    previous.next = e.next;
                }
                size--;
                return e.value;
            }
        }
        return null;
    }

    /**
     * Doubles the table. A key in bucket {@code i} moves to bucket {@code i} or {@code i + oldLength} of the new
     * table; each chain is split in two keeping its order, as the JDK does.
     */
    public void resize() {
        Entry[] old = table;
        Entry[] larger = new Entry[old.length * 2];
        for (int bucket = 0; bucket < old.length; bucket++) {
            Entry lowHead = null;
            Entry lowTail = null;
            Entry highHead = null;
            Entry highTail = null;
            for (Entry e = old[bucket]; e != null; e = e.next) {
                if (indexFor(e.key, larger.length) == bucket) {
                    if (lowTail == null) {
                        lowHead = e;
                    } else {
                        lowTail.next = e;
                    }
                    lowTail = e;
                } else {
                    if (highTail == null) {
                        highHead = e;
                    } else {
                        highTail.next = e;
                    }
                    highTail = e;
                }
            }
            if (lowTail != null) {
                lowTail.next = null;
            }
            if (highTail != null) {
                highTail.next = null;
            }
            larger[bucket] = lowHead;
            larger[bucket + old.length] = highHead;
        }
        table = larger;
    }

    private Entry find(int key) {
        for (Entry e = table[indexFor(key, table.length)]; e != null; e = e.next) {
            if (e.key == key) {
                return e;
            }
        }
        return null;
    }

    /** @return the bucket of {@code key} in a table of {@code length} buckets */
    protected static int indexFor(int key, int length) {
        return Math.floorMod(key, length);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("{");
        for (Entry head : table) {
            for (Entry e = head; e != null; e = e.next) {
                sb.append(sb.length() == 1 ? "" : ", ").append(e);
            }
        }
        return sb.append('}').toString();
    }

    /**
     * @return bounds: a table of 1..n buckets (at least 1), n entries with keys 0..n-1 and values 0..1, each bucket
     *         and each next field null or one of the entries, size 0..n
     */
    public static IFinitization finHashMap(int n) {
        IFinitization f = FinitizationFactory.create(HashMap.class);
        IObjSet entries = f.createObjSet(Entry.class, n, true);
        IArraySet tables = f.createArraySet(Entry[].class, f.createIntSet(1, Math.max(1, n)), entries, 1);
        f.set("table", tables);
        f.set("size", f.createIntSet(0, n));
        f.set(Entry.class, "key", f.createIntSet(0, Math.max(0, n - 1)));
        f.set(Entry.class, "value", f.createIntSet(0, 1));
        f.set(Entry.class, "next", entries);
        return f;
    }
}
