package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;

/**
 * An instrumented method leaves out the array reads it repeats in one call (issue #12): differential against a report
 * for every read ({@code -Dsmallscope.arrays.reportEveryRead=true}, in force while the subject's classes are
 * instrumented). The same candidates are explored in the same order with the same verdicts: any field read in another
 * order, or not reported, would change the next candidate Korat tries.
 */
class ArrayReadsOnceTest {

    private static final String EVERY_READ = "smallscope.arrays.reportEveryRead";
    private static final String DOMAINS = "org.smallscope.engine.tests.domains.";
    /** More than any case here explores (the largest, HeapArray(6), about 60,000): a search past it went astray. */
    private static final int AT_MOST = 1_000_000;

    @ParameterizedTest(name = "{0} size {1}")
    @CsvSource({"ArrayList, 5", "HeapArray, 6", "HashMap, 4", "UnionFind, 4", DOMAINS + "ArrayReadsEverywhere, 4", DOMAINS + "PrimitiveCells, 2",
        DOMAINS + "Shapes, 3", DOMAINS + "SortedBits, 70"})
    void repeatedReadsLeftOutExploreWhatEveryReadReportedDoes(String name, int size) {
        List<String> once = transcript(Generations.subject(name, size));
        List<String> everyRead = SwitchDifferential.switchedOn(EVERY_READ, () -> transcript(Generations.subject(name, size)));

        assertTrue(everyRead.size() > 100, everyRead.size() + " candidates explored");
        assertTrue(everyRead.stream().anyMatch(c -> c.endsWith("valid")), "no valid candidate");
        assertEquals(everyRead.size(), once.size());
        assertEquals(everyRead, once);
    }

    /** @return every candidate a one-thread search of {@code subject} explores, in order, with its verdict */
    private static List<String> transcript(Subject subject) {
        List<String> explored = new ArrayList<>();
        SearchResult result = Search.over(subject).listener(new SearchListener() {
            @Override
            public boolean wantsExplored() {
                return true;
            }

            @Override
            public void candidateExplored(int[] candidate, boolean valid) {
                if (explored.size() == AT_MOST) {
                    throw new AssertionError(subject.className() + ": more than " + AT_MOST + " candidates explored");
                }
                explored.add(Arrays.toString(candidate) + (valid ? " valid" : " invalid"));
            }
        }).build().run();
        assertEquals(explored.size(), result.explored());
        return explored;
    }
}
