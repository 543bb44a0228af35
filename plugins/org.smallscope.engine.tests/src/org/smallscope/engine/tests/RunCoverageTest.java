package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.run.SubjectRun;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;

/**
 * The share of its work a run says is done ({@code covered} of each {@code progress} event): it never goes down (until a
 * restart), and the last event says exactly 1 for full searches on one thread and on several, for incremental runs over
 * mixed ranges (whole or cut into pieces), floor-pinned stretches and backward runs.
 */
class RunCoverageTest {

    @TempDir
    Path dir;

    /** @return the progress events of {@code request} after its last restart */
    private static List<RunEvent.Progress> progress(SubjectRun.Request request, Mode expectedMode) {
        List<RunEvent> events = new ArrayList<>();
        SubjectRun.Result result = new SubjectRun(request.sending(false, true, false)).run(e -> {
            synchronized (events) {
                events.add(e);
            }
        }, SearchListener.NONE);
        assertEquals(expectedMode, result.mode(), result.generation() == null ? "" : String.valueOf(result.generation().outcome().fallbackReason()));
        List<RunEvent.Progress> ticks = new ArrayList<>();
        for (RunEvent e : events) {
            if (e instanceof RunEvent.Restarted) {
                ticks.clear();
            } else if (e instanceof RunEvent.Progress p) {
                ticks.add(p);
            }
        }
        assertTrue(!ticks.isEmpty(), "the run ends with a progress event");
        assertEquals(result.search().explored(), ticks.get(ticks.size() - 1).explored());
        return ticks;
    }

    private static void assertMonotoneToOne(List<RunEvent.Progress> ticks) {
        double last = 0;
        for (RunEvent.Progress p : ticks) {
            assertNotNull(p.covered(), "every tick of a run says how much is covered: " + p);
            assertTrue(p.covered() >= last && p.covered() <= 1, "covered never goes down nor beyond 1: " + last + " then " + p.covered());
            last = p.covered();
        }
        RunEvent.Progress end = ticks.get(ticks.size() - 1);
        assertEquals(1.0, end.covered(), 0.0, "the last tick says all is covered: " + end);
        assertEquals(0L, end.remainingMillis(), "nothing is left at the end");
    }

    @ParameterizedTest(name = "{0}({1}) on {2} threads")
    @CsvSource({"BST, 5, 1", "BSTP, 6, 2", "RBT, 5, 3", "DLL, 5, 2", "TreeMap, 4, 1"})
    void aFullSearchCoversItsWholeSpace(String example, int size, int threads) {
        Subject subject = Generations.subject(example, size);

        assertMonotoneToOne(progress(SubjectRun.Request.full(subject, threads, 0), Mode.FULL));
    }

    @ParameterizedTest(name = "{0}->{1}({2}) on {3} threads")
    @CsvSource({"BST, BSTP, 6, 1", "BST, BSTP, 6, 2", "BSTP, RBT, 5, 2", "DLL, DLLU, 6, 2", "DLL, DLLU, 5, 1"})
    void anIncrementalRunCoversItsMixedRanges(String base, String extended, int size, int threads) {
        assertMonotoneToOne(progress(afterBase(base, extended, size, threads), Mode.INCREMENTAL));
    }

    /** @return a generation of {@code edited} that reuses a snapshot of {@code base} made first */
    private SubjectRun.Request afterBase(String base, String edited, int size, int threads) {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject(base, size), store, null, false, 1);
        Generation.Options options = new Generation.Options(store, base, true, threads, 0, "test").withPolicy(ReuseEstimate.Policy.ALWAYS);
        return SubjectRun.Request.generation(Generations.subject(edited, size), options);
    }

    @ParameterizedTest(name = "{0}->{1}({2}) on {3} threads")
    @CsvSource({"DLLS, DLLU, 6, 1", "DLLS, DLLU, 6, 2", "RBT, BSTP, 5, 2"})
    void aBackwardRunCoversItsStretches(String base, String weakened, int size, int threads) {
        assertMonotoneToOne(progress(afterBase(base, weakened, size, threads), Mode.INCREMENTAL_BACKWARD));
    }

    @ParameterizedTest(name = "BSTKeysUnchecked -> BST({0}) on {1} threads")
    @CsvSource({"4, 1", "5, 2"})
    void floorPinnedStretchesAreCoveredToo(int size, int threads) {
        SnapshotStore store = new SnapshotStore(dir);
        String edits = "org.smallscope.engine.tests.edits.";
        Generations.generate(Generations.subject(edits + "BSTKeysUnchecked", size), store, null, false, 1);
        Generation.Options options = new Generation.Options(store, store.list().get(0).file().toString(), true, threads, 0, "test")
                .withPolicy(ReuseEstimate.Policy.ALWAYS);

        assertMonotoneToOne(progress(SubjectRun.Request.generation(Generations.subject("BST", size), options), Mode.INCREMENTAL));
    }

    @ParameterizedTest(name = "{0}({1}) from the first to the third valid candidate")
    @CsvSource({"BST, 4"})
    void aRangeOfUnknownSizeSaysNothingOfItsShare(String example, int size) {
        Subject subject = Generations.subject(example, size);
        List<int[]> valid = new ArrayList<>();
        org.smallscope.engine.search.Search.over(subject).listener(new SearchListener() {
            @Override
            public void validFound(int[] candidate, org.smallscope.engine.subject.CandidateHeap heap, long ordinal) {
                valid.add(candidate.clone());
            }
        }).build().run();

        List<RunEvent.Progress> ticks = progress(SubjectRun.Request.range(subject, valid.get(0), valid.get(2), 0), Mode.FULL);

        assertTrue(ticks.stream().allMatch(p -> p.covered() == null && p.remainingMillis() == null), "no share: " + ticks);
        assertEquals(2, ticks.get(ticks.size() - 1).valid(), "the range holds the first two valid candidates");
    }
}
