package org.smallscope.examples.builders;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A map from int keys to int values with separate chaining over two buckets, built by {@link #put} and {@link #remove}:
 * even keys chain from {@link #even}, odd keys from {@link #odd}, each key at most once, a new entry at the head of its
 * chain. The buckets are two fields rather than an array because the cross-check compares objects, not arrays.
 */
public class ChainedHashMap {

    /** One key-value pair, linked to the next pair of its bucket. */
    public static class Entry {
        /** The key. */
        public int key;
        /** The value. */
        public int value;
        /** The next entry of the same bucket, or null. */
        public Entry next;
    }

    /** The chain of the even keys. */
    public Entry even;
    /** The chain of the odd keys. */
    public Entry odd;
    /** The number of entries. */
    public int size;

    /** Maps {@code key} to {@code value}: changes the value of its entry, or adds an entry at the head of its bucket. */
    public void put(int key, int value) {
        for (Entry e = bucket(key); e != null; e = e.next) {
            if (e.key == key) {
                e.value = value;
                return;
            }
        }
        Entry fresh = new Entry();
        fresh.key = key;
        fresh.value = value;
        fresh.next = bucket(key);
        setBucket(key, fresh);
        size++;
    }

    /** Unlinks the entry of {@code key}, if any. */
    public void remove(int key) {
        Entry previous = null;
        for (Entry e = bucket(key); e != null; previous = e, e = e.next) {
            if (e.key == key) {
                if (previous == null) {
                    setBucket(key, e.next);
                } else {
                    previous.next = e.next;
                }
                size--;
                return;
            }
        }
    }

    /** @return the value of {@code key}, or -1 when it has none (an observer: never changes the map) */
    public int get(int key) {
        for (Entry e = bucket(key); e != null; e = e.next) {
            if (e.key == key) {
                return e.value;
            }
        }
        return -1;
    }

    private Entry bucket(int key) {
        return Math.floorMod(key, 2) == 0 ? even : odd;
    }

    private void setBucket(int key, Entry head) {
        if (Math.floorMod(key, 2) == 0) {
            even = head;
        } else {
            odd = head;
        }
    }

    /**
     * @return whether every entry is reached once (no chain loops or joins the other), sits in its key's bucket, has a
     *         key no other entry has, and {@code size} counts them
     */
    public boolean repOk() {
        List<Entry> seen = new ArrayList<>();
        List<Integer> keys = new ArrayList<>();
        for (int parity = 0; parity < 2; parity++) {
            for (Entry e = parity == 0 ? even : odd; e != null; e = e.next) {
                if (seen.contains(e) || Math.floorMod(e.key, 2) != parity || repeats(keys, e.key)) {
                    return false;
                }
                seen.add(e);
                keys.add(e.key);
            }
        }
        return seen.size() == size;
    }

    /** @return whether {@code key} is among the {@code keys} of the entries before */
    protected boolean repeats(List<Integer> keys, int key) {
        return keys.contains(key);
    }

    /** @return at most {@code n} entries, size {@code 0..n}, keys and values {@code 0..n-1} (API mode's int arguments) */
    public static IFinitization finChainedHashMap(int n) {
        return bounds(ChainedHashMap.class, n);
    }

    /** @return at most {@code n} entries, size {@code 0..n}, keys and values {@code 0..n-1}, for the map class {@code c} */
    protected static IFinitization bounds(Class<?> c, int n) {
        IFinitization f = FinitizationFactory.create(c);
        IObjSet entries = f.createObjSet(Entry.class, n, true);
        f.set("even", entries);
        f.set("odd", entries);
        f.set("size", f.createIntSet(0, n));
        f.set("Entry.key", f.createIntSet(0, Math.max(0, n - 1)));
        f.set("Entry.value", f.createIntSet(0, Math.max(0, n - 1)));
        f.set("Entry.next", entries);
        return f;
    }
}
