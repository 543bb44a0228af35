package org.smallscope.junit.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.smallscope.engine.door.ApiMode;
import org.smallscope.examples.builders.AvlTree;
import org.smallscope.junit.tests.fixtures.BuiltCases;

/**
 * Issue #45: {@code @BuiltSource} runs a test on every object API mode builds, as many as the engine finds (and, for the
 * AVL tree, as repOk accepts), each fresh, named by its call sequence, smallest first; failures name the sequence, and a
 * builder that throws fails the container naming the method, the exception and the sequence.
 */
class BuiltSourceTest {

    @TempDir
    static Path store;

    private static Harness.Run run;

    @BeforeAll
    static void runFixture() {
        BuiltCases.SEEN.clear();
        run = Harness.run(Map.of("smallscope.store", store.toString()), BuiltCases.class);
    }

    @Test
    void oneInvocationPerStateTheEngineBuildsAsManyAsRepOkAccepts() {
        ApiMode.Result engine = ApiMode.of(AvlTree.class, 4).withBuilders(List.of("insert")).run();
        List<Harness.Finished> built = run.of("byInsert");

        assertEquals(engine.states().size(), built.size());
        assertEquals(run.of("byRepOk").size(), built.size(), "every AVL tree of at most 4 nodes is built by inserts");
        assertTrue(built.size() > 20, "AVL trees of 0 to 4 nodes over keys 0..3: " + built.size());
        assertTrue(built.stream().allMatch(Harness.Finished::passed), () -> built.stream().filter(t -> !t.passed()).findFirst().orElseThrow().failure());
        assertTrue(run.reports().contains("smallscope=smallscope: AvlTree(4) api: " + built.size() + " states, built earlier in this JVM")
                || run.reports().stream().anyMatch(r -> r.startsWith("smallscope=smallscope: AvlTree(4) api: " + built.size() + " states from ")),
                run.reports().toString());
    }

    @Test
    void eachInvocationGetsAFreshObjectThatOtherTestsDoNotChange() {
        List<Harness.Finished> again = run.of("byInsertAgain");

        assertEquals(run.of("byInsert").size(), again.size());
        assertTrue(again.stream().allMatch(Harness.Finished::passed), () -> again.stream().filter(t -> !t.passed()).findFirst().orElseThrow().failure());
        assertEquals(2 * again.size(), BuiltCases.SEEN.size(), "no object was given twice");
    }

    @Test
    void invocationsAreNamedByTheirCallSequenceSmallestFirst() {
        List<String> names = run.of("byInsert").stream().map(Harness.Finished::name).toList();

        assertEquals("new AvlTree()", names.get(0));
        assertEquals(List.of("new AvlTree(); insert(0)", "new AvlTree(); insert(1)", "new AvlTree(); insert(2)", "new AvlTree(); insert(3)"),
                names.subList(1, 5));
        assertEquals(names.size(), names.stream().distinct().count());
        int[] calls = names.stream().mapToInt(n -> n.split(";").length - 1).toArray();
        for (int i = 1; i < calls.length; i++) {
            assertTrue(calls[i - 1] <= calls[i], "an AVL tree holds one node per insert, so fewer calls come first: " + names);
        }
    }

    @Test
    void failuresNameTheSequenceAndAreSummedUpSmallestFirst() {
        ApiMode.Result engine = ApiMode.of(AvlTree.class, 3).withBuilders(List.of("insert")).run();
        long rootTwo = engine.states().stream().filter(s -> ((AvlTree) s.object()).root != null && ((AvlTree) s.object()).root.info >= 2).count();
        List<Harness.Finished> tests = run.of("rootBelowTwo");
        List<Harness.Finished> failed = tests.stream().filter(t -> !t.passed()).toList();

        assertEquals(engine.states().size(), tests.size());
        assertTrue(rootTwo > 0);
        assertEquals(rootTwo, failed.size());
        Harness.Finished first = failed.get(0);
        assertEquals("new AvlTree(); insert(2)", first.name());
        assertTrue(first.failure().contains("\nsmallscope: AvlTree(3) api object #4\n  built by new AvlTree(); insert(2)\n  state "), first.failure());
        assertTrue(first.failure().contains("(the first instance to fail this way)"), first.failure());
        String summary = run.reports().stream().filter(r -> r.startsWith("smallscope=smallscope: BuiltCases.rootBelowTwo: ")).findFirst()
                .orElseThrow(() -> new AssertionError(run.reports().toString()));
        assertTrue(summary.contains(": " + rootTwo + " of " + tests.size() + " invocations fail, 1 kind"), summary);
        assertTrue(summary.contains(": instance #4 (size 1) built by new AvlTree(); insert(2)"), summary);

        List<Harness.Finished> fast = run.of("rootBelowTwoFailFast");
        assertEquals(1, fast.stream().filter(t -> t.result().getStatus() == TestExecutionResult.Status.FAILED).count());
        assertEquals("new AvlTree(); insert(2)", fast.stream().filter(t -> t.result().getStatus() == TestExecutionResult.Status.FAILED)
                .findFirst().orElseThrow().name());
        assertTrue(fast.stream().filter(t -> t.result().getStatus() == TestExecutionResult.Status.ABORTED).count() >= rootTwo - 1);
    }

    @Test
    void aBuilderThatThrowsFailsTheContainerNamingTheMethodTheExceptionAndTheSequence() {
        assertTrue(run.of("tallies").isEmpty(), "nothing ran");
        Harness.Finished container = run.failedContainer("tallies");
        assertNotNull(container);
        Throwable t = container.result().getThrowable().orElseThrow();
        assertEquals("smallscope: @BuiltSource on BuiltCases.tallies(Tally): Tally(3) api: 1 builder threw while the objects were built:\n"
                + "  add(int) threw java.lang.ArithmeticException: past 3\n"
                + "    at the last call of new Tally(); add(2); add(2) (and of 2 more sequences)", t.getMessage());
        assertEquals(ArithmeticException.class, t.getCause().getClass());
    }

    @Test
    void badInputFailsTheContainerNamingTheTestAndWhatIsWrong() {
        String unknown = run.failedContainer("unknownBuilder").result().getThrowable().orElseThrow().getMessage();
        assertTrue(unknown.startsWith("@BuiltSource on BuiltCases.unknownBuilder(AvlTree): Builders of " + AvlTree.class.getName()
                + " are not usable: it has no public instance method put"), unknown);
        String sizes = run.failedContainer("twoSizes").result().getThrowable().orElseThrow().getMessage();
        assertEquals("@BuiltSource on BuiltCases.twoSizes(AvlTree): args \"3,2\" must be one size n >= 0 (at most n objects, n calls,"
                + " ints 0..n-1), e.g. \"5\"", sizes);
    }
}
