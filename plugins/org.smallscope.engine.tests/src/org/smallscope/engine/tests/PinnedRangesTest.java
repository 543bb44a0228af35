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
import org.smallscope.engine.incremental.Compatibility;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;

/**
 * Reuse where the new conjuncts read base fields in another order than the base search enumerated them (the base only
 * touched them): the stored candidates are searched as floor-pinned stretches, and the run must give the full search's
 * suite, vector for vector and in order, with the same successors; and on the paper's pairs, where the ordinary mixed
 * ranges work, a floor-pinned plan must explore exactly what they explore.
 */
class PinnedRangesTest {

    private static final String EDITS = "org.smallscope.engine.tests.edits.";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} -> {1} at {2}, {3} threads")
    @CsvSource({"IntList, SortedIntList, '4,4', 1", "IntList, SortedIntList, '6,6', 1", "IntList, SortedIntList, '6,6', 2",
        "IntList, SortedIntList, '5,3', 2", "BSTKeysUnchecked, BST, 4, 1", "BSTKeysUnchecked, BST, 5, 2",
        "BSTKeysUnchecked, BSTHeapOrdered, 4, 1", "BSTKeysUnchecked, BSTHeapOrdered, 5, 2"})
    void forcedReuseGivesTheFullSearchsSuiteInOrder(String base, String extended, String args, int threads) {
        int[] bounds = java.util.Arrays.stream(args.split(",")).mapToInt(Integer::parseInt).toArray();
        SnapshotStore bases = new SnapshotStore(dir.resolve("base"));
        Generations.generate(Generations.subject(name(base), bounds), bases, null, false, 1);
        Subject subject = Generations.subject(name(extended), bounds);
        Generations.Run full = Generations.generate(subject, new SnapshotStore(dir.resolve("full")), null, false, 1);

        Generation.Options forced = new Generation.Options(new SnapshotStore(dir.resolve("reused")), bases.list().get(0).file().toString(), true,
                threads, 0, "test").withPolicy(ReuseEstimate.Policy.ALWAYS);
        Generations.Run reused = Generations.generate(subject, forced, SearchListener.NONE);

        assertEquals(Mode.INCREMENTAL, reused.report().outcome().mode(), String.valueOf(reused.report().outcome().fallbackReason()));
        assertTrue(reused.report().outcome().result().explored() <= full.report().outcome().result().explored());
        assertTrue(full.suite().size() > 1, full.suite().size() + " valid");
        assertEquals(full.suite(), reused.suite());
        assertEquals(pairs(full.report().saved()), pairs(reused.report().saved()), "every valid candidate keeps its true successor");
    }

    @ParameterizedTest(name = "{0} -> {1} at {2}, {3} threads")
    @CsvSource({"BST, BSTP, 5, 1", "BST, BSTP, 6, 2", "BSTP, RBT, 6, 2", "BT, BST, 5, 2", "DLL, DLLU, 5, 2", "DLLU, DLLS, 5, 1",
        "TreeMap, TreeBag, 5, 2", "TreeSet6, TreeSet7, 6, 1"})
    void onThePapersPairsPinnedStretchesExploreWhatMixedRangesDo(String base, String extended, int size, int threads) {
        SnapshotStore bases = new SnapshotStore(dir.resolve("base"));
        Generations.generate(Generations.subject(base, size), bases, null, false, 1);
        Subject subject = Generations.subject(extended, size);
        Generations.Run ordinary = Generations.generate(subject, new SnapshotStore(dir.resolve("ordinary")),
                bases.list().get(0).file().toString(), true, 1);
        assertEquals(Mode.INCREMENTAL, ordinary.report().outcome().mode());

        SnapshotFile.Contents contents = SnapshotFile.read(bases.list().get(0).file());
        Compatibility verdict = Compatibility.check(contents.header().descriptor(), subject);
        ParallelRunner planner = new ParallelRunner(subject, threads, 0, SearchListener.NONE);
        List<Range> plan = planner.planPinned(contents.pairs(verdict.baseSlotOf()), verdict.newSlots());
        assertNotNull(plan);
        List<Range> pieces = threads > 1 ? planner.cutMixedRanges(plan) : plan;
        List<String> suite = new ArrayList<>();
        List<String> successors = new ArrayList<>();
        SearchResult pinned = new ParallelRunner(subject, threads, 0, new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                suite.add(Structures.formatVector(candidate));
            }

            @Override
            public void successorFound(int[] next) {
                successors.add(next == null ? "end" : Structures.formatVector(next));
            }
        }).run(pieces.iterator(), pieces.size(), false);

        assertEquals(ordinary.report().outcome().result().explored(), pinned.explored());
        assertEquals(ordinary.suite(), suite);
        List<String> pinnedPairs = new ArrayList<>();
        for (int i = 0; i < suite.size(); i++) {
            pinnedPairs.add(suite.get(i) + " -> " + successors.get(i));
        }
        assertEquals(pairs(ordinary.report().saved()), pinnedPairs);
    }

    private static String name(String example) {
        return example.startsWith("BSTKeys") || example.startsWith("BSTHeap") ? EDITS + example : example;
    }

    /** @return a saved snapshot's (valid candidate, successor) pairs as text */
    private static List<String> pairs(Path snapshot) {
        List<String> lines = new ArrayList<>();
        SnapshotFile.read(snapshot).forEachPair((cv, next) -> lines.add(Structures.formatVector(cv) + " -> "
                + (next == null ? "end" : Structures.formatVector(next))));
        return lines;
    }
}
