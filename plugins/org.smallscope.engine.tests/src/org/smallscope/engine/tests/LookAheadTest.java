package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.search.prune.LookAhead;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.tests.lookahead.MarkedList;
import org.smallscope.engine.tests.lookahead.ScratchMaskList;
import org.smallscope.engine.tests.lookahead.SizedEntryList;
import org.smallscope.engine.tests.lookahead.WalkedTree;
import org.smallscope.examples.Examples;

/**
 * The differential test of conjunct look-ahead ({@link LookAhead}): on every bundled example and on subjects written in
 * other styles, a search that looks ahead finds exactly the valid candidates of the Korat-exact search, in the same order,
 * exploring no more candidates.
 */
class LookAheadTest {

    /** What one search found. */
    record Run(SearchResult result, List<int[]> valid) {
    }

    static Run search(Subject subject, boolean exact, int[] from, int[] to) {
        List<int[]> valid = new ArrayList<>();
        SearchResult r = Search.over(subject).from(from).to(to).koratExact(exact).listener(collecting(valid)).build().run();
        return new Run(r, valid);
    }

    static SearchListener collecting(List<int[]> valid) {
        return new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                synchronized (valid) {
                    valid.add(candidate.clone());
                }
            }
        };
    }

    /** @return the exact and the look-ahead searches of {@code subject}, checked to agree on the valid candidates and their order */
    static Run[] differential(Subject subject) {
        Run exact = search(subject, true, null, null);
        Run ahead = search(subject, false, null, null);
        String what = subject.describe();
        assertEquals(exact.result().outcome(), ahead.result().outcome(), what);
        assertEquals(exact.result().valid(), ahead.result().valid(), what);
        assertEquals(texts(exact.valid()), texts(ahead.valid()), what + ": the same valid candidates in the same order");
        assertTrue(ahead.result().explored() <= exact.result().explored(),
                what + ": explored " + ahead.result().explored() + " > Korat's " + exact.result().explored());
        return new Run[] {exact, ahead};
    }

    static List<String> texts(List<int[]> cvs) {
        return cvs.stream().map(Arrays::toString).toList();
    }

    static Stream<Arguments> examples() {
        return Examples.all().keySet().stream().flatMap(name -> Stream.of(Arguments.of(name, 3), Arguments.of(name, 4)));
    }

    @ParameterizedTest(name = "{0}({1})")
    @MethodSource("examples")
    void everyExampleFindsKoratsValidCandidatesInKoratsOrder(String example, int size) {
        boolean twoBounds = example.equals("IntList") || example.equals("SortedIntList"); // length and values
        differential(twoBounds ? Subjects.example(example, size, size) : Subjects.example(example, size));
    }

    @Test
    void avlTreesSkipTheKeysOfEveryUnbalancedShape() {
        Run[] runs = differential(Subjects.example("AvlTree", 6));
        long exact = runs[0].result().explored();
        long ahead = runs[1].result().explored();
        assertTrue(ahead * 5 < exact, "AvlTree(6): look-ahead explored " + ahead + ", Korat " + exact);
        assertTrue(runs[1].result().valid() > 0);
    }

    @Test
    void aTreeCheckedWithLoopsAndAHelperClassIsPrunedToo() {
        Run[] runs = differential(load(WalkedTree.class, 4));
        assertTrue(runs[1].result().explored() < runs[0].result().explored(),
                "WalkedTree(4): look-ahead explored " + runs[1].result().explored() + ", Korat " + runs[0].result().explored());
        assertEquals(0, runs[1].result().predicateExceptions());
    }

    @Test
    void laterConjunctsThatThrowOrLoopForeverOnACycleTellNothing() {
        for (int n = 1; n <= 4; n++) {
            Run[] runs = differential(load(MarkedList.class, n));
            assertEquals(runs[0].result().predicateExceptions() > 0, true, "the empty list makes lastMarked throw");
            assertTrue(runs[1].result().predicateExceptions() <= runs[0].result().predicateExceptions());
        }
    }

    @Test
    void rangesSplitAtAnyCandidateJoinToTheWholeSuite() {
        Subject subject = Subjects.example("AvlTree", 5);
        Run exact = search(subject, true, null, null);
        assertFalse(exact.valid().isEmpty());
        for (int cut : new int[] {1, exact.valid().size() / 3, exact.valid().size() / 2, exact.valid().size() - 1}) {
            int[] at = exact.valid().get(cut);
            Run low = search(subject, false, null, at);
            Run high = search(subject, false, at, null);
            List<int[]> joined = new ArrayList<>(low.valid());
            joined.addAll(high.valid());
            assertEquals(texts(exact.valid()), texts(joined), "cut at valid candidate " + cut);
        }
    }

    @Test
    void parallelSearchesFindTheSameValidCandidates() {
        for (String example : new String[] {"AvlTree", "RBT", "BST", "HeapArray", "DLL"}) {
            Subject subject = Subjects.example(example, 5);
            Run exact = search(subject, true, null, null);
            List<int[]> parallel = Collections.synchronizedList(new ArrayList<>());
            String before = System.getProperty(LookAhead.EXACT);
            System.setProperty(LookAhead.EXACT, "false");
            SearchResult many;
            try {
                many = new ParallelRunner(subject, 2, 0, collecting(parallel)).runFullSearch();
            } finally {
                if (before == null) {
                    System.clearProperty(LookAhead.EXACT);
                } else {
                    System.setProperty(LookAhead.EXACT, before);
                }
            }
            assertEquals(exact.result().valid(), many.valid(), example);
            List<String> sorted = new ArrayList<>(texts(parallel));
            List<String> expected = new ArrayList<>(texts(exact.valid()));
            Collections.sort(sorted);
            Collections.sort(expected);
            assertEquals(expected, sorted, example + ": the same valid candidates on two threads");
            assertTrue(many.explored() <= exact.result().explored(), example);
        }
    }

    @Test
    void dedicatedGeneratorsAndLookAheadPruneTogether() {
        Subject searchTrees = SubjectLoader.load(SubjectRequest.of(org.smallscope.examples.BST.class, 5).withFinitization("finBSTSearchTree"));
        differential(searchTrees);
    }

    /**
     * A conjunct whose own code writes a scratch field ({@link ScratchMaskList#distinct}) is never run alone by a probe,
     * although repOk can jump to it: a probe stopped at the first value no conjunct read yet would leave the field dirty
     * for the next run of repOk (probed, it lost 2 of the 16 valid lists of size 4). Looking ahead still finds Korat's
     * valid lists, the 2^n strictly increasing ones, in Korat's order, and the conjuncts before it are still probed.
     */
    @Test
    void aConjunctThatWritesAScratchFieldIsNotProbedAndTheValidListsStayKorats() {
        for (int n = 1; n <= 4; n++) {
            Subject subject = load(ScratchMaskList.class, n);
            assertTrue(subject.canSkipTo(3), subject.whyNotSkipTo(3));
            assertFalse(subject.canProbe(3), "distinct() reads and writes ScratchMaskList.seen");
            String why = subject.whyNotProbe(3);
            assertTrue(why.contains("field org.smallscope.engine.tests.lookahead.ScratchMaskList.seen"), why);
            assertTrue(subject.canProbe(1) && subject.canProbe(2), subject.whyNotProbe(1) + " / " + subject.whyNotProbe(2));
            assertEquals(3, LookAhead.servedPrefix(subject), "a trail whose cuts are unknown serves the predicates keeping sorted()");
            Run[] runs = differential(subject);
            assertEquals(1L << n, runs[0].result().valid(), "ScratchMaskList(" + n + "): the strictly increasing lists");
        }
    }

    /**
     * A snapshot made looking ahead lacks the stretches of the candidates its probes skipped, each failing a conjunct
     * whose probe cut: it serves only weakenings keeping those conjuncts. AvlTree's probes of its balance conjunct cut,
     * so AvlTreeTooWeak (which drops it) searches in full, saying why; made Korat-exact, the same snapshot serves it
     * backwards. RBT's and ScratchMaskList's probes never cut at these sizes, so their snapshots serve weakenings that
     * drop conjuncts a probe may run (which searched in full while that was not known), on one thread and on two; each
     * run with Korat's suite.
     */
    @Test
    void aSnapshotMadeLookingAheadServesEveryWeakeningKeepingTheConjunctsWhoseProbesCut(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        Subject avl = Generations.subject("AvlTree", 5);
        Subject weak = Generations.subject("AvlTreeTooWeak", 5);
        assertEquals(3, org.smallscope.engine.incremental.BackwardPlan.sharedPrefix(avl.conjuncts(), weak.conjuncts()));
        for (boolean exact : new boolean[] {false, true}) {
            Weakened w = weaken(avl, "AvlTree", weak, dir.resolve(exact ? "exact" : "ahead"), exact, 1);
            assertEquals(exact ? 1 : 4, w.servesFrom(), exact ? "Korat-exact: no probe" : "the probes of AvlTree's balance conjunct cut");
            assertEquals(exact ? org.smallscope.engine.protocol.Mode.INCREMENTAL_BACKWARD : org.smallscope.engine.protocol.Mode.FULL,
                    w.run().report().outcome().mode(), String.valueOf(w.run().report().outcome().fallbackReason()));
            if (!exact) {
                assertTrue(String.valueOf(w.run().report().outcome().fallbackReason()).contains("looked ahead and skipped candidates failing conjunct 4"),
                        String.valueOf(w.run().report().outcome().fallbackReason()));
            }
            assertSameSuite(search(weak, true, null, null), w.run(), "AvlTree to AvlTreeTooWeak, Korat-exact " + exact);
        }
        Subject[][] pairs = {{Generations.subject("RBT", 5), Generations.subject("BSTP", 5)},
            {load(ScratchMaskList.class, 4), load(SizedEntryList.class, 4)}};
        for (Subject[] pair : pairs) {
            int shared = org.smallscope.engine.incremental.BackwardPlan.sharedPrefix(pair[0].conjuncts(), pair[1].conjuncts());
            assertTrue(LookAhead.servedPrefix(pair[0]) > shared, "before probes said whether they cut, " + pair[1].describe() + " searched in full");
            for (int threads : new int[] {1, 2}) {
                String what = pair[0].describe() + " to " + pair[1].describe() + " on " + threads + " thread(s)";
                Weakened w = weaken(pair[0], pair[0].simpleName(), pair[1], dir.resolve(pair[0].simpleName() + threads), false, threads);
                assertEquals(1, w.servesFrom(), what + ": no probe cut");
                assertEquals(org.smallscope.engine.protocol.Mode.INCREMENTAL_BACKWARD, w.run().report().outcome().mode(),
                        what + ": " + w.run().report().outcome().fallbackReason());
                assertSameSuite(search(pair[1], true, null, null), w.run(), what);
            }
        }
    }

    /**
     * A search that does not say which probes cut (a consumer that hears its conjunct reads without
     * {@link SearchListener#lookAheadCut}, as from a batch of an older version) counts as having cut at every conjunct a
     * probe may run: its snapshot serves only the predicates keeping them all.
     */
    @Test
    void aTrailWhoseCutsAreUnknownServesOnlyThePredicatesKeepingEveryProbedConjunct() {
        Subject rbt = Generations.subject("RBT", 4);
        for (boolean told : new boolean[] {true, false}) {
            org.smallscope.engine.incremental.SnapshotRecorder recorder = new org.smallscope.engine.incremental.SnapshotRecorder(rbt);
            SearchResult result = Search.over(rbt).koratExact(true).listener(told ? recorder : new SearchListener() {
                @Override
                public boolean wantsTrail() {
                    return recorder.wantsTrail();
                }

                @Override
                public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                    recorder.validFound(candidate, heap, ordinal);
                }

                @Override
                public void successorFound(int[] next) {
                    recorder.successorFound(next);
                }

                @Override
                public void conjunctsPassed(int[] candidate, int stretchFrom, int rejectedBy, int[] heights) {
                    recorder.conjunctsPassed(candidate, stretchFrom, rejectedBy, heights);
                }

                @Override
                public void conjunctReads(int[] firstReadBy) {
                    recorder.conjunctReads(firstReadBy);
                }

                @Override
                public void fullReads(int safe) {
                    recorder.fullReads(safe);
                }

                @Override
                public void conjunctRejections(long[] rejections) {
                    recorder.conjunctRejections(rejections);
                }
            }).build().run();
            org.smallscope.engine.incremental.SnapshotFile.Contents contents = recorder.finish(result, "full", "test");
            int servesFrom = org.smallscope.engine.incremental.BackwardRecords.of(contents).orElseThrow().servesFrom();
            assertEquals(told ? 1 : LookAhead.servedPrefix(rbt), servesFrom, told ? "a Korat-exact search cut nothing" : "cuts unknown");
        }
    }

    /** A weakening run against its base's snapshot, and the prefix the base's trail serves. */
    record Weakened(Generations.Run run, int servesFrom) {
    }

    /** @return {@code weak} generated reusing the snapshot of {@code base} (saved as {@code name}) in the mode asked */
    static Weakened weaken(Subject base, String name, Subject weak, java.nio.file.Path dir, boolean exact, int threads) throws Exception {
        org.smallscope.engine.incremental.SnapshotStore store = new org.smallscope.engine.incremental.SnapshotStore(
                java.nio.file.Files.createDirectories(dir));
        String before = System.getProperty(LookAhead.EXACT);
        System.setProperty(LookAhead.EXACT, Boolean.toString(exact));
        try {
            Generations.Run made = Generations.generate(base, store, null, false, threads);
            int servesFrom = org.smallscope.engine.incremental.BackwardRecords.of(
                    org.smallscope.engine.incremental.SnapshotFile.read(made.report().saved())).orElseThrow().servesFrom();
            Generations.Run run = Generations.generate(weak, new org.smallscope.engine.incremental.Generation.Options(store, name, true, threads, 0, "test")
                    .withPolicy(org.smallscope.engine.incremental.ReuseEstimate.Policy.ALWAYS), SearchListener.NONE);
            return new Weakened(run, servesFrom);
        } finally {
            if (before == null) {
                System.clearProperty(LookAhead.EXACT);
            } else {
                System.setProperty(LookAhead.EXACT, before);
            }
        }
    }

    static void assertSameSuite(Run korat, Generations.Run reused, String what) {
        List<String> expected = korat.valid().stream().map(org.smallscope.engine.subject.Structures::formatVector).sorted().toList();
        List<String> actual = reused.suite().stream().sorted().toList();
        assertFalse(expected.isEmpty(), what);
        assertEquals(expected, actual, what + ": Korat's suite");
    }

    static Subject load(Class<?> cls, int... args) {
        return SubjectLoader.load(SubjectRequest.of(cls, args));
    }
}
