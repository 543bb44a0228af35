package org.smallscope.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.junit.jupiter.api.Test;
import org.smallscope.core.CoreStatus;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.GenerationRun.State;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.RunEvent;

/** Every way a run can end gives one final state, message and job status. */
class RunOutcomeTest {

    /** @return a BST(3) run that searched, found one structure and then received {@code events} */
    private static GenerationRun run(RunEvent... events) {
        GenerationRun run = new GenerationRun(FakeSubjects.request("demo.BST", "finBST", 3));
        run.apply(new RunEvent.Started("BST(3)", "demo.BST", "finBST", new int[] {3}, Mode.FULL, "1296", 2, List.of("this.root", "this.size")));
        run.apply(new RunEvent.Valid(1, new int[] {0, 0}, "root=null size=0"));
        run.apply(new RunEvent.Progress(1234, 1, 10));
        for (RunEvent e : events) {
            run.apply(e);
        }
        return run;
    }

    private static RunEvent.Finished finished(Outcome outcome, String message) {
        return new RunEvent.Finished(outcome, 1234567, 1, 20, 0, message, null, null);
    }

    private static RunOutcome decide(GenerationRun run, int exit, String console) {
        return RunOutcome.decide(run, null, exit, console, false);
    }

    @Test
    void aCompletedRunReportsItsCountsAsOk() {
        RunOutcome outcome = decide(run(finished(Outcome.COMPLETED, null)), 0, "");

        assertEquals(State.COMPLETED, outcome.state());
        assertEquals(IStatus.OK, outcome.status().getSeverity());
        assertEquals(CoreStatus.RUN_COMPLETED.code(), outcome.status().getCode());
        assertTrue(outcome.status().getMessage().contains("1,234,567 candidates explored (full)"), outcome.status().getMessage());
    }

    @Test
    void aCompletedMethodRunWithCounterexamplesWarns() {
        RunOutcome outcome = decide(run(new RunEvent.Counterexample(new int[] {0, 0}, "root=null", "add(1)", "threw"),
                finished(Outcome.COMPLETED, null)), 0, "");

        assertEquals(State.COMPLETED, outcome.state());
        assertEquals(CoreStatus.COUNTEREXAMPLES.code(), outcome.status().getCode());
        assertEquals(IStatus.WARNING, outcome.status().getSeverity());
    }

    @Test
    void aRunTheRunnerCancelledIsCancelledWithItsCounts() {
        RunOutcome outcome = decide(run(finished(Outcome.CANCELLED, "interrupted")), 130, "");

        assertEquals(State.CANCELLED, outcome.state());
        assertEquals(CoreStatus.RUN_CANCELLED.code(), outcome.status().getCode());
        assertTrue(outcome.status().getMessage().contains("1,234,567 candidates"), outcome.status().getMessage());
    }

    @Test
    void aFailureTheRunnerReportedKeepsItsMessage() {
        RunOutcome outcome = decide(run(finished(Outcome.FAILED, "repOk did not return on [0,1] (endless loop?)")), 1, "");

        assertEquals(State.FAILED, outcome.state());
        assertEquals("repOk did not return on [0,1] (endless loop?)", outcome.message());
        assertEquals(CoreStatus.RUN_FAILED.code(), outcome.status().getCode());
        assertTrue(outcome.status().getMessage().startsWith("BST(3): repOk did not return"), outcome.status().getMessage());
    }

    @Test
    void aFailureWithoutMessageIsExplainedByTheExit() {
        RunOutcome outcome = decide(run(finished(Outcome.FAILED, null)), 3, "Exception in thread main\n\tat demo.BST.repOk");

        assertEquals(State.FAILED, outcome.state());
        assertEquals(CoreStatus.RUNNER_DIED.code(), outcome.status().getCode());
        assertTrue(outcome.status().getMessage().contains("exit code 3"), outcome.status().getMessage());
    }

    @Test
    void aRunnerThatDiedWithoutReportingFailsWithItsLastConsoleLine() {
        GenerationRun run = run();
        RunOutcome outcome = decide(run, 1, "starting\nException in thread \"main\" java.lang.StackOverflowError");

        assertEquals(State.FAILED, outcome.state());
        assertEquals(IStatus.ERROR, outcome.status().getSeverity());
        assertEquals(CoreStatus.RUNNER_DIED.code(), outcome.status().getCode());
        assertTrue(outcome.message().contains("BST(3)") && outcome.message().contains("exit code 1")
                && outcome.message().endsWith("java.lang.StackOverflowError"), outcome.message());
        assertEquals(outcome.status().getMessage(), outcome.message());
    }

    @Test
    void aRunnerOutOfMemorySaysSo() {
        RunOutcome outcome = decide(run(), 3, "Terminating due to java.lang.OutOfMemoryError: Java heap space");

        assertEquals(State.FAILED, outcome.state());
        assertTrue(outcome.status().getMessage().contains("it ran out of memory (-Xmx1g)"), outcome.status().getMessage());
    }

    @Test
    void aKilledRunnerNamesTheSignal() {
        assertTrue(decide(run(), 137, "").message().contains("killed by signal 9"));
        assertTrue(decide(run(), 1, "").message().endsWith("no output"));
    }

    @Test
    void aUserCancelIsCancelStatusAndKeepsTheStructures() {
        GenerationRun run = run(finished(Outcome.CANCELLED, "stopped"));
        RunOutcome outcome = RunOutcome.decide(run, null, -1, "", true);
        run.end(outcome.state(), outcome.message(), -1);

        assertSame(Status.CANCEL_STATUS, outcome.status());
        assertEquals(State.CANCELLED, run.state());
        assertTrue(run.message().contains("cancelled after 1,234,567 candidates"), run.message());
        assertEquals(1, run.structureCount(), "what was found is kept");
        assertTrue(run.ended());
    }

    @Test
    void aUserCancelBeforeTheRunnerReportedIsCancelledToo() {
        RunOutcome outcome = RunOutcome.decide(run(), null, -1, "", true);

        assertEquals(State.CANCELLED, outcome.state());
        assertSame(Status.CANCEL_STATUS, outcome.status());
    }

    @Test
    void aProblemBeforeTheRunnerStartedFailsTheRunWithIt() {
        IStatus problem = CoreStatus.COMPILE_ERRORS.status("/demo/src/demo/BST.java");
        RunOutcome outcome = RunOutcome.decide(run(), problem, -1, "", false);

        assertEquals(State.FAILED, outcome.state());
        assertSame(problem, outcome.status());
        assertEquals(problem.getMessage(), outcome.message());
    }

    @Test
    void endingARunCompletesItsCandidateSpace() {
        GenerationRun run = run(finished(Outcome.COMPLETED, null));
        assertEquals(State.RUNNING, run.state(), "the runner's report alone does not end the run");

        RunOutcome outcome = decide(run, 0, "");
        run.end(outcome.state(), outcome.message(), 0);

        assertEquals(State.COMPLETED, run.state());
        assertEquals(0, run.exitCode());
        assertTrue(run.candidateSpace().picture().complete());
    }
}
