package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;

/**
 * Dedicated generators leave the suite exactly as it is (valid candidates and their Korat successors, in order, on one
 * thread and on several, in ranges and incrementally) and cut the candidates explored.
 */
class GeneratorsTest {

    private static final String GADGETS = "org.smallscope.engine.tests.generators.Gadgets";
    private static final String SORTED_BAG = "org.smallscope.engine.tests.generators.SortedBag";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}({1}) with {2}, {3} threads")
    @CsvSource({"BST,6,finBSTTree,2", "BST,7,finBSTSearchTree,2", "BSTP,6,finBSTPTree,2", "BSTP,6,finBSTPSearchTree,3", "RBT,6,finRBTTree,2",
        "RBT,7,finRBTSearchTree,2", "DLL,6,finDLLCircular,2", "DLLU,5,finDLLUCircular,2", "DLLS,6,finDLLSCircular,3",
        "HeapArray,4,finHeapArraySized,2", GADGETS + ",2," + "finGadgetsGen,2", SORTED_BAG + ",5,finSortedBagGen,2"})
    void theSuiteIsTheSameWithFewerCandidatesExplored(String name, int size, String generators, int threads) {
        Subject plain = Generations.subject(name, size);
        Subject constrained = Generations.subject(name, generators, size);
        ParallelSearchTest.Transcript without = new ParallelSearchTest.Transcript();
        ParallelSearchTest.Transcript with = new ParallelSearchTest.Transcript();
        ParallelSearchTest.Transcript parallel = new ParallelSearchTest.Transcript();

        SearchResult full = Search.over(plain).listener(without).build().run();
        SearchResult pruned = Search.over(constrained).listener(with).build().run();
        SearchResult many = new ParallelRunner(constrained, threads, 0, parallel).runFullSearch();

        assertTrue(full.valid() > 0, "the subject has valid structures");
        assertEquals(without.events, with.events, "the same valid candidates and successors, in order");
        assertTrue(pruned.explored() < full.explored(), pruned.explored() + " explored with generators, " + full.explored() + " without");
        assertEquals(Outcome.COMPLETED, many.outcome());
        assertEquals(with.events, parallel.events, "the same on " + threads + " threads");
        assertEquals(pruned.explored(), many.explored(), "the subtrees of the parallel run prune what the sequential search prunes");
    }

    /**
     * The generators' shortcuts (a rejected field moved on through its values without stepping the search, walks of the
     * structure remembered while the fields they read stay) prune exactly what one check per candidate did: the counts
     * are those of that search (measured before the shortcuts, at commit a3e719d), sequential and on two threads.
     */
    @ParameterizedTest(name = "{0}({1}) with {2} explores {3}")
    @CsvSource({"BST,7,finBSTTree,327524,429", "BST,7,finBSTSearchTree,48475,429", "BSTP,7,finBSTPTree,348545,429",
        "BSTP,7,finBSTPSearchTree,66922,429", "RBT,7,finRBTTree,370765,35", "RBT,7,finRBTSearchTree,89142,35",
        "DLLS,7,finDLLSCircular,52041,1", "HeapArray,5,finHeapArraySized,8906,1919", GADGETS + ",2,finGadgetsGen,34054,13684",
        SORTED_BAG + ",6,finSortedBagGen,1695,924"})
    void theShortcutsPruneExactlyTheCandidatesOneCheckEachDid(String name, int size, String generators, long explored, long valid) {
        Subject constrained = Generations.subject(name, generators, size);

        SearchResult sequential = Search.over(constrained).build().run();
        SearchResult parallel = new ParallelRunner(constrained, 2, 0, SearchListener.NONE).runFullSearch();

        assertEquals(explored, sequential.explored());
        assertEquals(valid, sequential.valid());
        assertEquals(explored, parallel.explored());
        assertEquals(valid, parallel.valid());
    }

    @ParameterizedTest(name = "{0} with {1} -> {2} with {3}, {5} threads")
    @CsvSource({"BST,finBSTTree,BSTP,finBSTPTree,6,1", "BST,finBSTTree,BSTP,finBSTPTree,6,2", "BST,,BSTP,finBSTPSearchTree,6,1",
        "BST,finBSTSearchTree,BSTP,,6,2", "BSTP,finBSTPSearchTree,RBT,finRBTSearchTree,6,1", "DLL,finDLLCircular,DLLU,finDLLUCircular,5,2"})
    void incrementalRunsWithGeneratorsGiveTheFullSuite(String base, String baseGenerators, String extended, String extendedGenerators, int size,
            int threads) {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject(base, baseGenerators, size), store, null, false, threads);

        Generations.Run incremental = Generations.generate(Generations.subject(extended, extendedGenerators, size), store, base, true, threads);
        Generations.Run full = Generations.generate(Generations.subject(extended, size), null, null, false, 1);

        assertEquals(Mode.INCREMENTAL, incremental.report().outcome().mode());
        assertEquals(0, incremental.restarts(), "no fallback to a full search");
        assertEquals(full.suite(), incremental.suite());
    }

    @Test
    void generatorsOnNewFieldsPruneInsideMixedRanges() {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject("BST", 6), store, null, false, 1);

        // finBSTPSearchTree adds conditions on parent, the field BSTP adds; its other generators concern BST's fields
        Generations.Run without = Generations.generate(Generations.subject("BSTP", "finBSTPTree", 6), store, "BST", true, 1);
        Generations.Run with = Generations.generate(Generations.subject("BSTP", "finBSTPSearchTree", 6), store, "BST", true, 1);

        assertEquals(Mode.INCREMENTAL, with.report().outcome().mode());
        assertEquals(0, with.restarts());
        assertEquals(without.suite(), with.suite());
        long explored = with.report().outcome().result().explored();
        long unpruned = without.report().outcome().result().explored();
        assertTrue(explored < unpruned, "the parent conditions prune inside the mixed ranges: " + explored + " explored, " + unpruned + " without");
    }

    @ParameterizedTest(name = "{0}({1}) with {2}")
    @CsvSource({"BST,5,finBSTSearchTree", "RBT,5,finRBTSearchTree", "DLL,5,finDLLCircular", GADGETS + ",2,finGadgetsGen"})
    void rangesEndingOrStartingAnywhereKeepTheirValidCandidates(String name, int size, String generators) {
        Subject plain = Generations.subject(name, size);
        Subject constrained = Generations.subject(name, generators, size);
        List<int[]> explored = exploredSample(plain);
        assertTrue(explored.size() > 10, explored.size() + " candidates to cut at");
        for (int[] cut : explored) {
            assertEquals(Subjects.canonical(plain, Subjects.searchRange(plain, null, cut).valid()),
                    Subjects.canonical(plain, Subjects.searchRange(constrained, null, cut).valid()), "up to " + java.util.Arrays.toString(cut));
            assertEquals(Subjects.canonical(plain, Subjects.searchRange(plain, cut, null).valid()),
                    Subjects.canonical(plain, Subjects.searchRange(constrained, cut, null).valid()), "from " + java.util.Arrays.toString(cut));
        }
    }

    /** @return the first candidates of the regions a full search of {@code subject} reports: explored candidates spread over the run */
    private static List<int[]> exploredSample(Subject subject) {
        List<int[]> firsts = new ArrayList<>();
        Search.over(subject).listener(new SearchListener() {
            @Override
            public boolean wantsRegions() {
                return true;
            }

            @Override
            public void regionCovered(Region region) {
                if (region.first() != null) {
                    firsts.add(region.first());
                }
            }
        }).build().run();
        return firsts;
    }
}
