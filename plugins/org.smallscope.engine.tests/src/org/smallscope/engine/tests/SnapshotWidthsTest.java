package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.domains.LongVectors;
import org.smallscope.engine.tests.domains.WideVectors;

/**
 * A snapshot whose values take four bytes and whose vector positions take two keeps the suite exactly, written by the
 * reporting thread (one event per valid candidate) and by the searching threads (segments), also when a vector's largest
 * difference does not fit the writer's buffer.
 */
class SnapshotWidthsTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} threads")
    @ValueSource(ints = {1, 2})
    void wideValuesAndPositionsRoundTrip(int threads) {
        Subject subject = Generations.subject(WideVectors.class.getName(), 300);
        List<String> searched = Subjects.searchAll(subject).valid().stream().map(Structures::formatVector).toList();
        Generation.Options options = new Generation.Options(new SnapshotStore(dir.resolve("each")), null, false, threads, 0, "test", null);
        // with a checkpoint, batches run on worker threads and write segments (big's 70,000 values: ranges of them)
        Generation.Options inSegments = new Generation.Options(new SnapshotStore(dir.resolve("segments")), null, false, threads, 0, "test",
                null, Generation.Checkpointing.KEEP, null);

        Generations.Run each = Generations.generate(subject, options, SearchListener.NONE);
        Generations.Run segments = Generations.generateInSegments(subject, inSegments, SearchListener.NONE);

        assertEquals(7 * 301, searched.size(), "seven multiples of 10,000, lists of 0 to 300 nodes");
        assertTrue(subject.vectorLength() > 256, "positions take two bytes: " + subject.vectorLength());
        assertEquals(4, SnapshotFile.read(each.report().saved()).header().width(), "values take four bytes");
        assertEquals(searched, each.suite());
        assertEquals(searched, readBack(each.report().saved()));
        assertEquals(searched, segments.suite());
        assertTrue(segments.segments() > 0, "segments are written by the searching threads");
    }

    /** 25,000 cells: the largest difference between two vectors (75,005 bytes) exceeds the writer's buffer, so it is written in two passes. */
    @ParameterizedTest(name = "{0} threads")
    @ValueSource(ints = {1, 2})
    void aVectorLargerThanTheBufferRoundTrips(int threads) {
        Subject subject = Generations.subject(LongVectors.class.getName(), 25_000);
        List<String> searched = Subjects.searchAll(subject).valid().stream().map(Structures::formatVector).toList();
        Generation.Options options = new Generation.Options(new SnapshotStore(dir), null, false, threads, 0, "test", null);

        Generations.Run run = Generations.generate(subject, options, SearchListener.NONE);

        assertEquals(3, searched.size(), "three numbers, the cells there");
        assertTrue(subject.vectorLength() > 25_000, "positions take two bytes: " + subject.vectorLength());
        assertEquals(searched, readBack(run.report().saved()));
    }

    private static List<String> readBack(Path snapshot) {
        List<String> suite = new java.util.ArrayList<>();
        SnapshotFile.read(snapshot).forEachPair((candidate, successor) -> suite.add(Structures.formatVector(candidate)));
        return suite;
    }
}
