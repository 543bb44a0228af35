package sample.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;

import org.junit.jupiter.params.ParameterizedTest;
import org.smallscope.junit.ExhaustiveSource;
import org.smallscope.junit.ExhaustiveTest;

/** Properties of the heap over every valid heap of finBinaryHeap(3), with Smallscope's JUnit 5 extension. */
class BinaryHeapTest {

    @ParameterizedTest
    @ExhaustiveSource(args = "3")
    void removeMaxEmptiesTheHeapInDescendingOrder(BinaryHeap heap) {
        int size = heap.size();
        int previous = Integer.MAX_VALUE;
        for (int i = 0; i < size; i++) {
            OptionalInt max = heap.removeMax();
            assertTrue(max.isPresent() && max.getAsInt() <= previous, "removal " + i + " gave " + max + " after " + previous);
            previous = max.getAsInt();
            assertTrue(heap.repOk());
        }
        assertEquals(OptionalInt.empty(), heap.removeMax());
    }

    @ExhaustiveTest(args = "3", method = "insert(int)", params = "0..4")
    void insertKeepsTheLargestAtTheTop(BinaryHeap heap, int value) {
        int before = heap.max().orElse(Integer.MIN_VALUE);
        heap.insert(value);
        assertTrue(heap.repOk());
        assertEquals(Math.max(before, value), heap.max().getAsInt());
    }
}
