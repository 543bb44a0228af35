package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SortedSet;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.methods.Counterexample;
import org.smallscope.engine.export.methods.MethodInput;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodRunner;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.tests.export.subjects.IntSet;
import org.smallscope.engine.tests.export.subjects.OracleSet;
import org.smallscope.engine.tests.export.subjects.OracleSetBugs;
import org.smallscope.examples.everyday.HeapArray;

/**
 * Postconditions and the abstraction function with model operations in method mode: none fails on the correct
 * {@link OracleSet}, and on {@link OracleSetBugs} each finds exactly the inputs a brute force over plain copies finds.
 */
class MethodOraclesTest {

    private static final int N = 3;

    private static MethodRun run(Exports.Searched s, String method) {
        return MethodRunner.run(s.subject(), s.instances(), MethodUnderTest.resolve(s.subject(), method, List.of()), 5_000);
    }

    /** Values of the default domain: sizes 0..n and values 0..n-1 give -1..n+1. */
    private static List<Integer> values() {
        return IntStream.rangeClosed(-1, N + 1).boxed().toList();
    }

    @Test
    void theCorrectSetPassesEveryOracleAndRecordsWhatEachCallDid() throws Exception {
        Exports.Searched s = Exports.search(OracleSet.class, N);
        for (String method : new String[] {"insert", "delete"}) {
            MethodRun run = run(s, method);
            assertEquals(List.of(), run.counterexamples(), method);
            assertEquals(s.instances().size() * values().size(), run.passing().size(), method);
            for (MethodInput input : run.passing()) {
                OracleSet plain = (OracleSet) PlainCopies.of(s.subject(), s.instances().get(input.instance()));
                int v = values().get(input.choice()[0]);
                boolean result = method.equals("insert") ? plain.insert(v) : plain.delete(v);
                assertEquals(String.valueOf(result), input.result());
                assertEquals(plain.abstraction().toString(), input.state());
            }
        }
    }

    @Test
    void aWrongResultBreaksThePostconditionOnExactlyThePresentValues() throws Exception {
        Exports.Searched s = Exports.search(OracleSetBugs.class, N);
        MethodRun run = run(s, "insert");
        long expected = 0;
        for (int[] cv : s.instances()) {
            for (int v : values()) {
                OracleSetBugs old = (OracleSetBugs) PlainCopies.of(s.subject(), cv);
                OracleSetBugs set = (OracleSetBugs) PlainCopies.of(s.subject(), cv);
                expected += set.post_insert(old, set.insert(v), v) ? 0 : 1;
            }
        }
        assertTrue(expected > 0);
        assertEquals(expected, run.count(Counterexample.Problem.POSTCONDITION_FALSE));
        assertEquals(expected, run.counterexamples().size(), "the model agrees: insert changes the set right");
        Counterexample c = run.counterexamples().get(0);
        assertEquals("post_insert returned false", c.message());
        assertTrue(c.describe().endsWith(c.call() + " failed its postcondition: post_insert returned false"), c.describe());
    }

    @Test
    void aWrongStateDisagreesWithTheModelOnExactlyTheInputsDeletingZero() throws Exception {
        Exports.Searched s = Exports.search(OracleSetBugs.class, N);
        MethodRun run = run(s, "delete");
        long expected = 0;
        for (int[] cv : s.instances()) {
            for (int v : values()) {
                OracleSetBugs set = (OracleSetBugs) PlainCopies.of(s.subject(), cv);
                SortedSet<Integer> model = OracleSet.model_delete(set.abstraction(), v);
                set.delete(v);
                expected += model.equals(set.abstraction()) ? 0 : 1;
            }
        }
        assertTrue(expected > 0);
        assertEquals(expected, run.count(Counterexample.Problem.MODEL_DIFFERS));
        assertEquals(expected, run.counterexamples().size(), "repOk and the postcondition hold");
        Counterexample c = run.counterexamples().get(0);
        assertTrue(c.message().matches("abstraction\\(\\) is \\[.*\\], model_delete gives \\[.*\\]"), c.describe());
    }

    @Test
    void theBundledHeapArrayKeepsItsPostconditionAndModel() throws Exception {
        Exports.Searched s = Exports.search(HeapArray.class, N);
        for (String method : new String[] {"insert", "extractMax"}) {
            MethodRun run = run(s, method);
            assertEquals(run.counterexamples().size(), run.count(Counterexample.Problem.THREW), method + ": only bad arguments and empty heaps");
            for (MethodInput input : run.passing()) {
                HeapArray plain = (HeapArray) PlainCopies.of(s.subject(), s.instances().get(input.instance()));
                if (method.equals("insert")) {
                    plain.insert(Integer.parseInt(run.method().arguments(input.choice()).get(0)));
                    assertEquals(null, input.result());
                } else {
                    assertEquals(String.valueOf(plain.extractMax()), input.result());
                }
                assertEquals(plain.abstraction().toString(), input.state());
            }
        }
    }

    @Test
    void aRunThatExportsNothingStillChecksTheOraclesButRecordsNothing() {
        Exports.Searched s = Exports.search(OracleSetBugs.class, N);
        MethodUnderTest insert = MethodUnderTest.resolve(s.subject(), "insert", List.of());
        MethodRun observed = MethodRunner.run(s.subject(), s.instances(), insert, 5_000, true);
        MethodRun quiet = MethodRunner.run(s.subject(), s.instances(), insert, 5_000, false);
        assertEquals(observed.counterexamples().size(), quiet.count(Counterexample.Problem.POSTCONDITION_FALSE));
        assertEquals(observed.passing().size(), quiet.passing().size());
        assertTrue(quiet.passing().stream().allMatch(i -> i.result() == null && i.state() == null && i.structure() == null));
        assertTrue(observed.passing().stream().allMatch(i -> i.result() != null && i.state() != null && i.structure() == null));
    }

    @Test
    void aSubjectWithoutOraclesRecordsNoState() {
        Exports.Searched s = Exports.search(IntSet.class, 2);
        MethodRun run = run(s, "add(int)");
        assertTrue(run.passing().stream().allMatch(i -> i.result() == null && i.state() == null && i.structure() != null),
                "add is void and IntSet has no abstraction: the receiver is recorded field by field");
    }

    @Test
    void anOracleOfTheWrongShapeIsNamed() {
        Exports.Searched s = Exports.search(OracleSet.class, 2);
        ExportException e = assertThrows(ExportException.class, () -> MethodUnderTest.resolve(s.subject(), "contains", List.of()));
        assertTrue(e.getMessage().contains("post_contains") || e.getMessage().contains("model_contains"), e.getMessage());
    }
}
