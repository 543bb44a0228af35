package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.Conjunct;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.loops.CountedWalk;
import org.smallscope.engine.tests.loops.RecountedWalk;
import org.smallscope.engine.tests.loops.SortedWalk;
import org.smallscope.engine.tests.loops.WalkedList;

/**
 * A repOk written as one loop ending in {@code return true} reuses its snapshot when checks are added before that return
 * (issue #39, item 6): the loop is the first conjunct, each added check a conjunct after it, a check reading the loop's
 * counter chained to the code before it. Each reuse gives the full search's suite; an edit of the loop is refused.
 */
class LoopStyleReuseTest {

    @TempDir
    Path dir;

    private static Subject subject(Class<?> c, int n) {
        return Generations.subject(c.getName(), n);
    }

    private static List<String> hashes(Class<?> c) {
        return subject(c, 2).conjuncts().stream().map(Conjunct::hash).toList();
    }

    @Test
    void aCheckAddedBeforeTheLoopsReturnIsANewConjunctAfterTheLoop() {
        List<String> walked = hashes(WalkedList.class);
        List<String> counted = hashes(CountedWalk.class);
        List<String> sorted = hashes(SortedWalk.class);

        assertEquals(1, walked.size());
        assertEquals(2, counted.size());
        assertEquals(3, sorted.size());
        assertEquals(walked, counted.subList(0, 1));
        assertEquals(counted, sorted.subList(0, 2));
    }

    @Test
    void aCheckThatReadsTheLoopsCounterChangesWithTheLoop() {
        List<String> counted = hashes(CountedWalk.class);
        List<String> recounted = hashes(RecountedWalk.class);

        assertEquals(2, recounted.size());
        assertEquals(counted.get(0), recounted.get(0), "the loop's verdict does not depend on what it counts");
        assertNotEquals(counted.get(1), recounted.get(1), "the same `count != size` means something else after another loop");
    }

    static Stream<Arguments> extensions() {
        return Stream.of(new Class<?>[][] {{WalkedList.class, CountedWalk.class}, {CountedWalk.class, SortedWalk.class},
            {WalkedList.class, SortedWalk.class}, {org.smallscope.examples.everyday.HeapArray.class, org.smallscope.examples.everyday.HeapArrayCapped.class}}).flatMap(p -> IntStream.rangeClosed(1, 5).mapToObj(n -> Arguments.of(p[0], p[1], n)));
    }

    @ParameterizedTest(name = "{0} -> {1} size {2}")
    @MethodSource("extensions")
    void aLoopStyleRepOkExtendedBeforeItsReturnReusesItsSnapshotAndGivesTheFullSuite(Class<?> base, Class<?> edited, int n) {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(subject(base, n), store, null, false, 1);
        Subject ext = subject(edited, n);

        Generations.Run byDefault = Generations.generate(ext, store, base.getName(), true, 2);
        Generations.Run reused = Generations.generate(ext, new Generation.Options(store, base.getName(), true, 2, 0, "test")
                .withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE);
        Generations.Run full = Generations.generate(ext, null, null, false, 1);

        // the base is compatible: by default the run only weighs its cost (this list's suites are most of its space)
        assertTrue(byDefault.report().outcome().mode() == Mode.INCREMENTAL || byDefault.report().outcome().estimate() != null,
                String.valueOf(byDefault.report().outcome().fallbackReason()));
        assertEquals(full.suite(), byDefault.suite());
        assertEquals(Mode.INCREMENTAL, reused.report().outcome().mode(), String.valueOf(reused.report().outcome().fallbackReason()));
        assertEquals(full.suite(), reused.suite());
        assertEquals(full.report().outcome().result().valid(), reused.report().outcome().result().valid());
        assertTrue(reused.report().outcome().result().explored() < full.report().outcome().result().explored() || n == 1);
    }

    @ParameterizedTest(name = "size {0}")
    @MethodSource("sizes")
    void aCheckDroppedFromBeforeTheReturnGivesTheFullSuite(int n) {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(subject(SortedWalk.class, n), store, null, false, 1);
        Subject weaker = subject(CountedWalk.class, n);

        Generations.Run reused = Generations.generate(weaker, new Generation.Options(store, SortedWalk.class.getName(), true, 2, 0, "test")
                .withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE); // the estimate may find it saves nothing

        assertEquals(Generations.generate(weaker, null, null, false, 1).suite(), reused.suite());
        assertEquals(Mode.INCREMENTAL_BACKWARD, reused.report().outcome().mode(), String.valueOf(reused.report().outcome().fallbackReason()));
    }

    @ParameterizedTest(name = "size {0}")
    @MethodSource("sizes")
    void aWeakeningsReuseIsWeighedByWhatItsStretchesHeldInTheBaseRun(int n) {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.Run base = Generations.generate(subject(CountedWalk.class, n), store, null, false, 1);
        Subject weaker = subject(WalkedList.class, n);

        Generations.Run byDefault = Generations.generate(weaker, store, CountedWalk.class.getName(), true, 1);
        Generations.Run never = Generations.generate(weaker, new Generation.Options(store, CountedWalk.class.getName(), true, 1, 0, "test")
                .withPolicy(ReuseEstimate.Policy.NEVER), SearchListener.NONE);
        Generations.Run always = Generations.generate(weaker, new Generation.Options(store, CountedWalk.class.getName(), true, 1, 0, "test")
                .withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE);

        ReuseEstimate estimate = byDefault.report().outcome().estimate();
        long full = never.report().outcome().result().explored();
        long again = always.report().outcome().result().explored();
        long baseExplored = base.report().outcome().result().explored();
        assertEquals(Mode.INCREMENTAL_BACKWARD, always.report().outcome().mode(), String.valueOf(always.report().outcome().fallbackReason()));
        java.util.regex.Matcher held = java.util.regex.Pattern.compile("which held ([0-9,]+) of the base's explored").matcher(String.valueOf(estimate));
        assertTrue(held.find(), String.valueOf(estimate));
        // what the kept conjunct rejects is the same in both searches: the base run's count outside the stretches is what the reuse saves
        assertEquals(full - again, baseExplored - Long.parseLong(held.group(1).replace(",", "")), estimate.reason());
        long setUp = Math.round(always.report().outcome().reusedTests() * (ReuseEstimate.DECODE + ReuseEstimate.RANGE_SETUP));
        assertEquals(full - again > setUp ? Mode.INCREMENTAL_BACKWARD : Mode.FULL, byDefault.report().outcome().mode(),
                "chosen when it saves more than its stretches' set-up: saves " + (full - again) + ", set-up " + setUp + "; " + estimate.reason());
        assertEquals(Mode.FULL, never.report().outcome().mode(), "--reuse never searches in full, backwards too");
        assertEquals(never.suite(), byDefault.suite());
        assertEquals(never.suite(), always.suite());
    }

    static IntStream sizes() {
        return IntStream.rangeClosed(1, 5);
    }

    @Test
    void aLoopThatCountsOtherwiseKeepsOnlyTheLoopsConjunct() {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(subject(CountedWalk.class, 4), store, null, false, 1);
        Subject edited = subject(RecountedWalk.class, 4);

        Generations.Run run = Generations.generate(edited, new Generation.Options(store, CountedWalk.class.getName(), true, 1, 0, "test")
                .withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE); // the estimate may find it saves nothing

        // the check after the loop changed meaning: only the loop's verdicts are kept, the check's rejections searched again
        assertEquals(Mode.INCREMENTAL_BACKWARD, run.report().outcome().mode(), String.valueOf(run.report().outcome().fallbackReason()));
        assertEquals(Generations.generate(edited, null, null, false, 1).suite(), run.suite());
    }
}
