package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.search.RunControl;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;

/** The counts a run reports while it runs (the progress events' source) never exceed what it explored and found in the end. */
class ProgressCountsTest {

    @TempDir
    Path dir;

    /** Polls {@code run} as fast as it can while {@code body} runs; @return the highest counts seen */
    private static long[] highest(RunControl run, Runnable body) throws InterruptedException {
        AtomicBoolean done = new AtomicBoolean();
        AtomicLong explored = new AtomicLong();
        AtomicLong valid = new AtomicLong();
        Thread poller = new Thread(() -> {
            while (!done.get()) {
                explored.accumulateAndGet(run.exploredSoFar(), Math::max);
                valid.accumulateAndGet(run.validSoFar(), Math::max);
            }
        });
        poller.start();
        try {
            body.run();
        } finally {
            done.set(true);
            poller.join();
        }
        return new long[] {Math.max(explored.get(), run.exploredSoFar()), Math.max(valid.get(), run.validSoFar())};
    }

    @ParameterizedTest(name = "{0}({1}) on {2} threads")
    @CsvSource({"BSTP, 7, 2", "DLLU, 6, 2", "BSTP, 7, 1"})
    void aFullSearchNeverReportsMoreThanItFinishesWith(String example, int size, int threads) throws InterruptedException {
        ParallelRunner runner = new ParallelRunner(Generations.subject(example, size), threads, 0, SearchListener.NONE);
        SearchResult[] result = new SearchResult[1];

        long[] seen = highest(runner, () -> result[0] = runner.runFullSearch());

        assertEquals(result[0].explored(), seen[0], "the highest explored count polled is the final one");
        assertEquals(result[0].valid(), seen[1]);
    }

    @ParameterizedTest(name = "{0}->{1}({2}) on {3} threads")
    @CsvSource({"BST, BSTP, 6, 1", "BST, BSTP, 6, 2", "DLLU, DLLS, 6, 2"})
    void anIncrementalRunNeverReportsMoreThanItFinishesWith(String base, String extended, int size, int threads) throws InterruptedException {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject(base, size), store, null, false, 1);
        Subject subject = Generations.subject(extended, size);
        Generation generation = new Generation(subject, new Generation.Options(store, base, true, threads, 0, "test"));
        Generation.Report[] report = new Generation.Report[1];

        long[] seen = highest(generation, () -> report[0] = generation.run(SearchListener.NONE));

        assertEquals(org.smallscope.engine.protocol.Mode.INCREMENTAL, report[0].outcome().mode());
        assertTrue(seen[0] <= report[0].outcome().result().explored(), seen[0] + " > " + report[0].outcome().result().explored());
        assertTrue(seen[1] <= report[0].outcome().result().valid(), seen[1] + " > " + report[0].outcome().result().valid());
    }
}
