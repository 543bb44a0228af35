package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.counting.HeapPathCondition;
import org.smallscope.engine.counting.MethodPathCondition;
import org.smallscope.engine.counting.ModelCounter;
import org.smallscope.engine.counting.PathCondition;
import org.smallscope.engine.counting.PathConditionGenerator;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;

/**
 * Model counting (issue #11, the core paper's RQ7): counts of {@code repOk() && pc()} made on repOk's snapshot equal a
 * full search with the path condition conjoined (same count, same structures) and, at small sizes, a brute-force
 * enumeration of the whole space; generated path conditions are deterministic and both satisfiable and not.
 */
class ModelCountingTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}({1}): {2} generated path conditions")
    @CsvSource({"DLL, 5, 25", "HBST, 5, 40", "RBT, 5, 40", "SLL, 5, 40", "DLLU, 4, 25", "BSTP, 4, 25"})
    void snapshotCountsEqualFullSearchesWithThePathCondition(String example, int size, int pcs) {
        Subject subject = Subjects.example(example, size);
        ModelCounter counter = new ModelCounter(subject, new ModelCounter.Options(null, 1, 0, "test"));
        long sat = 0;
        long unsat = 0;
        for (HeapPathCondition pc : new PathConditionGenerator(subject, 3, 42).next(pcs)) {
            Counted incremental = count(counter, pc, false);
            Counted full = count(counter, pc, true);
            assertEquals(full.count.count(), incremental.count.count(), pc.text());
            assertEquals(full.structures, incremental.structures, pc.text());
            assertTrue(incremental.count.explored() <= counter.base().snapshot().header().valid(), "at most one candidate per stored valid one");
            assertTrue(full.count.explored() >= full.count.count());
            if (incremental.count.count() > 0) {
                sat++;
            } else {
                unsat++;
            }
        }
        assertTrue(example.equals("DLL") || sat > 0 && unsat > 0, "satisfiable " + sat + ", unsatisfiable " + unsat);
    }

    @ParameterizedTest(name = "{0}({1}) {2}")
    @CsvSource({"RBT, 6, PathConditions#rootIsBlack", "RBT, 6, PathConditions#leftLeft", "HBST, 6, PathConditions#rootIsSmallest",
        "SLL, 4, PathConditions#firstTwoEqual", "SLL, 4, org.smallscope.examples.PathConditions#startsWithOne", "DLL, 4, PathConditions#shortCycle"})
    void methodPathConditionsCountAsFullSearches(String example, int size, String method) {
        Subject subject = Subjects.example(example, size);
        ModelCounter counter = new ModelCounter(subject, new ModelCounter.Options(null, 2, 0, "test"));
        PathCondition pc = MethodPathCondition.parse(method);
        Counted incremental = count(counter, pc, false);
        Counted full = count(counter, pc, true);
        assertEquals(full.count.count(), incremental.count.count());
        assertEquals(full.structures, incremental.structures);
    }

    @ParameterizedTest(name = "{0}({1})")
    @CsvSource({"SLL, 3", "HBST, 3", "DLL, 3", "RBT, 2"})
    void countsEqualBruteForceOverTheWholeSpace(String example, int size) throws Throwable {
        Subject subject = Subjects.example(example, size);
        ModelCounter counter = new ModelCounter(subject, new ModelCounter.Options(null, 1, 0, "test"));
        for (HeapPathCondition pc : new PathConditionGenerator(subject, 2, 7).next(8)) {
            Set<String> all = BruteForce.validStructures(pc.conjoinedWith(subject));
            Counted incremental = count(counter, pc, false);
            assertEquals(all.size(), incremental.count.count(), pc.text());
            assertEquals(all, incremental.structures, pc.text());
        }
    }

    @Test
    void newSubjectsHaveTheirKnownCounts() {
        long[] avl = {1, 2, 1, 4, 6, 4, 17}; // height-balanced binary trees with n nodes (OEIS A006265)
        for (int n = 1; n <= avl.length; n++) {
            assertEquals(avl[n - 1], Subjects.searchAll(Subjects.example("HBST", n)).result().valid(), "HBST(" + n + ")");
        }
        for (int n = 1; n <= 6; n++) {
            assertEquals((1L << (n + 1)) - 1, Subjects.searchAll(Subjects.example("SLL", n)).result().valid(), "SLL(" + n + ")");
        }
    }

    @Test
    void fullSearchPrunesOnThePathConditionsReads() {
        Subject subject = Subjects.example("SLL", 5);
        ModelCounter counter = new ModelCounter(subject, new ModelCounter.Options(null, 1, 0, "test"));
        // repOk never reads values: they are varied only because the path condition reads them
        HeapPathCondition pc = new HeapPathCondition(List.of(new HeapPathCondition.Atom(List.of("header"), HeapPathCondition.Op.NOT_NULL, 0),
                new HeapPathCondition.Atom(List.of("header", "value"), HeapPathCondition.Op.EQUALS, 1)));
        ModelCounter.Count full = counter.countFromScratch(pc);
        assertEquals(63, counter.base().snapshot().header().valid()); // 2^(n+1) - 1 lists of lengths 0..5, values 0 and 1
        assertEquals(31, full.count()); // lists of length k >= 1 starting with 1: 2^(k-1) each, 1 + 2 + 4 + 8 + 16
        ModelCounter.Count onSnapshot = counter.count(pc);
        assertEquals(31, onSnapshot.count());
        assertTrue(onSnapshot.explored() < 63, "lists agreeing with a rejected one on what was read are pruned: " + onSnapshot.explored());
        HeapPathCondition none = new HeapPathCondition(List.of(new HeapPathCondition.Atom(List.of("header"), HeapPathCondition.Op.IS_NULL, 0)));
        long explored = counter.countFromScratch(none).explored();
        long repOkOnly = Subjects.searchAll(subject).result().explored();
        assertTrue(explored < repOkOnly, "a false path condition backtracks from its own reads: " + explored + " < " + repOkOnly);
    }

    @Test
    void snapshotIsReusedFromTheStore() {
        SnapshotStore store = new SnapshotStore(dir);
        Subject subject = Subjects.example("RBT", 5);
        ModelCounter first = new ModelCounter(subject, new ModelCounter.Options(store, 1, 0, "test"));
        assertFalse(first.base().reused());
        assertTrue(first.base().saved() != null);
        ModelCounter second = new ModelCounter(Subjects.example("RBT", 5), new ModelCounter.Options(store, 1, 0, "test"));
        assertTrue(second.base().reused());
        for (HeapPathCondition pc : new PathConditionGenerator(subject, 3, 5).next(10)) {
            assertEquals(first.count(pc).count(), second.count(pc).count());
        }
        ModelCounter other = new ModelCounter(Subjects.example("RBT", 4), new ModelCounter.Options(store, 1, 0, "test"));
        assertFalse(other.base().reused(), "another size is another snapshot");
    }

    @Test
    void generatedConditionsAreDeterministicAndReadable() {
        Subject subject = Subjects.example("RBT", 6);
        List<String> a = texts(new PathConditionGenerator(subject, 3, 11).next(20));
        assertEquals(a, texts(new PathConditionGenerator(Subjects.example("RBT", 6), 3, 11).next(20)));
        assertNotEquals(a, texts(new PathConditionGenerator(subject, 3, 12).next(20)));
        assertTrue(a.stream().allMatch(t -> t.matches("root(\\.\\w+)* (== null|!= null|== \\d+)( && root(\\.\\w+)* (== null|!= null|== \\d+))*")), a.toString());
        for (String t : texts(new PathConditionGenerator(subject, 1, 3).next(30))) {
            long nodes = t.split(" != null", -1).length - 1;
            assertTrue(nodes <= 1, "depth 1 requires at most one node: " + t);
        }
    }

    @Test
    void conditionsThatDoNotFitTheSubjectAreNamed() {
        Subject subject = Subjects.example("RBT", 3);
        HeapPathCondition wrong = new HeapPathCondition(List.of(new HeapPathCondition.Atom(List.of("root", "next"), HeapPathCondition.Op.IS_NULL, 0)));
        SmallscopeException e = assertThrows(SmallscopeException.class, () -> wrong.bind(subject));
        assertEquals(EngineError.BAD_PATH_CONDITION, e.error());
        assertTrue(e.getMessage().contains("has no field next"), e.getMessage());
        HeapPathCondition type = new HeapPathCondition(List.of(new HeapPathCondition.Atom(List.of("root", "info"), HeapPathCondition.Op.IS_NULL, 0)));
        assertTrue(assertThrows(SmallscopeException.class, () -> type.bind(subject)).getMessage().contains("compare primitives"));
        SmallscopeException m = assertThrows(SmallscopeException.class, () -> MethodPathCondition.parse("PathConditions#startsWithOne").bind(subject));
        assertTrue(m.getMessage().contains("static boolean startsWithOne(RBT)"), m.getMessage());
        assertThrows(IllegalArgumentException.class, () -> MethodPathCondition.parse("noHash"));
    }

    /** A count and its solutions as canonical structure texts. */
    private record Counted(ModelCounter.Count count, Set<String> structures) {
    }

    private static Counted count(ModelCounter counter, PathCondition pc, boolean fromScratch) {
        Set<String> found = new TreeSet<>();
        SearchListener collect = new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                synchronized (found) {
                    found.add(Structures.canonical(heap.subject(), candidate));
                }
            }
        };
        ModelCounter.Count c = fromScratch ? counter.countFromScratch(pc, collect) : counter.count(pc, collect);
        assertEquals(c.count(), found.size(), "one canonical structure per solution: " + pc.text());
        return new Counted(c, found);
    }

    private static List<String> texts(List<HeapPathCondition> pcs) {
        List<String> texts = new ArrayList<>();
        pcs.forEach(p -> texts.add(p.text()));
        return texts;
    }
}
