package org.smallscope.engine.tests;

import org.smallscope.engine.protocol.Outcome;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.examples.PaperTables;

/** The core paper's Table II, cell by cell: explored and valid counts of every subject at sizes 4 to 8. */
class OracleCountsTest {

    /** Largest size checked; {@code -Dsmallscope.oracle.maxSize=10} checks the whole table (slow). */
    private static final int MAX_SIZE = Integer.getInteger("smallscope.oracle.maxSize", 8);

    static Stream<Arguments> cells() {
        return Stream.of(PaperTables.subjects())
                .flatMap(subject -> IntStream.rangeClosed(PaperTables.MIN_SIZE, MAX_SIZE).mapToObj(n -> Arguments.of(subject, n)));
    }

    @ParameterizedTest(name = "{0} size {1}")
    @MethodSource("cells")
    void exploredAndValidCountsEqualTableII(String subject, int size) {
        SearchResult result = Subjects.searchAll(Subjects.example(subject, size)).result();

        assertEquals(Outcome.COMPLETED, result.outcome());
        assertEquals(PaperTables.valid(subject, size).orElseThrow(), result.valid(), "valid " + subject + " " + size);
        assertEquals(PaperTables.explored(subject, size).orElseThrow(), result.explored(), "explored " + subject + " " + size);
        assertEquals(0, result.predicateExceptions());
    }
}
