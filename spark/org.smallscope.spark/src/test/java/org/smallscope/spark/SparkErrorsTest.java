package org.smallscope.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.door.Batches;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;
import org.smallscope.spark.subjects.Endless;
import org.smallscope.spark.subjects.Troubled;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;

/** A subject's errors in Spark tasks end the run as they do locally; cancelling stops the tasks on the executors. */
class SparkErrorsTest {

    @TempDir
    Path dir;

    @Test
    void exceptionsOfRepOkAreCountedAndNamedAsLocally() throws Exception {
        SearchResult[] both = troubled(1, 0);
        SearchResult local = both[0];
        SearchResult spark = both[1];

        assertEquals(Outcome.COMPLETED, spark.outcome());
        assertEquals(6, local.predicateExceptions());
        assertEquals(local.predicateExceptions(), spark.predicateExceptions());
        assertEquals(local.valid(), spark.valid());
        assertNotNull(spark.firstException());
        assertEquals(local.firstException().toString(), spark.firstException().getMessage(), "the user's exception travels as its text");
        assertArrayEquals(local.firstExceptionCandidate(), spark.firstExceptionCandidate());
    }

    @Test
    void aCandidateTimeoutStopsTheRunWithTheSameErrorAsLocally() throws Exception {
        SearchResult[] both = troubled(2, 300);
        SearchResult local = both[0];
        SearchResult spark = both[1];

        assertEquals(Outcome.FAILED, local.outcome());
        assertEquals(Outcome.FAILED, spark.outcome());
        assertEquals(EngineError.CANDIDATE_TIMEOUT, spark.failure().error());
        assertEquals(local.failure().getMessage(), spark.failure().getMessage());
        awaitNoActiveJobs();
    }

    @Test
    void cancellingARunKillsItsTasksEvenInEndlessRepOks() throws Exception {
        Subject subject = Runs.load(Endless.class.getName());
        Path store = Files.createDirectory(dir.resolve("s"));
        try (SparkBatchExecutor executor = new SparkBatchExecutor(LocalSpark.context(), Runs.shipped(Endless.class.getName()), false)) {
            // no time limit: some tasks never end unless Spark's kill reaches their search
            Generation generation = new Generation(subject, new Generation.Options(new SnapshotStore(store), null, true, 1, 0, "test")
                    .executingOn(Batches.forEngine(executor)));
            AtomicReference<Generation.Report> report = new AtomicReference<>();
            Thread run = new Thread(() -> report.set(generation.run(SearchListener.NONE)), "spark-run");
            run.start();
            assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
                while (LocalSpark.context().statusTracker().getActiveJobIds().length == 0) {
                    Thread.sleep(20);
                }
                Thread.sleep(500);
                generation.control().cancel();
                run.join();
            });
            assertEquals(Outcome.CANCELLED, report.get().outcome().result().outcome());
            assertEquals(null, report.get().saved(), "a cancelled run saves no snapshot");
        }
        awaitNoActiveJobs();
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (threadsIn(Endless.class) > 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(0, threadsIn(Endless.class), "task threads still run the endless repOk");
    }

    /** @return how many threads run code of {@code type} (as loaded by any class loader) */
    private static long threadsIn(Class<?> type) {
        return Thread.getAllStackTraces().values().stream()
                .filter(stack -> java.util.Arrays.stream(stack).anyMatch(f -> f.getClassName().equals(type.getName()))).count();
    }

    /** @return the results of generating {@link Troubled} with {@code maxMode} on one local thread, then on Spark */
    private SearchResult[] troubled(int maxMode, long timeoutMillis) throws java.io.IOException {
        Subject subject = Runs.load(Troubled.class.getName(), maxMode);
        SearchResult local = Runs.generate(subject, Files.createDirectory(dir.resolve("l")), null, timeoutMillis, SearchListener.NONE)
                .report().outcome().result();
        try (SparkBatchExecutor executor = new SparkBatchExecutor(LocalSpark.context(), Runs.shipped(Troubled.class.getName(), maxMode), false)) {
            return new SearchResult[] {local, Runs.generate(subject, Files.createDirectory(dir.resolve("s")), executor, timeoutMillis,
                    SearchListener.NONE).report().outcome().result()};
        }
    }

    /** Spark's jobs all end (their tasks were killed or finished) within a few seconds. */
    private static void awaitNoActiveJobs() throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (LocalSpark.context().statusTracker().getActiveJobIds().length > 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(0, LocalSpark.context().statusTracker().getActiveJobIds().length, "jobs still running");
        assertTrue(LocalSpark.context().sc().isStopped() == false);
    }
}
