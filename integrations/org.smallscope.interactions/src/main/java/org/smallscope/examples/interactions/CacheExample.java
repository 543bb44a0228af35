package org.smallscope.examples.interactions;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

import org.smallscope.api.config.Option;

/**
 * A small cache whose behaviour depends on its configuration: an eviction policy (enum), a capacity, statistics
 * and write-through; 36 configurations. Marked lines: L0..L6.
 */
public final class CacheExample {

    /** Which entry leaves a full cache. */
    public enum Policy { LRU, FIFO, NONE }

    @Option
    static Policy policy = Policy.LRU;
    @Option(values = {"0", "1", "2"})
    static int capacity = 2;
    @Option
    static boolean stats;
    @Option
    static boolean writeThrough;

    private final Map<String, String> entries = new HashMap<>();
    private final Deque<String> order = new ArrayDeque<>();
    private final Map<String, String> store = new HashMap<>();
    int hits;
    int misses;

    /** @return the value of {@code key}, loading it from the store on a miss */
    public String get(String key) {
        String value = entries.get(key);
        if (value != null) {
            if (policy == Policy.LRU) {
                order.remove(key); // L0
                order.addLast(key);
            }
            if (stats) {
                hits++; // L1
            }
            return value;
        }
        if (stats) {
            misses++; // L2
        }
        value = store.getOrDefault(key, key.toUpperCase());
        put(key, value);
        return value;
    }

    /** Caches {@code value} under {@code key} (and writes it to the store when writing through). */
    public void put(String key, String value) {
        if (writeThrough) {
            store.put(key, value); // L3
        }
        if (capacity == 0 || policy == Policy.NONE) {
            return; // L4
        }
        if (entries.size() >= capacity) {
            entries.remove(order.removeFirst()); // L5
        }
        entries.put(key, value); // L6
        order.addLast(key);
    }
}
