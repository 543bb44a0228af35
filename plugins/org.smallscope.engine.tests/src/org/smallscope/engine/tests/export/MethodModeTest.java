package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.export.methods.Counterexample;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodRunner;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.tests.export.subjects.IntSet;

/**
 * Korat's black-box method mode on {@link IntSet}: each count of counterexamples is checked against
 * a brute force over the same instances, run on plain copies built from the test's own classes.
 */
class MethodModeTest {

    private static final int N = 3;

    /** What a plain run of a method found. */
    private record Expected(int threw, int repOkFalse, int inputs) {
    }

    /** Values of the default domain, from the bounds of finIntSet(n): sizes 0..n and values 0..n-1 give -1..n+1. */
    private static List<String> defaultValues(int n) {
        return IntStream.rangeClosed(-1, n + 1).mapToObj(Integer::toString).toList();
    }

    private static Expected bruteForce(Exports.Searched s, String method, List<String> values) throws Exception {
        Method m = IntSet.class.getMethod(method, int.class);
        int threw = 0;
        int repOkFalse = 0;
        int inputs = 0;
        for (int[] cv : s.instances()) {
            for (String v : values) {
                IntSet set = (IntSet) PlainCopies.of(s.subject(), cv);
                inputs++;
                try {
                    m.invoke(set, Integer.parseInt(v));
                } catch (InvocationTargetException e) {
                    threw++;
                    continue;
                }
                if (!set.repOk()) {
                    repOkFalse++;
                }
            }
        }
        return new Expected(threw, repOkFalse, inputs);
    }

    private static MethodRun run(Exports.Searched s, String method, long timeout) {
        return MethodRunner.run(s.subject(), s.instances(), MethodUnderTest.resolve(s.subject(), method, List.of()), timeout);
    }

    @Test
    void theDefaultValuesGoOneBeyondTheSubjectsInts() {
        Exports.Searched s = Exports.search(IntSet.class, N);
        MethodUnderTest add = MethodUnderTest.resolve(s.subject(), "add(int)", List.of());
        assertEquals(defaultValues(N), add.domains().get(0).values());
        assertEquals("IntSet.add(int)", add.qualifiedSignature());
    }

    @Test
    void aCorrectMethodHasNoCounterexamples() throws Exception {
        Exports.Searched s = Exports.search(IntSet.class, N);
        MethodRun run = run(s, "add(int)", 5_000);
        Expected expected = bruteForce(s, "add", defaultValues(N));
        assertEquals(0, expected.threw() + expected.repOkFalse(), "the oracle agrees that add is correct");
        assertEquals(expected.inputs(), run.inputs());
        assertEquals(expected.inputs(), run.passing().size());
        assertEquals(List.of(), run.counterexamples());
    }

    @Test
    void aMethodBreakingRepOkGivesExactlyTheBruteForceCounterexamples() throws Exception {
        Exports.Searched s = Exports.search(IntSet.class, N);
        MethodRun run = run(s, "addFirst", 5_000);
        Expected expected = bruteForce(s, "addFirst", defaultValues(N));
        assertTrue(expected.repOkFalse() > 0);
        assertEquals(expected.repOkFalse(), run.count(Counterexample.Problem.REPOK_FALSE));
        assertEquals(expected.repOkFalse(), run.counterexamples().size());
        assertEquals(expected.inputs() - expected.repOkFalse(), run.passing().size());
        Counterexample first = run.counterexamples().get(0);
        assertTrue(first.call().startsWith("addFirst(") && first.structure().startsWith("size="), first.describe());
    }

    @Test
    void aThrowingMethodGivesExactlyTheBruteForceCounterexamples() throws Exception {
        Exports.Searched s = Exports.search(IntSet.class, N);
        MethodRun run = run(s, "remove", 5_000);
        Expected expected = bruteForce(s, "remove", defaultValues(N));
        assertTrue(expected.threw() > 0);
        assertEquals(expected.threw(), run.count(Counterexample.Problem.THREW));
        assertEquals(expected.repOkFalse(), run.count(Counterexample.Problem.REPOK_FALSE));
        Counterexample c = run.counterexamples().get(0);
        assertEquals("java.util.NoSuchElementException", c.exceptionType());
        assertEquals("no " + c.arguments().get(0) + " in the set", c.message());
        assertTrue(c.userFrames().stream().anyMatch(f -> f.contains("IntSet.remove(IntSet.java:")), c.userFrames().toString());
    }

    @Test
    void endlessLoopsAndSystemExitBecomeCounterexamples() {
        Exports.Searched s = Exports.search(IntSet.class, 2);
        List<String> values = defaultValues(2);
        long negatives = values.stream().filter(v -> Integer.parseInt(v) < 0).count();
        long zeros = values.stream().filter(v -> Integer.parseInt(v) == 0).count();
        MethodRun spin = run(s, "spin", 200);
        assertEquals(s.instances().size() * negatives, spin.count(Counterexample.Problem.TIMED_OUT));
        assertEquals(spin.counterexamples().size(), spin.count(Counterexample.Problem.TIMED_OUT));
        MethodRun exit = run(s, "exitIfZero", 5_000);
        assertEquals(s.instances().size() * zeros, exit.count(Counterexample.Problem.THREW));
        assertTrue(exit.counterexamples().stream().allMatch(c -> c.exceptionType().endsWith("UserExitError")), exit.toString());
    }

    @Test
    void givenValuesReplaceTheDefaults() throws Exception {
        Exports.Searched s = Exports.search(IntSet.class, N);
        MethodRun run = MethodRunner.run(s.subject(), s.instances(), MethodUnderTest.resolve(s.subject(), "remove", List.of("0..1, 7")), 5_000);
        Expected expected = bruteForce(s, "remove", List.of("0", "1", "7"));
        assertEquals(expected.inputs(), run.inputs());
        assertEquals(expected.threw(), run.counterexamples().size());
        List<String> args = new ArrayList<>();
        run.counterexamples().forEach(c -> args.add(c.arguments().get(0)));
        assertTrue(args.contains("7") && !args.contains("2"), args.toString());
    }

    @Test
    void anOverloadIsPickedByItsTypes() {
        Exports.Searched s = Exports.search(IntSet.class, 2);
        MethodUnderTest two = MethodUnderTest.resolve(s.subject(), "add(int, int)", List.of());
        assertEquals(2, two.domains().size());
        assertEquals(defaultValues(2).size() * defaultValues(2).size(), two.combinations());
        MethodRun run = MethodRunner.run(s.subject(), s.instances(), two, 5_000);
        assertEquals(List.of(), run.counterexamples());
    }
}
