package org.smallscope.examples.udita;

import static org.smallscope.api.udita.Choices.assume;
import static org.smallscope.api.udita.Choices.getInt;

import org.smallscope.examples.everyday.HeapArray;

/**
 * UDITA's HeapArray generator: an array of length 0..n, a size 0..length and values 0..n below the size (-1 above),
 * kept when each value is at most its parent's; the same heaps as {@link HeapArray#repOk()} with {@code finHeapArray(n)}.
 */
public final class HeapArrayGen {

    private HeapArrayGen() {
    }

    /** @return a max-heap of at most n values 0..n in an array of length 0..n */
    public static HeapArray generate(int n) {
        HeapArray heap = new HeapArray();
        int length = getInt(0, n);
        heap.array = new int[length];
        heap.size = getInt(0, length);
        for (int i = 0; i < heap.size; i++) {
            heap.array[i] = getInt(0, n);
        }
        for (int i = heap.size; i < length; i++) {
            heap.array[i] = HeapArray.EMPTY;
        }
        for (int i = 1; i < heap.size; i++) {
            assume(heap.array[i] <= heap.array[(i - 1) / 2]);
        }
        return heap;
    }
}
