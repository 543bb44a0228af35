package org.smallscope.junit.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.junit.tests.fixtures.BadCases;
import org.smallscope.junit.tests.fixtures.BagCases;
import org.smallscope.junit.tests.fixtures.Bst5Cases;
import org.smallscope.junit.tests.fixtures.Bst5TwoThreadsCases;
import org.smallscope.junit.tests.fixtures.BstCases;
import org.smallscope.junit.tests.fixtures.HeapArray6Cases;
import org.smallscope.junit.tests.fixtures.HeapArrayCases;
import org.smallscope.junit.tests.fixtures.SpinCases;

/** The extension on bundled examples: one invocation per valid instance (the paper's counts), names, failures, bad input. */
class ExhaustiveSourceTest {

    @TempDir
    Path store;

    private Harness.Run run(Class<?>... fixtures) {
        return Harness.run(Map.of("smallscope.store", store.toString()), fixtures);
    }

    @Test
    void oneInvocationPerValidTreeNamedByItsShape() {
        Harness.Run run = run(BstCases.class);

        List<Harness.Finished> trees = run.of("everyTree");
        assertEquals(5, trees.size(), "Catalan(3) trees");
        assertTrue(trees.stream().allMatch(Harness.Finished::passed), () -> trees.toString());
        assertEquals(5, new HashSet<>(trees.stream().map(Harness.Finished::name).toList()).size(), "a distinct shape each");
        assertTrue(trees.stream().map(Harness.Finished::name).anyMatch(
                "root=Node0 size=3 | Node0{left=Node1 right=Node2 info=1} | Node1{left=null right=null info=0} | Node2{left=null right=null info=2}"::equals),
                () -> "the balanced tree is one of " + trees);
        assertEquals(14, run.of("sizeFour").size(), "Catalan(4) trees, the subject named by the annotation");
        assertTrue(run.of("sizeFour").stream().allMatch(Harness.Finished::passed));
    }

    @Test
    void theSameSearchRunsOncePerJvmAndSaysHow() throws Exception {
        Harness.Run run = run(BstCases.class);

        assertEquals(5, run.of("sameTreesAgain").size());
        long searched = run.reports().stream().filter(r -> r.startsWith("smallscope=smallscope: BST(3) full search: 5 valid")).count();
        long reused = run.reports().stream().filter(r -> r.equals("smallscope=smallscope: BST(3): 5 valid, searched earlier in this JVM")).count();
        assertEquals(1, searched, () -> run.reports().toString());
        assertEquals(2, reused, () -> run.reports().toString());
        assertTrue(run.reports().stream().anyMatch(r -> r.endsWith("; snapshots in " + store)), () -> run.reports().toString());
        try (var files = Files.list(store)) {
            assertEquals(2, files.filter(f -> f.getFileName().toString().matches("BST-[34]-\\w+\\.snapshot")).count(),
                    "BST(3) and BST(4) saved their snapshots");
        }
    }

    @Test
    void aFailureNamesTheCandidateAndTheStructure() {
        Harness.Run run = run(BstCases.class);

        List<Harness.Finished> tests = run.of("noLeftChild");
        List<Harness.Finished> failed = tests.stream().filter(t -> !t.passed()).toList();
        assertEquals(5, tests.size());
        assertEquals(3, failed.size(), "trees of 3 keys whose root has a left child: 3 of 5");
        for (Harness.Finished f : failed) {
            String message = f.failure();
            assertTrue(message.contains("smallscope: BST(3) instance #"), message);
            assertTrue(message.matches("(?s).*\\n  candidate \\[\\d+(,\\d+)*\\]\\n.*"), message);
            assertTrue(message.contains("\n  structure " + f.name()), message);
            org.opentest4j.AssertionFailedError wrapped = (org.opentest4j.AssertionFailedError) f.result().getThrowable().orElseThrow();
            assertTrue(wrapped.isExpectedDefined() && wrapped.getExpected().getValue() == null, "expected and actual kept for IDEs");
            assertEquals("root has no left child", wrapped.getCause().getMessage().replaceFirst(" ==> .*", ""), "the original is the cause");
            assertTrue(message.startsWith("root has no left child ==> expected: <null> but was: <org.smallscope.examples.BST$Node@"), message);
        }
    }

    @Test
    void arraysAreCopiedIntoTheTestsClassesAtTheOracleCount() {
        Harness.Run run = run(HeapArray6Cases.class);

        List<Harness.Finished> heaps = run.of("heaps");
        assertEquals(13_139, heaps.size(), "HeapArray(6), ORACLES.md");
        assertTrue(heaps.stream().allMatch(Harness.Finished::passed), () -> heaps.stream().filter(h -> !h.passed()).findFirst().toString());
    }

    @Test
    void methodModeRunsEveryReceiverWithEveryArgument() {
        Harness.Run run = run(HeapArrayCases.class);

        int receivers = run.of("smallHeaps").size();
        List<Harness.Finished> calls = run.of("insertKeepsTheHeap");
        assertTrue(receivers > 0);
        assertEquals(receivers * 4, calls.size(), "each heap of size 3 with insert(0) .. insert(3)");
        assertTrue(calls.stream().allMatch(Harness.Finished::passed), () -> calls.stream().filter(h -> !h.passed()).findFirst().toString()
                + " first: " + calls.get(0));
        assertTrue(calls.get(0).name().startsWith("insert(0) on size=0 array=int[]0"), calls.get(0).name());
    }

    @Test
    void badInputFailsTheTestNamingClassAndMethod() {
        Harness.Run run = run(BadCases.class);

        assertTrue(run.tests().isEmpty(), "nothing ran");
        assertContainerFailure(run, "badArgs", "@ExhaustiveSource on BadCases.badArgs(BST): args \"three\": 'three' is not an integer");
        assertContainerFailure(run, "unknownFinitization", "@ExhaustiveSource on BadCases.unknownFinitization(BST): ");
        assertContainerFailure(run, "unknownFinitization", "finNope");
        assertContainerFailure(run, "noRepOk", "@ExhaustiveSource on BadCases.noRepOk(String): ");
        assertContainerFailure(run, "noRepOk", "repOk");
        assertContainerFailure(run, "unknownMethod", "@ExhaustiveSource on BadCases.unknownMethod(BST,int): class org.smallscope.examples.BST has no method named nope");
    }

    @Test
    void twoWorkersGiveTheSameInstancesInTheSameOrder() {
        List<String> one = run(Bst5Cases.class).of("trees").stream().map(Harness.Finished::name).toList();
        List<String> two = Harness.run(Map.of("smallscope.store", store.resolve("two").toString()), Bst5TwoThreadsCases.class)
                .of("trees").stream().map(Harness.Finished::name).toList();

        assertEquals(42, one.size(), "Catalan(5)");
        assertEquals(one, two);
    }

    @Test
    void eachInvocationGetsAFreshInstance() {
        List<Harness.Finished> bags = run(BagCases.class).of("freshLog");

        assertEquals(List.of("count=0", "count=1", "count=2"), bags.stream().map(Harness.Finished::name).toList());
        assertTrue(bags.stream().allMatch(Harness.Finished::passed), bags::toString);
    }

    @Test
    void aRepOkThatDoesNotReturnFailsTheTestNamingTheCandidate() {
        Harness.Run run = run(SpinCases.class);

        assertTrue(run.tests().isEmpty(), "nothing ran");
        Harness.Finished container = run.failedContainer("spins");
        assertNotNull(container);
        String message = container.result().getThrowable().orElseThrow().getMessage();
        assertTrue(message.startsWith("smallscope: the search of Spin(2) for SpinCases.spins(Spin) did not complete: "), message);
        assertTrue(message.contains("did not return within 300 ms on candidate [1]"), message);
    }

    private static void assertContainerFailure(Harness.Run run, String method, String part) {
        Harness.Finished container = run.failedContainer(method);
        assertNotNull(container, method + " did not fail");
        Throwable t = container.result().getThrowable().orElseThrow();
        assertEquals("org.junit.jupiter.api.extension.ExtensionConfigurationException", t.getClass().getName(), String.valueOf(t));
        assertTrue(t.getMessage().contains(part), t.getMessage());
        assertFalse(t.getMessage().contains("\tat "), "no stack trace in the message");
    }
}
