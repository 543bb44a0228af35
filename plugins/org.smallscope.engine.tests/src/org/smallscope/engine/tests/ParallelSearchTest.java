package org.smallscope.engine.tests;

import org.smallscope.engine.protocol.Outcome;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.search.Listeners;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.search.trail.ValidSegment;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.domains.KeyedList;

/**
 * A full search cut into subtrees and run on several threads equals the sequential search exactly, also when no listener
 * looks at the valid candidates.
 */
class ParallelSearchTest {

    /** Records valid candidates and their successors as text, in the order reported. */
    static final class Transcript implements SearchListener {
        final List<String> events = new ArrayList<>();

        @Override
        public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
            events.add("valid " + Structures.formatVector(candidate));
        }

        @Override
        public void successorFound(int[] next) {
            events.add("next " + (next == null ? "end" : Structures.formatVector(next)));
        }
    }

    @ParameterizedTest(name = "{0} size {1}, {2} threads")
    @CsvSource({"BSTP,5,2", "RBT,6,2", "DLLU,5,3", "BT,6,4", "DLL,5,2", "BST,7,2"})
    void parallelFullSearchEqualsSequentialSearch(String example, int size, int threads) {
        parallelEqualsSequential(Subjects.example(example, size), threads);
    }

    /**
     * A key of 70,000 values read first is cut into ranges of keys (too many for one piece each), each key a list search of
     * its own: the valid candidates and their successors are the sequential search's, in order.
     */
    @ParameterizedTest(name = "{0} threads")
    @CsvSource({"2", "3"})
    void rangesOfKeysEqualTheSequentialSearch(int threads) {
        long valid = parallelEqualsSequential(Generations.subject(KeyedList.class.getName(), 70_000, 2), threads);
        assertTrue(valid > 70_000, "keys 1 and 2 modulo 4 have lists: " + valid);
    }

    /** Searches {@code subject} on one thread and on {@code threads}, and compares; @return the valid candidates */
    private static long parallelEqualsSequential(Subject subject, int threads) {
        Transcript sequential = new Transcript();
        SearchResult one = Search.over(subject).listener(sequential).build().run();
        Transcript parallel = new Transcript();

        SearchResult many = new ParallelRunner(subject, threads, 0, parallel).runFullSearch();

        assertEquals(Outcome.COMPLETED, many.outcome());
        assertEquals(one.explored(), many.explored(), "explored");
        assertEquals(one.valid(), many.valid(), "valid");
        assertEquals(sequential.events, parallel.events);
        assertTrue(sequential.events.size() == 2 * one.valid(), "every valid candidate has a successor event");
        return one.valid();
    }

    /**
     * The objects a listener reads at a valid candidate are that candidate's on every thread count (a parallel run's
     * reporting thread writes them only when a listener looks: {@link CandidateHeap#writeLater}).
     */
    @ParameterizedTest(name = "{0} size {1}, {2} threads")
    @CsvSource({"DLLU,5,2", "HeapArray,5,2", "BSTP,5,3", "ArrayList,4,2"})
    void listenersReadTheValidCandidatesObjects(String example, int size, int threads) {
        Subject subject = Subjects.example(example, size);
        List<String> sequential = new ArrayList<>();
        Search.over(subject).listener(objectsInto(sequential)).build().run();
        List<String> parallel = new ArrayList<>();

        SearchResult many = new ParallelRunner(subject, threads, 0, objectsInto(parallel)).runFullSearch();

        assertEquals(Outcome.COMPLETED, many.outcome());
        assertEquals(sequential, parallel);
        assertTrue(sequential.stream().distinct().count() > 1, "the structures differ: " + sequential.size());
    }

    /**
     * Valid candidates that no listener looks at are only counted by the workers (segments without bytes), with the
     * sequential search's counts; beside a listener that looks, each is reported as before, and a combined listener hands
     * valid events only to its members that want them.
     */
    @ParameterizedTest(name = "{0} size {1}, {2} threads")
    @CsvSource({"ArrayList,5,2", "DLLU,5,2", "HeapArray,5,3"})
    void validCandidatesNobodyLooksAtAreOnlyCounted(String example, int size, int threads) {
        Subject subject = Subjects.example(example, size);
        Transcript sequential = new Transcript();
        SearchResult one = Search.over(subject).listener(sequential).build().run();
        long[] alone = new long[3];
        long[] beside = new long[3];
        Transcript watching = new Transcript();

        SearchResult counted = new ParallelRunner(subject, threads, 0, Listeners.of(notLooking(alone), SearchListener.NONE)).runFullSearch();
        SearchResult reported = new ParallelRunner(subject, threads, 0, Listeners.of(notLooking(beside), watching)).runFullSearch();

        assertEquals(one.explored(), counted.explored(), "explored");
        assertEquals(one.valid(), counted.valid(), "valid");
        assertTrue(alone[0] > 1, "the workers' segments were reported: " + alone[0]);
        assertEquals(one.valid(), alone[1], "valid candidates in segments");
        assertEquals(0, alone[2], "valid and successor events to a listener that does not look");
        assertEquals(one.valid(), reported.valid(), "valid");
        assertEquals(sequential.events, watching.events);
        assertEquals(0, beside[0] + beside[2], "no segments and no valid events beside a listener that looks");
    }

    /** @return a listener that does not look at valid candidates, counting into {@code seen} segments, their valid candidates, and valid events */
    private static SearchListener notLooking(long[] seen) {
        return new SearchListener() {
            @Override
            public boolean wantsValid() {
                return false;
            }

            @Override
            public void validSegment(ValidSegment segment) {
                seen[0]++;
                seen[1] += segment.count();
            }

            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                seen[2]++;
            }

            @Override
            public void successorFound(int[] next) {
                seen[2]++;
            }
        };
    }

    private static SearchListener objectsInto(List<String> shapes) {
        return new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                shapes.add(shape(heap.root(), new IdentityHashMap<>()));
            }
        };
    }

    /** The object graph under {@code o} read by reflection, objects numbered in the order first met. */
    private static String shape(Object o, Map<Object, Integer> seen) {
        if (o == null || o instanceof Number || o instanceof Boolean || o instanceof Character || o instanceof String) {
            return String.valueOf(o);
        }
        Integer id = seen.get(o);
        if (id != null) {
            return "#" + id;
        }
        seen.put(o, seen.size());
        StringBuilder out = new StringBuilder("#").append(seen.size() - 1).append('{');
        if (o.getClass().isArray()) {
            for (int i = 0; i < Array.getLength(o); i++) {
                out.append(shape(Array.get(o, i), seen)).append(',');
            }
        } else {
            for (Class<?> c = o.getClass(); c != Object.class; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (!Modifier.isStatic(f.getModifiers()) && !f.isSynthetic()) {
                        try {
                            f.setAccessible(true);
                            out.append(f.getName()).append('=').append(shape(f.get(o), seen)).append(',');
                        } catch (ReflectiveOperationException | RuntimeException e) {
                            out.append(f.getName()).append("=?,");
                        }
                    }
                }
            }
        }
        return out.append('}').toString();
    }
}
