package org.smallscope.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Differential: a generation run as Spark tasks in local mode reports exactly what one local thread reports (every
 * valid candidate and successor in order, the counts) and saves the same snapshot, full and incremental.
 */
class SparkGenerationTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}({1}) full")
    @CsvSource({"BST,7", "BSTP,6", "DLLU,6", "RBT,6"})
    void fullGenerationOnSparkEqualsOneThread(String example, int size) throws Exception {
        Subject subject = Runs.load(example, size);
        Runs.Run local = Runs.generate(subject, Files.createDirectory(dir.resolve("local")), null, 0, SearchListener.NONE);
        Runs.Run spark;
        try (SparkBatchExecutor executor = new SparkBatchExecutor(LocalSpark.context(), Runs.shipped(example, size), false)) {
            spark = Runs.generate(subject, Files.createDirectory(dir.resolve("spark")), executor, 0, SearchListener.NONE);
        }

        SearchResult l = local.report().outcome().result();
        SearchResult s = spark.report().outcome().result();
        assertEquals(Outcome.COMPLETED, s.outcome());
        assertEquals(Mode.FULL, spark.report().outcome().mode());
        assertEquals(l.explored(), s.explored(), "explored");
        assertEquals(l.valid(), s.valid(), "valid");
        assertTrue(l.valid() > 0);
        assertEquals(local.transcript(), spark.transcript());
        assertEquals(local.snapshot(), spark.snapshot());
    }

    @Test
    void incrementalGenerationOnSparkEqualsOneThread() throws Exception {
        Path store = Files.createDirectory(dir.resolve("store"));
        Runs.Run base = Runs.generate(Runs.load("BST", 6), store, null, 0, SearchListener.NONE);
        Path localStore = Files.createDirectory(dir.resolve("local"));
        Path sparkStore = Files.createDirectory(dir.resolve("spark"));
        Files.copy(base.report().saved(), localStore.resolve(base.report().saved().getFileName()));
        Files.copy(base.report().saved(), sparkStore.resolve(base.report().saved().getFileName()));
        Subject bstp = Runs.load("BSTP", 6);

        Runs.Run local = Runs.generate(bstp, localStore, "BST", null, 0, SearchListener.NONE);
        Runs.Run spark;
        try (SparkBatchExecutor executor = new SparkBatchExecutor(LocalSpark.context(), Runs.shipped("BSTP", 6), false)) {
            spark = Runs.generate(bstp, sparkStore, "BST", executor, 0, SearchListener.NONE);
        }

        assertEquals(Mode.INCREMENTAL, local.report().outcome().mode());
        assertEquals(Mode.INCREMENTAL, spark.report().outcome().mode());
        assertEquals(local.report().outcome().mixedRanges(), spark.report().outcome().mixedRanges());
        assertEquals(local.report().outcome().result().explored(), spark.report().outcome().result().explored(), "explored");
        assertEquals(local.transcript(), spark.transcript());
        assertTrue(local.transcript().size() > 0);
        assertEquals(local.snapshot(), spark.snapshot());
    }
}
