package org.smallscope.engine.tests.everyday;

import java.util.ArrayList;
import java.util.List;

/**
 * An oracle independent of the engine: every hash map the HashMap example's bounds allow up to isomorphism, as a
 * table of chains of (key, value) pairs, enumerated by plain loops. Entries are interchangeable objects, so a map
 * is fixed by its table length and the key-value pairs in each chain in order.
 */
final class MapShapes {

    /** One entry: its key and value. */
    record Pair(int key, int value) {
    }

    /** One abstract map: the chains of the table's buckets, in bucket order. */
    record Shape(List<List<Pair>> buckets) {

        /** @return the number of buckets */
        int length() {
            return buckets.size();
        }

        /** @return whether {@code key} has an entry */
        boolean hasKey(int key) {
            return buckets.stream().flatMap(List::stream).anyMatch(p -> p.key() == key);
        }

        /** @return whether every chain lists its keys in ascending order */
        boolean sorted() {
            for (List<Pair> chain : buckets) {
                for (int i = 1; i < chain.size(); i++) {
                    if (chain.get(i - 1).key() >= chain.get(i).key()) {
                        return false;
                    }
                }
            }
            return true;
        }
    }

    private MapShapes() {
    }

    /** @return every map with 1..n buckets and distinct keys from 0..n-1 in their buckets (floorMod), values 0..1, chains in any order */
    static List<Shape> all(int n) {
        List<Shape> shapes = new ArrayList<>();
        for (int length = 1; length <= Math.max(1, n); length++) {
            for (int keys = 0; keys < 1 << n; keys++) {
                for (int values = 0; values < 1 << n; values++) {
                    if ((values & ~keys) == 0) {
                        addOrders(shapes, chainsOf(length, keys, values), new ArrayList<>(), 0);
                    }
                }
            }
        }
        return shapes;
    }

    /** @return the pairs of each bucket (keys in bit set {@code keys}, value of key k bit k of {@code values}), unordered */
    private static List<List<Pair>> chainsOf(int length, int keys, int values) {
        List<List<Pair>> buckets = new ArrayList<>();
        for (int b = 0; b < length; b++) {
            buckets.add(new ArrayList<>());
        }
        for (int k = 0; k < 32; k++) {
            if ((keys >> k & 1) == 1) {
                buckets.get(k % length).add(new Pair(k, values >> k & 1));
            }
        }
        return buckets;
    }

    /** Adds a shape per choice of an order of each bucket's pairs, buckets {@code b..} still to order. */
    private static void addOrders(List<Shape> shapes, List<List<Pair>> unordered, List<List<Pair>> ordered, int b) {
        if (b == unordered.size()) {
            shapes.add(new Shape(List.copyOf(ordered)));
            return;
        }
        for (List<Pair> order : permutations(unordered.get(b))) {
            ordered.add(order);
            addOrders(shapes, unordered, ordered, b + 1);
            ordered.remove(ordered.size() - 1);
        }
    }

    private static List<List<Pair>> permutations(List<Pair> pairs) {
        List<List<Pair>> all = new ArrayList<>();
        if (pairs.isEmpty()) {
            all.add(List.of());
            return all;
        }
        for (int i = 0; i < pairs.size(); i++) {
            List<Pair> rest = new ArrayList<>(pairs);
            Pair first = rest.remove(i);
            for (List<Pair> tail : permutations(rest)) {
                List<Pair> p = new ArrayList<>();
                p.add(first);
                p.addAll(tail);
                all.add(List.copyOf(p));
            }
        }
        return all;
    }
}
