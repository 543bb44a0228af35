package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@code generate --method extractMax} on the HeapArray example: an extractMax that forgets to sift down exits 9
 * and names its counterexamples, as many as a plain enumeration of the heaps predicts; the correct one only throws
 * on the empty heaps.
 */
class HeapArrayMethodModeCliTest {

    private static final int N = 3;

    /**
     * What extractMax meets on the heaps of HeapArray's bounds at {@code n}, by plain enumeration.
     *
     * @param heaps the valid heaps (method mode's inputs)
     * @param empty the empty ones, on which extractMax throws
     * @param brokenWithoutSiftDown the non-empty ones that are no heap once the last element is moved to the root
     */
    private record Heaps(int heaps, int empty, int brokenWithoutSiftDown) {

        static Heaps of(int n) {
            int[] counts = new int[3];
            for (int length = 0; length <= n; length++) {
                for (int size = 0; size <= length; size++) {
                    count(new int[size], 0, n, counts);
                }
            }
            return new Heaps(counts[0], counts[1], counts[2]);
        }

        /** Fills {@code cells[i..]} with 0..n in every way and counts the heaps among them. */
        private static void count(int[] cells, int i, int n, int[] counts) {
            if (i == cells.length) {
                if (isMaxHeap(cells, cells.length)) {
                    counts[0]++;
                    if (cells.length == 0) {
                        counts[1]++;
                    } else {
                        int[] after = cells.clone();
                        after[0] = after[cells.length - 1];
                        if (!isMaxHeap(after, cells.length - 1)) {
                            counts[2]++;
                        }
                    }
                }
                return;
            }
            for (int v = 0; v <= n; v++) {
                cells[i] = v;
                count(cells, i + 1, n, counts);
            }
        }

        private static boolean isMaxHeap(int[] cells, int size) {
            for (int i = 1; i < size; i++) {
                if (cells[i] > cells[(i - 1) / 2]) {
                    return false;
                }
            }
            return true;
        }
    }

    @Test
    void anExtractMaxWithoutSiftDownIsCaughtOnExactlyTheHeapsItBreaks() {
        Heaps expected = Heaps.of(N);

        Cli.Result r = Cli.run("generate", "--class", Cli.SUBJECTS + "HeapArrayNoSiftDown", "--args", Integer.toString(N), "--method",
                "extractMax");

        int failing = expected.empty() + expected.brokenWithoutSiftDown();
        assertTrue(expected.brokenWithoutSiftDown() > 0);
        assertEquals(9, r.exitCode(), r.describe());
        assertTrue(r.out().contains("HeapArrayNoSiftDown.extractMax(): " + expected.heaps() + " inputs, " + (expected.heaps() - failing)
                + " passed, " + failing + " counterexamples"), r.describe());
        assertTrue(r.err().contains("smallscope: " + failing + " counterexamples of HeapArrayNoSiftDown.extractMax()"), r.describe());
        assertTrue(r.err().contains("size=3 array=int[]{1, 1, 0}: extractMax() left repOk() false"), r.describe());
    }

    @Test
    void theCorrectExtractMaxOnlyThrowsOnEmptyHeaps() {
        Heaps expected = Heaps.of(N);

        Cli.Result r = Cli.run("generate", "--example", "HeapArray", "--args", Integer.toString(N), "--method", "extractMax");

        assertEquals(9, r.exitCode(), r.describe());
        assertTrue(r.out().contains("HeapArray.extractMax(): " + expected.heaps() + " inputs, " + (expected.heaps() - expected.empty())
                + " passed, " + expected.empty() + " counterexamples"), r.describe());
        assertTrue(r.err().contains("threw java.lang.IllegalStateException: the heap is empty"), r.describe());
        assertFalse(r.err().contains("left repOk() false"), r.describe());
    }
}
