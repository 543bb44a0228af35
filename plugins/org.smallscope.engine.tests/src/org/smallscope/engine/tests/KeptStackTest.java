package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchBuilder;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;

/**
 * A plain range (an incremental run's mixed range) starts from the bottom of the stack its heap's last candidate left,
 * where the range's first candidate agrees with it (issue #12): differential against ranges that start with an empty
 * stack ({@code -Dsmallscope.search.freshStack=true}), saved pairs and conjunct trail alike, on 1 and 2 threads, object
 * and array subjects; and a
 * backward edit from a trail recorded that way gives the full search's suite. Subtrees and the planner's probes keep
 * the part of their prefix the stack holds (differential likewise, and against the sequential order).
 */
class KeptStackTest {

    private static final String FRESH = "smallscope.search.freshStack";
    private static final String EVERYDAY = "org.smallscope.engine.tests.everyday.edits.";

    @TempDir
    Path dir;

    static Stream<Arguments> pairs() {
        String[][] pairs = {{"DLLU", "DLLS", "7"}, {"BSTP", "RBT", "6"}, {"BST", "BSTP", "6"}, {"BT", "BST", "6"}, {"DLL", "DLLU", "6"},
            {"TreeMap", "TreeBag", "5"}, {"TreeSet6", "TreeSet7", "5"}, {"ArrayList", EVERYDAY + "ArrayListNoDuplicates", "4"},
            {"HashMap", EVERYDAY + "HashMapWithTotal", "3"}};
        return Stream.of(pairs).flatMap(p -> Stream.of(1, 2).map(t -> Arguments.of(p[0], p[1], Integer.parseInt(p[2]), t)));
    }

    @ParameterizedTest(name = "{0} -> {1} size {2}, {3} threads")
    @MethodSource("pairs")
    void keptAndFreshStacksSaveTheSamePairsAndTrail(String base, String extended, int size, int threads) throws Exception {
        // reuse forced: array subjects' suites are most of their search, so reuse would not pay at these sizes
        new SwitchDifferential(FRESH, dir).assertIncrementalRunsAgree(base, extended, size, threads);
    }

    /** The IDE's runs measure the regions they cover: with kept stacks, each region is the one fresh stacks give. */
    @ParameterizedTest(name = "{0} -> {1} size {2}")
    @CsvSource({"DLLU, DLLS, 6", "BSTP, RBT, 6", "DLL, DLLU, 6"})
    void keptAndFreshStacksCoverTheSameRegions(String base, String extended, int size) throws Exception {
        SnapshotStore kept = new SnapshotStore(Files.createDirectories(dir.resolve("kept")));
        SnapshotStore fresh = new SnapshotStore(Files.createDirectories(dir.resolve("fresh")));
        Generations.generate(Generations.subject(base, size), kept, null, false, 1);
        Generations.generate(Generations.subject(base, size), fresh, null, false, 1);
        Subject subject = Generations.subject(extended, size);
        List<String> keptRegions = new java.util.ArrayList<>();
        List<String> freshRegions = new java.util.ArrayList<>();

        Generations.Run keptRun = Generations.generate(subject, new Generation.Options(kept, base, true, 1, 0, "test"), regionsInto(keptRegions));
        freshStacks(() -> Generations.generate(subject, new Generation.Options(fresh, base, true, 1, 0, "test"), regionsInto(freshRegions)));

        assertEquals(Mode.INCREMENTAL, keptRun.report().outcome().mode());
        assertTrue(keptRegions.size() > 1, keptRegions.toString());
        assertEquals(freshRegions, keptRegions);
    }

    private static SearchListener regionsInto(List<String> regions) {
        return new SearchListener() {
            @Override
            public boolean wantsRegions() {
                return true;
            }

            @Override
            public void regionCovered(Region region) {
                regions.add(Structures.formatVector(region.first()) + " " + region.explored() + "/" + region.valid() + " 2^" + region.coveredLog2()
                        + " in " + region.rangesBegun());
            }
        };
    }

    /**
     * The stack is really kept, with regions measured too: a range searched after another on the same heap starts with
     * fields on the stack (none with the switch), and finds what it finds with a new heap.
     */
    @Test
    void aRangeAfterAnotherOnTheSameHeapStartsWithTheAgreeingBottom() {
        Subject subject = Generations.subject("DLLU", 5);
        List<int[]> valid = Subjects.searchAll(subject).valid();
        int[] a = valid.get(3);
        int[] b = valid.get(40);
        int[] c = valid.get(90);
        for (boolean freshStacks : new boolean[] {false, true}) {
            CandidateHeap heap = subject.newHeap();
            Search.over(subject).heap(heap).from(a).to(b).build().run();
            int[] startedWith = {-1};
            List<String> found = new java.util.ArrayList<>();
            SearchListener second = new SearchListener() {
                @Override
                public boolean wantsRegions() {
                    return true;
                }

                @Override
                public void searchStarted(Subject s, int[] first) {
                    startedWith[0] = heap.recorder().size();
                }

                @Override
                public void validFound(int[] candidate, CandidateHeap h, long ordinal) {
                    found.add(Structures.formatVector(candidate));
                }
            };
            java.util.function.Supplier<SearchResult> run = () -> Search.over(subject).heap(heap).from(b).to(c).listener(second).build().run();
            SearchResult result = freshStacks ? freshStacks(run) : run.get();
            assertEquals(50, result.valid());
            assertEquals(valid.subList(40, 90).stream().map(Structures::formatVector).toList(), found);
            if (freshStacks) {
                assertEquals(0, startedWith[0]);
            } else {
                assertTrue(startedWith[0] > 0, startedWith[0] + " fields kept");
            }
        }
    }

    /**
     * A range whose first candidate sets only fields of the kept bottom (here: the heap's values on the stack, zeros
     * elsewhere) keeps the bottom only below the topmost field it sets, so that its conjunct heights are exact: the trail
     * it reports equals a fresh heap's, stretch for stretch.
     */
    @Test
    void aRangeSettingOnlyKeptFieldsReportsTheTrailOfAFreshHeap() {
        Subject subject = Generations.subject("DLLS", 5);
        List<int[]> explored = new java.util.ArrayList<>();
        Search.over(subject).listener(new SearchListener() {
            @Override
            public boolean wantsExplored() {
                return true;
            }

            @Override
            public void candidateExplored(int[] candidate, boolean valid) {
                if (explored.size() < 5000) {
                    explored.add(candidate.clone());
                }
            }
        }).build().run();
        int checked = 0;
        for (int end = 100; end < explored.size(); end += 97) {
            CandidateHeap heap = subject.newHeap();
            Search.over(subject).heap(heap).to(explored.get(end)).build().run();
            int[] from = new int[subject.vectorLength()];
            for (int i = 0; i < heap.recorder().size(); i++) {
                int slot = heap.recorder().at(i);
                from[slot] = heap.valueAt(slot);
            }
            List<String> kept = trailOf(subject, heap, from);
            List<String> fresh = trailOf(subject, subject.newHeap(), from);
            assertEquals(fresh, kept, "from " + Structures.formatVector(from));
            checked += kept.isEmpty() ? 0 : 1;
        }
        assertTrue(checked >= 5, checked + " ranges with a trail");
    }

    /** @return the conjunct trail entries of the range from {@code from} (a thousand candidates) searched on {@code heap} */
    private static List<String> trailOf(Subject subject, CandidateHeap heap, int[] from) {
        List<String> entries = new java.util.ArrayList<>();
        SearchListener trail = new SearchListener() {
            long seen;

            @Override
            public boolean wantsTrail() {
                return true;
            }

            @Override
            public boolean wantsExplored() {
                return true;
            }

            @Override
            public void candidateExplored(int[] candidate, boolean valid) {
                if (++seen == 1000) {
                    throw new IllegalStateException("enough");
                }
            }

            @Override
            public void conjunctsPassed(int[] candidate, int stretchFrom, int rejectedBy, int[] heights) {
                entries.add(Structures.formatVector(candidate) + " " + stretchFrom + "/" + rejectedBy + " "
                        + java.util.Arrays.toString(java.util.Arrays.copyOfRange(heights, stretchFrom, Math.min(rejectedBy, heights.length))));
            }
        };
        try {
            Search.over(subject).heap(heap).from(from).listener(trail).build().run();
        } catch (IllegalStateException enough) {
            // a thousand candidates are enough
        }
        return entries;
    }

    /** DLL -> DLLU -> DLLS incrementally (kept stacks), then DLLU back from DLLS's trail: the full search's suite. */
    @Test
    void aBackwardEditFromATrailRecordedWithKeptStacksGivesTheFullSuite() throws Exception {
        SnapshotStore store = new SnapshotStore(Files.createDirectories(dir.resolve("chain")));
        SnapshotStore other = new SnapshotStore(Files.createDirectories(dir.resolve("other")));
        int size = 6;
        Generations.generate(Generations.subject("DLLU", size), store, null, false, 1);
        Generations.Run dlls = Generations.generate(Generations.subject("DLLS", size), store, "DLLU", true, 2);
        assertEquals(Mode.INCREMENTAL, dlls.report().outcome().mode());
        Generations.generate(Generations.subject("DLLS", size), other, null, false, 1); // nothing else to pick as DLLU's base
        Files.copy(dlls.report().saved(), other.directory().resolve(dlls.report().saved().getFileName()),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);

        Subject dllu = Generations.subject("DLLU", size);
        Generations.Run backward = Generations.generate(dllu, other, "DLLS", true, 1);
        Generations.Run full = Generations.generate(dllu, null, null, false, 1);

        assertEquals(Mode.INCREMENTAL_BACKWARD, backward.report().outcome().mode(), String.valueOf(backward.report().outcome().fallbackReason()));
        assertEquals(full.suite(), backward.suite());
    }

    /**
     * A full search cut into subtrees: each piece keeps the part of its prefix the heap's stack holds already (its fields
     * not re-armed), and each planner's probe the stack its last probe left where it agrees. The plan is the one fresh
     * stacks give, its pieces searched one after another on one heap explore the sequential search's candidates in its
     * order, and the engine's two-thread run saves what fresh stacks save.
     */
    @ParameterizedTest(name = "{0} size {1}")
    @CsvSource({"HeapArray, 6", "TreeBag, 6", "BSTP, 7", "DLLU, 6", "ArrayList, 5", "HashMap, 4", "RBT, 6", "UnionFind, 5"})
    void piecesAndProbesKeepingTheirSharedPrefixSearchWhatFreshStacksSearch(String example, int size) throws Exception {
        Subject subject = Generations.subject(example, size);
        List<Range> plan = new ParallelRunner(subject, 2, 0, SearchListener.NONE).planFullSearch();
        List<Range> freshPlan = freshStacks(() -> new ParallelRunner(subject, 2, 0, SearchListener.NONE).planFullSearch());
        assertTrue(plan.size() > 20, plan.size() + " pieces");
        List<String> expected = describe(freshPlan);
        List<String> actual = describe(plan);
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            assertEquals(expected.get(i), actual.get(i), "piece " + i + " of the plan");
        }
        assertEquals(expected.size(), actual.size(), "pieces in the plan");

        CandidateHeap heap = subject.newHeap();
        ExploredOrder pieces = new ExploredOrder();
        int keptPrefixes = 0;
        for (Range piece : plan) {
            if (piece.to() != null) {
                continue; // empty: the generators reject all of it
            }
            int[] prefix = piece.subtreePrefix();
            int held = 0;
            while (prefix != null && held < Math.min(prefix.length, heap.recorder().size()) && heap.recorder().at(held) == prefix[held]) {
                held++;
            }
            keptPrefixes += held > 0 ? 1 : 0;
            SearchBuilder b = Search.over(subject).heap(heap).from(piece.from()).listener(pieces);
            if (prefix != null) {
                b.subtree(prefix);
            }
            b.build().run();
        }
        ExploredOrder whole = new ExploredOrder();
        Search.over(subject).listener(whole).build().run();
        assertEquals(whole.explored, pieces.explored, "explored");
        assertEquals(whole.valid, pieces.valid, "valid");
        assertEquals(whole.digest, pieces.digest, "the candidates explored, in order");
        assertTrue(keptPrefixes > plan.size() / 2, keptPrefixes + " of " + plan.size() + " pieces began on a stack holding part of their prefix");

        new SwitchDifferential(FRESH, dir).assertFullSearchesAgree(subject, 2);
    }

    private static List<String> describe(List<Range> plan) {
        return plan.stream().map(r -> Structures.formatVector(r.from()) + " " + java.util.Arrays.toString(r.subtreePrefix()) + " "
                + (r.to() == null ? "-" : Structures.formatVector(r.to()))).toList();
    }

    /** Counts explored and valid candidates, and digests the explored ones in order. */
    private static final class ExploredOrder implements SearchListener {
        long explored;
        long valid;
        long digest;

        @Override
        public boolean wantsExplored() {
            return true;
        }

        @Override
        public void candidateExplored(int[] candidate, boolean ok) {
            explored++;
            valid += ok ? 1 : 0;
            digest = digest * 1_000_003L + java.util.Arrays.hashCode(candidate) * 2L + (ok ? 1 : 0);
        }
    }

    private static <T> T freshStacks(java.util.function.Supplier<T> run) {
        return SwitchDifferential.switchedOn(FRESH, run);
    }
}
