package org.smallscope.examples.everyday;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IArraySet;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IIntSet;

/**
 * {@link HeapArray} edited as people edit ordinary code: one more check, written before repOk's final
 * {@code return true}, after its loops, that the top element stays below a constant. An extension of HeapArray's repOk
 * (its loops are conjuncts of their own), so a HeapArray snapshot is reused; {@code bench-incremental} measures the pair.
 */
public class HeapArrayCapped extends HeapArray {

    /** The largest element the heap may hold. */
    public static final int TOP = 2;

    @Override
    public boolean repOk() {
        if (array == null) {
            return false;
        }
        if (size < 0 || size > array.length) {
            return false;
        }
        for (int i = 0; i < size; i++) {
            int element = array[i];
            if (element == EMPTY) {
                return false;
            }
            if (i > 0 && element > array[(i - 1) / 2]) {
                return false;
            }
        }
        for (int i = size; i < array.length; i++) {
            if (array[i] != EMPTY) {
                return false;
            }
        }
        if (size > 0 && array[0] > TOP) {
            return false;
        }
        return true;
    }

    /** @return HeapArray's bounds */
    public static IFinitization finHeapArrayCapped(int n) {
        IFinitization f = FinitizationFactory.create(HeapArrayCapped.class);
        IIntSet sizes = f.createIntSet(0, n);
        IIntSet lengths = f.createIntSet(0, n);
        IIntSet values = f.createIntSet(EMPTY, n);
        IArraySet arrays = f.createArraySet(int[].class, lengths, values, 1);
        f.set("size", sizes);
        f.set("array", arrays);
        return f;
    }
}
