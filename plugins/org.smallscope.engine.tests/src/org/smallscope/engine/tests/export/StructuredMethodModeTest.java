package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.smallscope.engine.export.methods.Counterexample;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodRunner;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.export.model.ExportResult;
import org.smallscope.engine.export.writers.SuiteExport;
import org.smallscope.engine.tests.export.subjects.Buckets;
import org.smallscope.engine.tests.export.subjects.Chain;
import org.smallscope.engine.tests.export.subjects.Forest;
import org.smallscope.engine.tests.export.subjects.Formula;
import org.smallscope.engine.tests.export.subjects.ObjectStack;
import org.smallscope.engine.tests.export.subjects.Reading;
import org.smallscope.examples.everyday.HeapArray;

/**
 * Method mode on receivers with arrays and polymorphic fields, and with parameters of array, String, double, long,
 * char and Object type: the default values are as documented, and every count of counterexamples is checked against
 * a brute force over the same instances, run on plain copies built from the test's own classes.
 */
class StructuredMethodModeTest {

    @TempDir
    Path tmp;

    /** What a plain run of a method found. */
    private record Expected(int threw, int repOkFalse, int inputs) {
    }

    private static Expected bruteForce(Exports.Searched s, Method m, List<Object[]> argumentLists) throws Exception {
        int threw = 0;
        int repOkFalse = 0;
        int inputs = 0;
        for (int[] cv : s.instances()) {
            for (Object[] args : argumentLists) {
                Object receiver = PlainCopies.of(s.subject(), cv);
                inputs++;
                try {
                    m.invoke(receiver, copies(args));
                } catch (InvocationTargetException e) {
                    threw++;
                    continue;
                }
                if (!(Boolean) receiver.getClass().getMethod("repOk").invoke(receiver)) {
                    repOkFalse++;
                }
            }
        }
        return new Expected(threw, repOkFalse, inputs);
    }

    /** Arrays are new for each call, as method mode passes them. */
    private static Object[] copies(Object[] args) {
        Object[] copy = args.clone();
        for (int i = 0; i < copy.length; i++) {
            if (copy[i] instanceof int[] a) {
                copy[i] = a.clone();
            }
        }
        return copy;
    }

    private static void assertSameCounts(Expected expected, MethodRun run) {
        assertEquals(expected.inputs(), run.inputs(), "inputs");
        assertEquals(expected.threw(), run.count(Counterexample.Problem.THREW), "threw");
        assertEquals(expected.repOkFalse(), run.count(Counterexample.Problem.REPOK_FALSE), "left repOk false");
        assertEquals(expected.inputs() - expected.threw() - expected.repOkFalse(), run.passing().size(), "passed");
    }

    private static List<Object[]> ints(long from, long to) {
        return LongStream.rangeClosed(from, to).mapToObj(v -> new Object[] {(int) v}).toList();
    }

    private static List<String> texts(long from, long to) {
        return LongStream.rangeClosed(from, to).mapToObj(Long::toString).toList();
    }

    @Test
    void heapArrayInsertTriesTheArraysIntsAndThrowsExactlyOnNegatives() throws Exception {
        Exports.Searched s = Exports.search(HeapArray.class, 3);
        MethodUnderTest insert = MethodUnderTest.resolve(s.subject(), "insert", List.of());
        assertEquals(texts(-2, 4), insert.domains().get(0).values(), "sizes 0..3 and elements -1..3, one beyond each end");
        MethodRun run = MethodRunner.run(s.subject(), s.instances(), insert, 5_000);
        Expected expected = bruteForce(s, HeapArray.class.getMethod("insert", int.class), ints(-2, 4));
        assertEquals(2 * s.instances().size(), expected.threw(), "the oracle: insert rejects -2 and -1");
        assertSameCounts(expected, run);
        Counterexample c = run.counterexamples().get(0);
        assertTrue(c.structure().matches("(size=\\d )?array=int\\[\\]\\{.*\\}"), c.structure());
        assertEquals("java.lang.IllegalArgumentException", c.exceptionType());
    }

    @Test
    void extractMaxFailsExactlyOnTheEmptyHeaps() throws Exception {
        Exports.Searched s = Exports.search(HeapArray.class, 3);
        MethodRun run = MethodRunner.run(s.subject(), s.instances(), MethodUnderTest.resolve(s.subject(), "extractMax", List.of()), 5_000);
        long empty = 0;
        for (int[] cv : s.instances()) {
            empty += ((HeapArray) PlainCopies.of(s.subject(), cv)).size == 0 ? 1 : 0;
        }
        assertEquals(empty, run.counterexamples().size());
        assertTrue(run.counterexamples().stream().allMatch(c -> c.structure().startsWith("size=0 array=int[]{") && c.problem() == Counterexample.Problem.THREW),
                run.counterexamples().toString());
        assertSameCounts(bruteForce(s, HeapArray.class.getMethod("extractMax"), List.<Object[]>of(new Object[0])), run);
    }

    @Test
    void anArrayParameterTakesEveryArrayOfLengthUpToTwoOverTheDefaultInts() throws Exception {
        Exports.Searched s = Exports.search(Buckets.class, 2);
        MethodUnderTest addAll = MethodUnderTest.resolve(s.subject(), "addAll", List.of());
        List<String> values = addAll.domains().get(0).values();
        assertEquals(1 + 5 + 25, values.size(), "keys 0..1 and sizes 0..2 give -1..3");
        assertEquals(List.of("[]", "[-1]", "[0]", "[1]", "[2]", "[3]", "[-1, -1]", "[-1, 0]"), values.subList(0, 8));
        assertEquals("[3, 3]", values.get(values.size() - 1));
        List<Object[]> arrays = new ArrayList<>();
        arrays.add(new Object[] {new int[0]});
        IntStream.rangeClosed(-1, 3).forEach(a -> arrays.add(new Object[] {new int[] {a}}));
        IntStream.rangeClosed(-1, 3).forEach(a -> IntStream.rangeClosed(-1, 3).forEach(b -> arrays.add(new Object[] {new int[] {a, b}})));

        MethodRun correct = MethodRunner.run(s.subject(), s.instances(), addAll, 5_000);
        Expected fine = bruteForce(s, Buckets.class.getMethod("addAll", int[].class), arrays);
        assertEquals(0, fine.threw() + fine.repOkFalse(), "the oracle: addAll is correct");
        assertSameCounts(fine, correct);

        MethodRun unchecked = MethodRunner.run(s.subject(), s.instances(), MethodUnderTest.resolve(s.subject(), "addAllUnchecked", List.of()), 5_000);
        Expected broken = bruteForce(s, Buckets.class.getMethod("addAllUnchecked", int[].class), arrays);
        assertTrue(broken.repOkFalse() > 0, "the oracle: repeated keys break repOk");
        assertSameCounts(broken, unchecked);
        Counterexample c = unchecked.counterexamples().get(0);
        assertTrue(c.call().matches("addAllUnchecked\\(\\[.*\\]\\)") && c.structure().contains("table=Entry[]{"), c.describe());
    }

    @Test
    void givenArraysReplaceTheDefaults() throws Exception {
        Exports.Searched s = Exports.search(Buckets.class, 2);
        MethodUnderTest bars = MethodUnderTest.resolve(s.subject(), "addAllUnchecked", List.of("[]|[1]|[1,1]"));
        MethodUnderTest commas = MethodUnderTest.resolve(s.subject(), "addAllUnchecked", List.of(" [ ], [1], [1, 1] "));
        assertEquals(List.of("[]", "[1]", "[1, 1]"), bars.domains().get(0).values());
        assertEquals(bars.domains().get(0).values(), commas.domains().get(0).values());
        MethodRun run = MethodRunner.run(s.subject(), s.instances(), bars, 5_000);
        assertSameCounts(bruteForce(s, Buckets.class.getMethod("addAllUnchecked", int[].class),
                List.of(new Object[] {new int[0]}, new Object[] {new int[] {1}}, new Object[] {new int[] {1, 1}})), run);
        assertTrue(run.counterexamples().stream().allMatch(c -> c.call().equals("addAllUnchecked([1, 1])") || c.call().equals("addAllUnchecked([1])")),
                run.counterexamples().toString());
    }

    @Test
    void stringDoubleLongAndCharParametersTakeTheSubjectsConstants() throws Exception {
        Exports.Searched s = Exports.search(Reading.class);
        MethodUnderTest describe = MethodUnderTest.resolve(s.subject(), "describe", List.of());
        assertEquals(List.of("\"\"", "\"say \\\"hi\\\"\\\\\""), describe.domains().get(0).values(), "the subject's strings");
        assertEquals(List.of("-1.5", "-0.5", "0.5", "1.0", "2.0", "3.0"), describe.domains().get(1).values(),
                "the double and float constants, one below and one above them");
        MethodRun described = MethodRunner.run(s.subject(), s.instances(), describe, 5_000);
        assertEquals(s.instances().size() * 2L * 6L, described.inputs());
        assertEquals(List.of(), described.counterexamples());

        MethodUnderTest retune = MethodUnderTest.resolve(s.subject(), "retune", List.of());
        assertEquals(List.of("-2", "-1", "0", "1", "2", "3", "4", "6", "7", "8", "999", "1000", "1001"), retune.domains().get(0).values(),
                "the long, Integer and short constants and their neighbours");
        assertEquals(List.of("'\\t'", "'\\n'", "'\\u000b'", "'&'", "'\\''", "'('", "'l'", "'m'", "'n'"), retune.domains().get(1).values(),
                "the chars and their neighbours");
        List<Object[]> args = new ArrayList<>();
        for (long by : new long[] {-2, -1, 0, 1, 2, 3, 4, 6, 7, 8, 999, 1000, 1001}) {
            for (char unit : new char[] {'\t', '\n', '\u000b', '&', '\'', '(', 'l', 'm', 'n'}) {
                args.add(new Object[] {by, unit});
            }
        }
        MethodRun run = MethodRunner.run(s.subject(), s.instances(), retune, 5_000);
        Expected expected = bruteForce(s, Reading.class.getMethod("retune", long.class, char.class), args);
        assertTrue(expected.repOkFalse() > 0 && expected.inputs() > expected.repOkFalse());
        assertSameCounts(expected, run);
        assertTrue(run.counterexamples().get(0).call().matches("retune\\(-?\\d+, '.*'\\)"), run.counterexamples().get(0).call());
    }

    @Test
    void givenStringsCharsAndDoublesAreParsed() {
        Exports.Searched s = Exports.search(Reading.class);
        MethodUnderTest describe = MethodUnderTest.resolve(s.subject(), "describe", List.of("a, \"b,c\", null, \"null\", \"x\\ny\"", "1.5, 0..2"));
        assertEquals(List.of("\"a\"", "\"b,c\"", "null", "\"null\"", "\"x\\ny\""), describe.domains().get(0).values());
        assertEquals(List.of("1.5", "0.0", "1.0", "2.0"), describe.domains().get(1).values());
        MethodUnderTest retune = MethodUnderTest.resolve(s.subject(), "retune", List.of("-1..1", "a..c, 'z'"));
        assertEquals(List.of("'a'", "'b'", "'c'", "'z'"), retune.domains().get(1).values());
    }

    @Test
    void anObjectParameterTakesNullAndTheDefaultInts() throws Exception {
        Exports.Searched s = Exports.search(Chain.class, 3);
        MethodUnderTest holds = MethodUnderTest.resolve(s.subject(), "holds", List.of());
        assertEquals(List.of("null", "-1", "0", "1", "2", "3", "4"), holds.domains().get(0).values(), "values 0..1 and lengths 0..3 give -1..4");
        assertEquals(List.of("null", "3", "\"x\""), MethodUnderTest.resolve(s.subject(), "holds", List.of("null, 3, \"x\"")).domains().get(0).values());
        MethodRun run = MethodRunner.run(s.subject(), s.instances(), holds, 5_000);
        assertEquals(s.instances().size() * 7L, run.inputs());
        assertEquals(List.of(), run.counterexamples());
    }

    @Test
    void anObjectArrayReceiverWithAnObjectParameter() throws Exception {
        Exports.Searched s = Exports.search(ObjectStack.class, 2);
        MethodUnderTest push = MethodUnderTest.resolve(s.subject(), "push", List.of());
        assertEquals(List.of("null", "-1", "0", "1", "2", "3", "999", "1000", "1001"), push.domains().get(0).values(),
                "null, lengths and sizes 0..2 one beyond, the Integer constants and their neighbours");
        List<Object[]> args = new ArrayList<>();
        args.add(new Object[] {null});
        for (int v : new int[] {-1, 0, 1, 2, 3, 999, 1000, 1001}) {
            args.add(new Object[] {v});
        }
        MethodRun run = MethodRunner.run(s.subject(), s.instances(), push, 5_000);
        Expected expected = bruteForce(s, ObjectStack.class.getMethod("push", Object.class), args);
        assertTrue(expected.repOkFalse() > 0, "the oracle: pushing null breaks repOk");
        assertSameCounts(expected, run);
        assertTrue(run.counterexamples().stream().allMatch(c -> c.call().equals("push(null)")), run.counterexamples().toString());
        assertTrue(run.counterexamples().stream().anyMatch(c -> c.structure().equals("size=1 elements=Object[]{1000, null}")),
                run.counterexamples().toString());
    }

    @Test
    void receiversWithObjectsOfSeveralClassDomainsAndSharedRecordsAreRebuiltForEachCall() throws Exception {
        Exports.Searched formula = Exports.search(Formula.class, 2, 1);
        for (String m : new String[] {"negate", "evaluate"}) {
            MethodRun run = MethodRunner.run(formula.subject(), formula.instances(), MethodUnderTest.resolve(formula.subject(), m, List.of()), 5_000);
            assertEquals(formula.instances().size(), run.passing().size(), m);
            assertEquals(List.of(), run.counterexamples(), m);
        }
        Exports.Searched forest = Exports.search(Forest.class, 3);
        MethodUnderTest find = MethodUnderTest.resolve(forest.subject(), "find", List.of());
        assertEquals(texts(-1, 4), find.domains().get(0).values(), "counts 0..3, parents and ranks 0..2");
        MethodRun run = MethodRunner.run(forest.subject(), forest.instances(), find, 5_000);
        Expected expected = bruteForce(forest, Forest.class.getMethod("find", int.class), ints(-1, 4));
        assertTrue(expected.threw() > 0, "the oracle: indexes outside the array throw");
        assertSameCounts(expected, run);
        assertTrue(run.counterexamples().stream().anyMatch(c -> c.structure().contains("elements=Record[]{Record0(")), run.counterexamples().toString());
    }

    @Test
    void theExportOfAMethodWithAnArrayParameterCompilesAndPasses() throws Exception {
        Exports.Searched s = Exports.search(Buckets.class, 2);
        MethodRun run = MethodRunner.run(s.subject(), s.instances(),
                MethodUnderTest.resolve(s.subject(), "addAllUnchecked", List.of("[]|[0]|[1, 1]|[-1, 2]")), 5_000);
        assertTrue(!run.passing().isEmpty() && !run.counterexamples().isEmpty());
        ExportResult written = SuiteExport.write(s.request().withMethodRun(run), tmp.resolve("src"));
        assertEquals(run.passing().size(), written.tests());
        String source = Files.readString(written.files().get(0).path());
        assertTrue(source.contains("new int[] {-1, 2}") && source.contains("new int[0]"), "array arguments are written as array creations");
        assertTrue(source.contains("addAllUnchecked([-1, 2]) on size=0 table=Entry[]{null}"), "display names show the array argument");
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        GeneratedTests.compile(List.of(written.files().get(0).path()), classes);
        List<String> passed = new ArrayList<>();
        TestExecutionSummary summary = GeneratedTests.run("org.smallscope.engine.tests.export.subjects.BucketsAddAllUncheckedExhaustiveTest",
                Buckets.class, classes, passed);
        assertEquals(0, summary.getTestsFailedCount() + summary.getContainersFailedCount(), () -> GeneratedTests.describe(summary));
        assertEquals(run.passing().size(), passed.size());
    }
}
