package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;

/**
 * A parallel run buffers each batch's valid candidates until their turn; beyond a bound they go to disk, so a large
 * suite cannot exhaust memory. With a tiny bound every batch spills, and the run reports exactly the sequential run.
 */
class LargeSuitesTest {

    @Test
    void batchesThatSpillToDiskReportExactlyTheSequentialRun() {
        Subject subject = Subjects.example("ArrayList", 4);
        List<String> sequential = transcript(subject, 1);
        String old = System.getProperty("smallscope.batchMemoryBytes");
        System.setProperty("smallscope.batchMemoryBytes", "7");
        try {
            assertEquals(sequential, transcript(subject, 2));
            assertEquals(sequential, transcript(subject, 3));
        } finally {
            if (old == null) {
                System.clearProperty("smallscope.batchMemoryBytes");
            } else {
                System.setProperty("smallscope.batchMemoryBytes", old);
            }
        }
        assertEquals(975 * 2 + 2, sequential.size(), "ArrayList(4): 975 valid lists, each with its successor, plus start and end");
    }

    /** @return every valid candidate and successor reported, in order, and the counts */
    private static List<String> transcript(Subject subject, int threads) {
        List<String> lines = new ArrayList<>();
        SearchListener record = Transcript.into(lines);
        SearchResult result = threads == 1 ? Search.over(subject).listener(record).build().run()
                : new ParallelRunner(subject, threads, 0, record).runFullSearch();
        assertEquals(Outcome.COMPLETED, result.outcome());
        lines.add(0, "explored " + result.explored());
        lines.add("valid " + result.valid());
        return lines;
    }
}
