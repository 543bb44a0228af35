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
import org.smallscope.engine.tests.lookahead.WalkedTree;
import org.smallscope.examples.Examples;

/**
 * The differential test of conjunct look-ahead ({@link LookAhead}): on every bundled example and on subjects written in
 * other styles, a search that looks ahead finds exactly the valid candidates of the Korat-exact search, in the same order,
 * exploring no more candidates.
 */
class LookAheadTest {

    /** What one search found. */
    private record Run(SearchResult result, List<int[]> valid) {
    }

    private static Run search(Subject subject, boolean exact, int[] from, int[] to) {
        List<int[]> valid = new ArrayList<>();
        SearchResult r = Search.over(subject).from(from).to(to).koratExact(exact).listener(collecting(valid)).build().run();
        return new Run(r, valid);
    }

    private static SearchListener collecting(List<int[]> valid) {
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
    private static Run[] differential(Subject subject) {
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

    private static List<String> texts(List<int[]> cvs) {
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
     * A snapshot made looking ahead lacks the stretches of the candidates its probes skipped: a weakening that drops a
     * conjunct a probe may run (RBT to BSTP drops the red-black conjuncts) searches in full, saying why, with Korat's suite;
     * made Korat-exact, the same snapshot serves the weakening backwards.
     */
    @Test
    void aSnapshotMadeLookingAheadServesOnlyWeakeningsKeepingTheProbedConjuncts(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        Subject rbt = Generations.subject("RBT", 5);
        Subject bstp = Generations.subject("BSTP", 5);
        assertTrue(LookAhead.servedPrefix(rbt) > org.smallscope.engine.incremental.BackwardPlan.sharedPrefix(rbt.conjuncts(), bstp.conjuncts()));
        for (boolean exact : new boolean[] {false, true}) {
            org.smallscope.engine.incremental.SnapshotStore store = new org.smallscope.engine.incremental.SnapshotStore(
                    java.nio.file.Files.createDirectories(dir.resolve(exact ? "exact" : "ahead")));
            String before = System.getProperty(LookAhead.EXACT);
            System.setProperty(LookAhead.EXACT, Boolean.toString(exact));
            Generations.Run backward;
            try {
                Generations.generate(rbt, store, null, false, 1);
                backward = Generations.generate(bstp, new org.smallscope.engine.incremental.Generation.Options(store, "RBT", true, 1, 0, "test")
                        .withPolicy(org.smallscope.engine.incremental.ReuseEstimate.Policy.ALWAYS), SearchListener.NONE);
            } finally {
                if (before == null) {
                    System.clearProperty(LookAhead.EXACT);
                } else {
                    System.setProperty(LookAhead.EXACT, before);
                }
            }
            Run korat = search(bstp, true, null, null);
            assertEquals(exact ? org.smallscope.engine.protocol.Mode.INCREMENTAL_BACKWARD : org.smallscope.engine.protocol.Mode.FULL,
                    backward.report().outcome().mode(), String.valueOf(backward.report().outcome().fallbackReason()));
            if (!exact) {
                assertTrue(String.valueOf(backward.report().outcome().fallbackReason()).contains("looked ahead"),
                        String.valueOf(backward.report().outcome().fallbackReason()));
            }
            assertEquals(korat.valid().size(), backward.suite().size());
        }
    }

    private static Subject load(Class<?> cls, int... args) {
        return SubjectLoader.load(SubjectRequest.of(cls, args));
    }
}
