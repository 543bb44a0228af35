package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchBuilder;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.domains.LongVectors;

/** The plan of a parallel full search: its pieces, searched one by one, are the sequential search, and no piece holds much of it. */
class BalancedPlanTest {

    /** Explored and valid candidates of each piece of a two-worker plan, searched one after another. */
    private static long[][] searchPieces(Subject subject) {
        List<Range> plan = new ParallelRunner(subject, 2, 0, SearchListener.NONE).planFullSearch();
        long[][] counts = new long[plan.size()][];
        for (int i = 0; i < plan.size(); i++) {
            Range piece = plan.get(i);
            if (piece.to() != null) {
                counts[i] = new long[] {0, 0}; // an empty piece: the generators reject all of it, nobody explores it
                continue;
            }
            SearchBuilder b = Search.over(subject).from(piece.from());
            if (piece.subtreePrefix() != null) {
                b.subtree(piece.subtreePrefix());
            }
            SearchResult r = b.build().run();
            counts[i] = new long[] {r.explored(), r.valid()};
        }
        return counts;
    }

    @ParameterizedTest(name = "{0}({1})")
    @CsvSource({"ArrayList, 6", "HeapArray, 6", "UnionFind, 5", "DLLU, 7", "BSTP, 7", "HashMap, 5"})
    void thePiecesAreTheSequentialSearch(String example, int size) {
        Subject subject = Subjects.example(example, size);
        SearchResult whole = Search.over(subject).build().run();
        long explored = 0;
        long valid = 0;
        for (long[] c : searchPieces(subject)) {
            explored += c[0];
            valid += c[1];
        }
        assertEquals(whole.explored(), explored, "explored by the pieces");
        assertEquals(whole.valid(), valid, "valid in the pieces");
    }

    /**
     * A number of 70,000 values read first would cut the search into 70,000 pieces, and one of 20,000 values beside 1,000
     * cells into pieces holding 20 M vector fields: each is cut into 4,096 ranges of consecutive values instead, each
     * ending where the next begins (so the run is not left to one thread); with 1,000 values, into one piece per value.
     * Either way the run is the sequential search: the same valid candidates with the same successors, in order.
     */
    @ParameterizedTest(name = "{0} values, {1} cells: ranges of values {2}")
    @CsvSource({"70000, 10, true", "20000, 1000, true", "1000, 10, false"})
    void aFieldOfTooManyValuesIsCutIntoRangesOfThem(int values, int cells, boolean grouped) {
        Subject subject = Generations.subject(LongVectors.class.getName(), "finManyNumbers", cells, values, 10_000);
        ParallelSearchTest.Transcript sequential = new ParallelSearchTest.Transcript();
        SearchResult whole = Search.over(subject).listener(sequential).build().run();

        List<Range> plan = new ParallelRunner(subject, 2, 0, SearchListener.NONE).planFullSearch();
        ParallelSearchTest.Transcript transcript = new ParallelSearchTest.Transcript();
        SearchResult parallel = new ParallelRunner(subject, 2, 0, transcript).runFullSearch();

        if (grouped) {
            assertEquals(4096, plan.size(), "ranges");
            for (int i = 0; i + 1 < plan.size(); i++) {
                assertArrayEquals(plan.get(i + 1).from(), plan.get(i).to(), "range " + i + " ends where the next begins");
            }
            assertNull(plan.get(plan.size() - 1).to(), "the last range runs to the end of the space");
        } else {
            assertTrue(plan.size() >= values, plan.size() + " pieces");
        }
        assertEquals(whole.explored(), parallel.explored(), "explored");
        assertEquals((values + 9_999) / 10_000, parallel.valid(), "valid: the multiples of 10,000");
        assertEquals(sequential.events, transcript.events, "valid candidates and successors");
    }

    /**
     * The plan's last pieces are cut finer whatever their estimates: HeapArray(8)'s last piece held 874,000 of 5,231,385
     * candidates (16.7%, missed by the estimates) and finished runs on one worker.
     */
    @ParameterizedTest(name = "{0}({1})")
    @CsvSource({"HeapArray, 8", "ArrayList, 7", "UnionFind, 5"})
    void noPieceAtTheEndOfThePlanHoldsMuch(String example, int size) {
        long[][] counts = searchPieces(Subjects.example(example, size));
        long explored = 0;
        for (long[] c : counts) {
            explored += c[0];
        }
        long largestAtTheEnd = 0;
        for (int i = counts.length - counts.length / 10; i < counts.length; i++) {
            largestAtTheEnd = Math.max(largestAtTheEnd, counts[i][0]);
        }
        assertTrue(largestAtTheEnd * 100 <= explored * 2,
                "largest of the last tenth " + largestAtTheEnd + " of " + explored + " in " + counts.length + " pieces");
    }

    @Test
    void theLargestPiecesAreCutFurther() {
        // cut evenly, ArrayList(7)'s largest piece held 262,144 of 2,739,752 candidates (9.6%); balanced, 32,768 (1.2%)
        Subject subject = Subjects.example("ArrayList", 7);
        long[][] counts = searchPieces(subject);
        long explored = 0;
        long largest = 0;
        for (long[] c : counts) {
            explored += c[0];
            largest = Math.max(largest, c[0]);
        }
        assertEquals(2_739_752, explored);
        assertTrue(largest * 100 <= explored * 3, "largest piece " + largest + " of " + explored + " in " + counts.length + " pieces");
    }
}
