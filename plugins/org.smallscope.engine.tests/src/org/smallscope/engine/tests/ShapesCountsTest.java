package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.SearchResult;

/**
 * The valid counts of the examples of the shapes the literature uses (package {@code examples.shapes}), against counts
 * worked out here by combinatorics, without the engine.
 */
class ShapesCountsTest {

    static IntStream avlSizes() {
        return IntStream.rangeClosed(0, 5); // 6 takes seconds
    }

    @ParameterizedTest(name = "AvlHeights({0})")
    @MethodSource("avlSizes")
    void avlTreesWithStoredHeightsAreEveryAvlShapeTimesEveryKeySet(int n) {
        long expected = 0;
        for (int k = 0; k <= n; k++) {
            expected += binomial(n, k) * avlShapes(k);
        }

        assertEquals(expected, valid("AvlHeights", n));
    }

    @Test
    void theAvlShapeCountsAreThePublishedOnes() {
        // OEIS A006265, the number of AVL trees with n nodes, n = 0..11
        long[] published = {1, 1, 2, 1, 4, 6, 4, 17, 32, 44, 60, 70};
        assertArrayEquals(published, IntStream.range(0, published.length).mapToLong(ShapesCountsTest::avlShapes).toArray());
    }

    static IntStream heapSizes() {
        return IntStream.rangeClosed(0, 5);
    }

    @ParameterizedTest(name = "BinomialHeap({0})")
    @MethodSource("heapSizes")
    void binomialHeapsAreTheHeapOrderedKeyingsOfTheOneForestOfEachSize(int n) {
        long expected = 0;
        for (int k = 0; k <= n; k++) { // k nodes: one binomial tree per 1 bit of k, each keyed from 0..n-1 in heap order
            long forests = 1;
            for (int d = 0; d < 31; d++) {
                if ((k >> d & 1) == 1) {
                    forests *= heapOrderedKeyings(d, Math.max(1, n));
                }
            }
            expected += forests;
        }

        assertEquals(expected, valid("BinomialHeap", n));
    }

    @Test
    void aBinomialTreeOfDegreeTwoHasTheKeyingsCountedByHand() {
        // B_2: root r, children a (with child b) and c; keys 0..1, each child's key >= its parent's:
        // r=0: a=0 (b 0 or 1) or a=1 (b=1), times c 0 or 1: 3 * 2 = 6; r=1: all 1: 1; so 7
        assertEquals(7, heapOrderedKeyings(2, 2));
    }

    static IntStream fibonacciSizes() {
        return IntStream.rangeClosed(0, 4); // 5 takes seconds
    }

    @ParameterizedTest(name = "FibonacciHeap({0})")
    @MethodSource("fibonacciSizes")
    void fibonacciHeapsAreTheRingsOfKeyedTreesThatTheFibonacciBoundAllows(int n) {
        assertEquals(fibonacciHeaps(n), valid("FibonacciHeap", n));
    }

    @Test
    void fibonacciHeapsOfTwoNodesAreCountedByHand() {
        // the empty heap; one node, key 0 or 1; two roots in a ring from min, min's key the smaller or equal: (0,0) (0,1)
        // (1,1); a root with one child (degree 1 needs F(3) = 2 nodes), the child's key no smaller: 3 more
        assertEquals(1 + 2 + 3 + 3, fibonacciHeaps(2));
        assertEquals(List.of(1L, 2L, 9L, 78L, 1015L, 19430L), IntStream.rangeClosed(0, 5).mapToObj(ShapesCountsTest::fibonacciHeaps).toList());
    }

    /**
     * @return the Fibonacci heaps of at most {@code n} nodes with keys {@code 0..n-1}: a ring of roots read from min is a
     *         sequence of trees whose first root's key is the least; a node's ring of children read from the child it
     *         points at is a sequence of trees whose roots' keys are no smaller than its own; a node of degree d has at
     *         least F(d+2) nodes in its tree
     */
    static long fibonacciHeaps(int n) {
        int keys = Math.max(1, n);
        // trees[s][v]: heap-ordered trees of s nodes with root key v; rings[d][m][v]: sequences of d trees of m nodes in all,
        // each root key at least v
        long[][] trees = new long[n + 1][keys];
        long[][][] rings = new long[n + 1][n + 1][keys];
        for (int v = 0; v < keys; v++) {
            rings[0][0][v] = 1;
        }
        for (int m = 1; m <= n; m++) { // trees of m nodes need sequences of fewer nodes only
            for (int v = 0; v < keys; v++) {
                long count = 0;
                for (int d = 0; d < m; d++) {
                    if (m >= fibonacci(d + 2)) {
                        count += rings[d][m - 1][v];
                    }
                }
                trees[m][v] = count;
            }
            for (int d = 1; d <= m; d++) {
                for (int v = 0; v < keys; v++) {
                    long count = 0;
                    for (int first = 1; first <= m; first++) {
                        long roots = 0;
                        for (int w = v; w < keys; w++) {
                            roots += trees[first][w];
                        }
                        count += roots * rings[d - 1][m - first][v];
                    }
                    rings[d][m][v] = count;
                }
            }
        }
        long heaps = 1; // the empty heap
        for (int m = 1; m <= n; m++) {
            for (int first = 1; first <= m; first++) {
                for (int v = 0; v < keys; v++) {
                    for (int d = 0; d <= m - first; d++) {
                        heaps += trees[first][v] * rings[d][m - first][v];
                    }
                }
            }
        }
        return heaps;
    }

    /** @return F(k): 0, 1, 1, 2, 3, 5, ..., from a table of the sums of the two before */
    static int fibonacci(int k) {
        int[] table = new int[Math.max(2, k + 1)];
        table[1] = 1;
        for (int i = 2; i <= k; i++) {
            table[i] = table[i - 1] + table[i - 2];
        }
        return table[k];
    }

    static IntStream unionFindSizes() {
        return IntStream.rangeClosed(1, 5);
    }

    @ParameterizedTest(name = "UnionFindArray({0})")
    @MethodSource("unionFindSizes")
    void unionFindOverIntArraysHasTheStatesOfUnionFindOverRecords(int n) {
        assertEquals(valid("UnionFind", n), valid("UnionFindArray", n));
    }

    @org.junit.jupiter.api.Test
    void unionFindOverThreeElementsHasTheStatesCountedByHand() {
        // three singletons (ranks 0); one pair under a rank-1 root and a singleton: 3 pairs x 2 roots;
        // one set of three: a rank-1 root with two children of rank 0 (3 roots) -- a chain would need rank 2 > log2(3)
        assertEquals(1 + 6 + 3, valid("UnionFindArray", 3));
    }

    private static long valid(String example, int n) {
        SearchResult result = Subjects.searchAll(Subjects.example(example, n)).result();
        assertEquals(Outcome.COMPLETED, result.outcome());
        assertEquals(0, result.predicateExceptions());
        return result.valid();
    }

    /** @return the number of AVL tree shapes of {@code k} nodes, summed over their heights */
    static long avlShapes(int k) {
        int maxHeight = k + 1;
        long[][] byHeight = new long[maxHeight + 1][k + 1]; // [h][nodes]
        byHeight[0][0] = 1;
        for (int h = 1; h <= maxHeight; h++) {
            for (int nodes = 1; nodes <= k; nodes++) {
                long count = 0;
                for (int left = 0; left < nodes; left++) {
                    int right = nodes - 1 - left;
                    long both = byHeight[h - 1][left] * byHeight[h - 1][right];
                    long leftTaller = h >= 2 ? byHeight[h - 1][left] * byHeight[h - 2][right] : 0;
                    long rightTaller = h >= 2 ? byHeight[h - 2][left] * byHeight[h - 1][right] : 0;
                    count += both + leftTaller + rightTaller;
                }
                byHeight[h][nodes] = count;
            }
        }
        long total = 0;
        for (int h = 0; h <= maxHeight; h++) {
            total += byHeight[h][k];
        }
        return total;
    }

    /**
     * @return the number of ways to key a binomial tree of degree {@code d} from {@code 0..keys-1} so that no child's key is
     *         smaller than its parent's (its root's children are binomial trees of degrees d-1 down to 0)
     */
    static long heapOrderedKeyings(int d, int keys) {
        long[][] rootedAt = new long[d + 1][keys]; // [degree][root key]: keyings of a tree of that degree with that root key
        for (int degree = 0; degree <= d; degree++) {
            for (int v = 0; v < keys; v++) {
                long ways = 1;
                for (int child = 0; child < degree; child++) {
                    long atLeast = 0;
                    for (int w = v; w < keys; w++) {
                        atLeast += rootedAt[child][w];
                    }
                    ways *= atLeast;
                }
                rootedAt[degree][v] = ways;
            }
        }
        return java.util.Arrays.stream(rootedAt[d]).sum();
    }

    private static long binomial(int n, int k) {
        return BigInteger.ONE.multiply(factorial(n)).divide(factorial(k).multiply(factorial(n - k))).longValueExact();
    }

    private static BigInteger factorial(int n) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= n; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        return f;
    }
}
