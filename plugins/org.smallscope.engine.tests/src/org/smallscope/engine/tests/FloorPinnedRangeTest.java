package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.runtime.AccessRecorder;

/**
 * A floor-pinned range (a start candidate and a stack height never popped) is the stretch of the full Korat search that
 * begins at its candidate and keeps the fields at the bottom of its stack: the same candidates explored, the same valid
 * ones with the same successors, and its end is the full search's next candidate.
 */
class FloorPinnedRangeTest {

    /** Everything a search reports, in order: explored candidates (with the verdict) and successors. */
    private static final class Trace implements SearchListener {
        final List<String> events = new ArrayList<>();
        final List<int[]> explored = new ArrayList<>();
        final List<Boolean> verdicts = new ArrayList<>();

        @Override
        public boolean wantsExplored() {
            return true;
        }

        @Override
        public void candidateExplored(int[] candidate, boolean valid) {
            explored.add(candidate.clone());
            verdicts.add(valid);
            events.add((valid ? "valid " : "explored ") + Structures.formatVector(candidate));
        }

        @Override
        public void successorFound(int[] next) {
            events.add("successor " + (next == null ? "end" : Structures.formatVector(next)));
        }
    }

    @ParameterizedTest(name = "{0}({1})")
    @CsvSource({"BST, 3", "BST, 4", "DLLU, 4", "BSTP, 3", "RBT, 4"})
    void everyFloorOfEveryInvalidCandidateGivesTheFullSearchsStretch(String example, int size) {
        Subject subject = Subjects.example(example, size);
        Trace full = new Trace();
        Search.over(subject).listener(full).build().run();
        CandidateHeap heap = subject.newHeap();
        int checked = 0;
        for (int i = 0; i < full.explored.size(); i++) {
            if (full.verdicts.get(i)) {
                continue; // a valid candidate's stack may hold its reachable fields in another order than the full search's
            }
            int[] c = full.explored.get(i);
            int[] stack = reads(heap, c);
            for (int h = 1; h <= stack.length; h++) {
                int end = i + 1;
                while (end < full.explored.size() && agree(c, full.explored.get(end), stack, h)) {
                    end++;
                }
                Trace pinned = new Trace();
                Search search = Search.over(subject).from(c).floorPinned(h).listener(pinned).build();
                SearchResult result = search.run();

                String where = example + "(" + size + ") from " + Structures.formatVector(c) + ", height " + h;
                assertEquals(Outcome.COMPLETED, result.outcome(), where);
                assertEquals(end - i, result.explored(), where);
                assertEquals(stretch(full, i, end), pinned.events, where);
                if (end < full.explored.size()) {
                    assertEquals(Structures.formatVector(full.explored.get(end)), Structures.formatVector(search.endOfRange()), where);
                } else {
                    assertNull(search.endOfRange(), where);
                }
                checked++;
            }
        }
        assertTrue(checked > 20, checked + " ranges checked");
    }

    @ParameterizedTest(name = "{0}({1}), {2} threads")
    @CsvSource({"BST, 4, 1", "BST, 4, 2", "DLLU, 4, 2", "RBT, 5, 2"})
    void rangesChainedEndToEndAreTheFullSearch(String example, int size, int threads) {
        Subject subject = Subjects.example(example, size);
        Subjects.Found whole = Subjects.searchAll(subject);
        List<String> wholePairs = pairs(subject, null, whole);
        // cut the space into floor-pinned ranges, each starting where the one before ended
        CandidateHeap heap = subject.newHeap();
        List<Range> ranges = new ArrayList<>();
        int[] c = new int[subject.vectorLength()];
        long explored = 0;
        while (c != null) {
            int height = Math.min(2, reads(heap, c).length);
            ranges.add(Range.floorPinned(c.clone(), height));
            Search search = Search.over(subject).from(c).floorPinned(height).build();
            explored += search.run().explored();
            c = search.endOfRange();
        }
        assertTrue(ranges.size() > 3, ranges.size() + " ranges");
        assertEquals(whole.result().explored(), explored);

        List<String> successors = new ArrayList<>();
        List<int[]> valid = new ArrayList<>();
        SearchResult result = new ParallelRunner(subject, threads, 0, new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap h, long ordinal) {
                valid.add(candidate.clone());
            }

            @Override
            public void successorFound(int[] next) {
                successors.add(next == null ? "end" : Structures.formatVector(next));
            }
        }).run(ranges.iterator(), ranges.size(), false);

        assertEquals(whole.result().explored(), result.explored());
        assertEquals(wholePairs, pairs(subject, successors, new Subjects.Found(result, valid)));
    }

    @ParameterizedTest(name = "{0}({1})")
    @CsvSource({"BST, 4", "DLLU, 3"})
    void heightZeroSearchesToTheEndOfTheSpace(String example, int size) {
        Subject subject = Subjects.example(example, size);
        Search search = Search.over(subject).floorPinned(0).build();
        assertEquals(Subjects.searchAll(subject).result().explored(), search.run().explored());
        assertNull(search.endOfRange());
    }

    /** @return the fields repOk reads on {@code c}, in the order of first reads */
    private static int[] reads(CandidateHeap heap, int[] c) {
        AccessRecorder rec = heap.recorder();
        rec.clear();
        heap.writeAll(c);
        try {
            heap.repOk();
        } catch (Throwable t) {
            // counted invalid, as the search does
        }
        int[] stack = rec.toArray();
        rec.clear();
        return stack;
    }

    private static boolean agree(int[] a, int[] b, int[] stack, int h) {
        for (int k = 0; k < h; k++) {
            if (a[stack[k]] != b[stack[k]]) {
                return false;
            }
        }
        return true;
    }

    /** @return the full search's events from explored candidate {@code from} to before {@code to} */
    private static List<String> stretch(Trace full, int from, int to) {
        int seen = -1;
        List<String> out = new ArrayList<>();
        for (String e : full.events) {
            if (!e.startsWith("successor ")) {
                seen++;
            }
            if (seen >= to) {
                break;
            }
            if (seen >= from) {
                out.add(e);
            }
        }
        return out;
    }

    /** @return "valid -> successor" lines; {@code successors} null: search again with a listener that records them */
    private static List<String> pairs(Subject subject, List<String> successors, Subjects.Found found) {
        List<String> next = successors;
        if (next == null) {
            List<String> s = new ArrayList<>();
            Search.over(subject).listener(new SearchListener() {
                @Override
                public void successorFound(int[] n) {
                    s.add(n == null ? "end" : Structures.formatVector(n));
                }
            }).build().run();
            next = s;
        }
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < found.valid().size(); i++) {
            lines.add(Structures.formatVector(found.valid().get(i)) + " -> " + next.get(i));
        }
        assertEquals(found.valid().size(), next.size(), Arrays.toString(next.toArray()));
        return lines;
    }
}
