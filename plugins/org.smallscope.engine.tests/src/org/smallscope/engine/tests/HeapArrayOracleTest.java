package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.SearchResult;

/**
 * HeapArray (size 0..n, one int[] of length 0..n, elements -1..n): valid counts of the UDITA paper's Fig. 13 at n = 6
 * and 7 (1,005,075 at 8 is checked by {@code ./smallscope bench}), and explored counts of Korat 1.0's rules for arrays
 * (layout length, elements; array field fixed; elements read before the bounds check; touch below the length), as
 * worked out from its source in docs/design/korat-finitization-semantics.md and reproduced there by a separate model.
 */
class HeapArrayOracleTest {

    @ParameterizedTest(name = "HeapArray({0})")
    @CsvSource({"1,8,4", "2,45,15", "3,240,66", "4,1425,320", "5,8916,1919", "6,64533,13139", "7,519968,117562"})
    void countsEqualKoratsAndTheUditaPaper(int n, long explored, long valid) {
        SearchResult result = Subjects.searchAll(Subjects.example("HeapArray", n)).result();

        assertEquals(Outcome.COMPLETED, result.outcome());
        assertEquals(valid, result.valid(), "valid");
        assertEquals(explored, result.explored(), "explored");
        assertEquals(0, result.predicateExceptions());
        org.smallscope.examples.PaperTables.heapArray(n).ifPresent(oracle -> assertEquals(java.util.List.of(explored, valid),
                java.util.List.of(oracle[0], oracle[1]), "the oracle the CLI checks against"));
    }
}
