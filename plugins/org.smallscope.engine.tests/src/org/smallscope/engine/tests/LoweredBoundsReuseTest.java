package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.loops.SortedWalk;

/**
 * Lowered bounds filter the saved suite (issue #39, item 6): with repOk unchanged and every domain the base's first
 * values, the valid candidates of the smaller space are the stored ones that lie in it, each checked again; the suite
 * equals the full search's, set for set and in order, on one and two threads. Bounds that are not a prefix are refused.
 */
class LoweredBoundsReuseTest {

    @TempDir
    Path dir;

    static Stream<Arguments> lowerings() {
        return IntStream.rangeClosed(1, 4).boxed().flatMap(n -> Stream.of(Arguments.of(n + 1, n, 1), Arguments.of(n + 2, n, 2)));
    }

    @ParameterizedTest(name = "SortedWalk {0} -> {1} on {2} threads")
    @MethodSource("lowerings")
    void aLoweredBoundFiltersTheSavedSuiteAndGivesTheFullSearchsSuite(int from, int to, int threads) {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject(SortedWalk.class.getName(), from), store, null, false, 1);
        Subject lower = Generations.subject(SortedWalk.class.getName(), to);

        Generations.Run filtered = Generations.generate(lower, new Generation.Options(store, null, true, threads, 0, "test")
                .withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE);
        Generations.Run byDefault = Generations.generate(lower, store, null, true, threads);
        Generations.Run full = Generations.generate(lower, null, null, false, 1);

        assertEquals(Mode.INCREMENTAL, filtered.report().outcome().mode(), String.valueOf(filtered.report().outcome().fallbackReason()));
        assertEquals(full.suite(), filtered.suite());
        assertEquals(full.report().outcome().result().valid(), filtered.report().outcome().result().valid());
        assertEquals(filtered.report().outcome().result().valid(), filtered.report().outcome().result().explored(),
                "only the stored candidates in the bounds are checked, and all of them are valid");
        assertTrue(filtered.report().outcome().estimate().reason().contains("filtering the "), filtered.report().outcome().estimate().reason());
        assertEquals(full.suite(), byDefault.suite());
    }

    @Test
    void theFilteredSuiteIsSavedAndServesTheNextEdit() {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject(SortedWalk.class.getName(), 5), store, null, false, 1);
        Generations.generate(Generations.subject(SortedWalk.class.getName(), 4), new Generation.Options(store, null, true, 1, 0, "test")
                .withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE);
        Subject three = Generations.subject(SortedWalk.class.getName(), 3);

        Generations.Run again = Generations.generate(three, new Generation.Options(store, null, true, 1, 0, "test")
                .withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE);

        assertEquals(Mode.INCREMENTAL, again.report().outcome().mode(), String.valueOf(again.report().outcome().fallbackReason()));
        assertEquals(Generations.generate(three, null, null, false, 1).suite(), again.suite());
    }

    @Test
    void aBoundWhoseValuesAreNotTheBasesFirstOnesIsRefusedAndSaysWhich() {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject("BST", 4), store, null, false, 1);
        Subject three = Generations.subject("BST", 3);

        Generations.Run run = Generations.generate(three, new Generation.Options(store, null, true, 1, 0, "test")
                .withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE);

        // BST fixes size at n: the size 3 of BST(3) is no value of BST(4)'s size
        assertEquals(Mode.FULL, run.report().outcome().mode());
        assertEquals(Generations.generate(three, null, null, false, 1).suite(), run.suite());
    }
}
