package org.smallscope.core.internal;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.smallscope.core.CoreStatus;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.GenerationRun.State;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.RunEvent;

/**
 * How a run ended, decided in this one place from the runner's own report (its {@code finished} event),
 * its exit code and console, and whether the user cancelled: the run's final state, its message and the
 * job's status.
 *
 * @param state the run's final state
 * @param message the message the run shows, or null
 * @param status the generation job's result
 */
public record RunOutcome(State state, String message, IStatus status) {

    /**
     * How the run ended once the runner is gone (or never started).
     *
     * @param run the run, with its counts and its runner's {@code finished} event if one arrived
     * @param problem why the run could not start or failed before or besides the runner, or null
     * @param exitCode the runner's exit code, -1 if it did not run to its exit
     * @param console the runner's last console lines
     * @param userCancelled whether the user cancelled the run
     * @return the outcome
     */
    public static RunOutcome decide(GenerationRun run, IStatus problem, int exitCode, String console, boolean userCancelled) {
        String name = run.request().describe();
        RunEvent.Finished finished = run.finishedEvent();
        if (userCancelled) {
            String text = cancelled(run).getMessage();
            boolean completedAnyway = finished != null && finished.outcome() == org.smallscope.engine.protocol.Outcome.COMPLETED;
            return new RunOutcome(completedAnyway ? State.COMPLETED : State.CANCELLED, text, Status.CANCEL_STATUS);
        }
        if (problem != null) {
            return new RunOutcome(State.FAILED, problem.getMessage(), problem);
        }
        if (finished == null) {
            IStatus died = CoreStatus.RUNNER_DIED.status(name, exitCode, explain(exitCode, console));
            return new RunOutcome(State.FAILED, died.getMessage(), died);
        }
        return switch (finished.outcome()) {
            case COMPLETED -> new RunOutcome(State.COMPLETED, finished.message(), run.counterexamples().isEmpty()
                    ? CoreStatus.RUN_COMPLETED.status(name, Counts.format(run.valid()), Counts.format(run.explored()), run.request().isApi() ? "api" : run.mode(),
                            run.millis() + " ms")
                    : CoreStatus.COUNTEREXAMPLES.status(name, run.counterexamples().size(), run.request().method(), run.exportedTests()));
            case CANCELLED -> new RunOutcome(State.CANCELLED, finished.message(), cancelled(run));
            case FAILED -> new RunOutcome(State.FAILED, finished.message(), finished.message() != null
                    ? CoreStatus.RUN_FAILED.status(name, finished.message())
                    : CoreStatus.RUNNER_DIED.status(name, exitCode, explain(exitCode, console)));
        };
    }

    private static IStatus cancelled(GenerationRun run) {
        return CoreStatus.RUN_CANCELLED.status(run.request().describe(), Counts.format(run.explored()), Counts.format(run.valid()));
    }

    /** @return a readable reason for a runner that died: out of memory, killed, or its last console line */
    static String explain(int exit, String console) {
        if (console.contains("OutOfMemoryError")) {
            return "it ran out of memory (" + RunnerCommand.MAX_HEAP + "); lower the bounds or the number of threads";
        }
        if (exit > 128) {
            return "it was killed by signal " + (exit - 128);
        }
        return console.isBlank() ? "no output" : console.lines().reduce((a, b) -> b).orElse("");
    }
}
