package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.jdt.core.IMethod;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.smallscope.core.GenerationJob;
import org.smallscope.core.GenerationRun;
import org.smallscope.ui.SmallscopeUi;

/**
 * "Generate Exhaustive Tests" on a method (Korat's black-box mode): every valid receiver and
 * parameter value; tests that call the method and check repOk afterwards are exported for the
 * passing inputs, and the inputs that break repOk are reported as counterexamples, not exported.
 */
class MethodTestsTest {

    private static DemoProject demo;

    @BeforeAll
    static void createProject() throws Exception {
        demo = DemoProject.create("method-demo", "BST-with-methods.java.txt");
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertEquals(List.of(), demo.compileErrors());
    }

    @Test
    void correctInsertionPassesOnEveryInputAndItsTestsRunGreen() throws Exception {
        IMethod add = demo.subjectType().getMethod("add", new String[] {"I"});
        GenerationRun run = runOn(add, Map.of(SmallscopeUi.PARAM_PARAMS, "-1..3"));
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> run + " " + run.message());
        assertEquals(List.of(), run.counterexamples().stream().map(GenerationRun.Counterexample::problem).toList());
        assertEquals(5 * 5, run.exportedTests(), "5 trees of size 3 times keys -1..3");
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertEquals(List.of(), demo.compileErrors(), "the method tests compile");
        assertGreen(demo.javaProject.findType("demo.BSTAddExhaustiveTest"), 25);
    }

    @Test
    void brokenRemovalIsReportedAsCounterexamplesAndOnlyPassingInputsAreExported() throws Exception {
        IMethod removeMin = demo.subjectType().getMethod("removeMin", new String[0]);
        GenerationRun run = runOn(removeMin, Map.of());
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> run + " " + run.message());
        int bad = run.counterexamples().size();
        assertTrue(bad > 0 && bad < 5, "some of the 5 trees have a right child under their smallest node: " + bad);
        assertTrue(run.counterexamples().get(0).problem().contains("removeMin()"), run.counterexamples().get(0).problem());
        assertEquals(5 - bad, run.exportedTests(), "only the passing inputs are exported");
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertGreen(demo.javaProject.findType("demo.BSTRemoveMinExhaustiveTest"), 5 - bad);
    }

    /** Runs {@code tests} with Eclipse's JUnit launch and checks the JUnit model's session is green with {@code count} tests. */
    private static void assertGreen(org.eclipse.jdt.core.IType tests, int count) throws Exception {
        JUnitRuns.Session session = JUnitRuns.run(tests);
        assertEquals(List.of(), session.failures());
        assertEquals(org.eclipse.jdt.junit.model.ITestElement.Result.OK, session.result());
        assertEquals(count, session.tests());
    }

    private static GenerationRun runOn(IMethod method, Map<String, String> parameters) throws Exception {
        Map<String, String> all = new java.util.HashMap<>(parameters);
        all.put(SmallscopeUi.PARAM_ARGS, "3");
        GenerationJob job = Commands.scheduleOn(method, all);
        Workbench.waitUntil("the method run", Commands.JOB_TIMEOUT, () -> job.getResult() != null);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        IStatus result = job.getResult();
        assertTrue(result.getSeverity() == IStatus.OK || result.getSeverity() == IStatus.WARNING, result::toString);
        return job.run();
    }
}
