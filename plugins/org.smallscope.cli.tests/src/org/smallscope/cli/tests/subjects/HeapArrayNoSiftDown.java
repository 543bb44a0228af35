package org.smallscope.cli.tests.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.examples.everyday.HeapArray;

/** A planted bug: {@code extractMax} moves the last element to the root but forgets to sift it down. */
public class HeapArrayNoSiftDown extends HeapArray {

    @Override
    public int extractMax() {
        if (size == 0) {
            throw new IllegalStateException("the heap is empty");
        }
        int max = array[0];
        array[0] = array[--size];
        array[size] = EMPTY;
        return max;
    }

    /** @return HeapArray's bounds: size 0..n, one array of length 0..n with elements -1..n */
    public static IFinitization finHeapArrayNoSiftDown(int n) {
        IFinitization f = FinitizationFactory.create(HeapArrayNoSiftDown.class);
        f.set("size", f.createIntSet(0, n));
        f.set("array", f.createArraySet(int[].class, f.createIntSet(0, n), f.createIntSet(EMPTY, n), 1));
        return f;
    }
}
