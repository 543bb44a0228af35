package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

import org.smallscope.engine.incremental.BackwardRecords;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;

/**
 * Runs one generation as the engine runs it and again with one of its switches on (a system property that turns a
 * shortcut off, e.g. {@code smallscope.search.freshStack}), each saving into its own store, and asserts that both
 * explored, found and saved the same: the differential tests of the search's shortcuts.
 */
final class SwitchDifferential {

    private final String switchName;
    private final SnapshotStore plain;
    private final SnapshotStore switched;

    /** @param dir where the two stores are made (a test's temporary folder) */
    SwitchDifferential(String switchName, Path dir) throws java.io.IOException {
        this.switchName = switchName;
        this.plain = new SnapshotStore(Files.createDirectories(dir.resolve("plain")));
        this.switched = new SnapshotStore(Files.createDirectories(dir.resolve("switched")));
    }

    /** A full search of {@code subject} on {@code threads} threads, both ways: the same explored count, suite and saved snapshot. */
    void assertFullSearchesAgree(Subject subject, int threads) throws Exception {
        Generations.Run plainRun = Generations.generate(subject, plain, null, false, threads);
        Generations.Run switchedRun = switchedOn(switchName, () -> Generations.generate(subject, switched, null, false, threads));
        assertTrue(switchedRun.suite().size() > 1, switchedRun.suite().size() + " valid");
        assertSameRuns(switchedRun, plainRun);
    }

    /**
     * {@code base} at {@code size} saved both ways on one thread, then {@code extended} reusing its snapshot (whatever the
     * estimate says) on {@code threads} threads, both ways: both incremental, with the same explored count, suite, saved
     * pairs and conjunct trail.
     */
    void assertIncrementalRunsAgree(String base, String extended, int size, int threads) throws Exception {
        Generations.generate(Generations.subject(base, size), plain, null, false, 1);
        switchedOn(switchName, () -> Generations.generate(Generations.subject(base, size), switched, null, false, 1));
        Subject subject = Generations.subject(extended, size);

        Generations.Run plainRun = Generations.generate(subject, reusing(plain, base, threads), SearchListener.NONE);
        Generations.Run switchedRun = switchedOn(switchName, () -> Generations.generate(subject, reusing(switched, base, threads), SearchListener.NONE));

        assertEquals(Mode.INCREMENTAL, plainRun.report().outcome().mode(), String.valueOf(plainRun.report().outcome().fallbackReason()));
        assertEquals(Mode.INCREMENTAL, switchedRun.report().outcome().mode());
        assertSameRuns(switchedRun, plainRun);
    }

    /** @return what {@code run} gives with system property {@code switchName} set to true */
    static <T> T switchedOn(String switchName, Supplier<T> run) {
        String old = System.getProperty(switchName);
        System.setProperty(switchName, "true");
        try {
            return run.get();
        } finally {
            if (old == null) {
                System.clearProperty(switchName);
            } else {
                System.setProperty(switchName, old);
            }
        }
    }

    private static Generation.Options reusing(SnapshotStore store, String base, int threads) {
        return new Generation.Options(store, base, true, threads, 0, "test").withPolicy(ReuseEstimate.Policy.ALWAYS);
    }

    private static void assertSameRuns(Generations.Run expected, Generations.Run actual) throws Exception {
        assertEquals(expected.report().outcome().result().explored(), actual.report().outcome().result().explored());
        assertEquals(expected.suite(), actual.suite());
        assertEquals(Generations.savedPairs(expected.report().saved()), Generations.savedPairs(actual.report().saved()));
        SnapshotFile.Contents expectedContents = SnapshotFile.read(expected.report().saved());
        SnapshotFile.Contents actualContents = SnapshotFile.read(actual.report().saved());
        assertEquals(expectedContents.header().fullReads(), actualContents.header().fullReads(), "fullReads");
        assertEquals(BackwardRecords.of(expectedContents).isPresent(), BackwardRecords.of(actualContents).isPresent());
        if (BackwardRecords.of(expectedContents).isPresent()) {
            assertEquals(Generations.savedStretches(expectedContents), Generations.savedStretches(actualContents));
            assertEquals(BackwardRecords.of(expectedContents).orElseThrow().entries(), BackwardRecords.of(actualContents).orElseThrow().entries());
        }
    }
}
