package org.smallscope.engine.tests.everyday;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * An oracle independent of the engine: every list the ArrayList example's bounds allow, as a capacity and a sequence
 * of elements (null or 0..n-1), enumerated by plain loops.
 */
final class ListShapes {

    /** One abstract list: the array's length and the elements held (null is an element). */
    record Shape(int capacity, List<Integer> elements) {
    }

    private ListShapes() {
    }

    /** @return every list of capacity 0..n holding 0..capacity elements, each null or one of 0..n-1 */
    static List<Shape> all(int n) {
        List<Shape> shapes = new ArrayList<>();
        for (int capacity = 0; capacity <= n; capacity++) {
            for (int size = 0; size <= capacity; size++) {
                addSequences(shapes, capacity, new ArrayList<>(), size, n);
            }
        }
        return shapes;
    }

    private static void addSequences(List<Shape> shapes, int capacity, List<Integer> prefix, int size, int n) {
        if (prefix.size() == size) {
            shapes.add(new Shape(capacity, Collections.unmodifiableList(new ArrayList<>(prefix))));
            return;
        }
        for (int v = -1; v < n; v++) {
            prefix.add(v < 0 ? null : v);
            addSequences(shapes, capacity, prefix, size, n);
            prefix.remove(prefix.size() - 1);
        }
    }
}
