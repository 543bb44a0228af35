package org.smallscope.core.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.osgi.util.NLS;
import org.smallscope.core.CoreStatus;
import org.smallscope.core.GenerationJob;
import org.smallscope.core.GenerationRequest;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.SnapshotCatalog;

/** Launches the search JVM for a run, feeds its events into the run, reports progress, and turns the outcome into a status. */
public final class RunLauncher {

    /** How often progress is shown and cancellation is checked. */
    static final long TICK_MILLIS = 100;

    private final GenerationRun run;
    private IContainer exportContainer;

    /** @param run the run to launch and feed */
    public RunLauncher(GenerationRun run) {
        this.run = run;
    }

    /** @return the test source folder the export wrote to, or null */
    public IContainer exportContainer() {
        return exportContainer;
    }

    /** Runs the search JVM to its end (or until cancelled); @return the outcome as a status */
    public IStatus launch(IProgressMonitor monitor) throws CoreException {
        GenerationRequest request = run.request();
        SubMonitor sub = SubMonitor.convert(monitor, 100);
        sub.subTask(NLS.bind(CoreMessages.progressStarting, request.describe()));
        Path work;
        try {
            work = Files.createTempDirectory("smallscope-run");
        } catch (IOException e) {
            throw new CoreException(CoreStatus.RUNNER_NOT_STARTED.status(e, request.describe(), "temporary folder", e.getMessage()));
        }
        ExportTarget export = null;
        if (request.export() != null) {
            export = ExportTarget.prepare(request.subject().javaProject(), request.export().flavour(), sub.split(5));
            exportContainer = export.container();
        }
        Path sourceModel = SourceModelFile.write(request.subject(), work);
        Path store = SnapshotCatalog.of(request.subject().javaProject().getProject()).directory();
        try (RunnerProcess runner = new RunnerProcess()) {
            List<String> command = RunnerCommand.build(request, runner.port(), store, work.resolve("report.json"), sourceModel, export);
            RunEvents events = new RunEvents(run);
            try {
                runner.start(command, request.subject().javaProject().getProject().getLocation().toFile(), events::accept);
            } catch (IOException e) {
                throw new CoreException(CoreStatus.RUNNER_NOT_STARTED.status(e, request.describe(), command.get(0), e.getMessage()));
            }
            return follow(runner, sub.split(95));
        } catch (IOException e) {
            throw new CoreException(CoreStatus.RUNNER_NOT_STARTED.status(e, request.describe(), "event socket", e.getMessage()));
        } finally {
            deleteQuietly(work);
        }
    }

    private IStatus follow(RunnerProcess runner, SubMonitor sub) {
        String name = run.request().describe();
        try {
            Integer exit = null;
            while (exit == null) {
                if (sub.isCanceled()) {
                    runner.stop();
                    runner.drainEvents(1000);
                    run.cancelled(CoreStatus.RUN_CANCELLED.status(name, GenerationJob.count(run.explored()),
                            GenerationJob.count(run.valid())).getMessage());
                    throw new OperationCanceledException();
                }
                exit = runner.waitFor(TICK_MILLIS);
                sub.setWorkRemaining(100);
                sub.split(1);
                sub.subTask(NLS.bind(CoreMessages.progressRunning, new Object[] {GenerationJob.count(run.explored()),
                        GenerationJob.count(run.valid()), GenerationJob.count(rate())}));
            }
            runner.drainEvents(2000);
            boolean reported = run.ended(); // the runner's own "finished" event arrived before it exited
            String explanation = explain(exit, runner.consoleTail());
            run.exited(exit, NLS.bind(CoreMessages.runnerDied, new Object[] {name, exit, explanation}));
            return outcome(reported, exit, explanation);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OperationCanceledException();
        }
    }

    private IStatus outcome(boolean reported, int exit, String explanation) {
        String name = run.request().describe();
        return switch (run.state()) {
            case COMPLETED -> run.counterexamples().isEmpty()
                    ? CoreStatus.RUN_COMPLETED.status(name, GenerationJob.count(run.valid()), GenerationJob.count(run.explored()), run.mode(),
                            run.millis() + " ms")
                    : CoreStatus.COUNTEREXAMPLES.status(name, run.counterexamples().size(), run.request().method(), run.exportedTests());
            case CANCELLED -> CoreStatus.RUN_CANCELLED.status(name, GenerationJob.count(run.explored()), GenerationJob.count(run.valid()));
            default -> reported && run.message() != null ? CoreStatus.RUN_FAILED.status(name, run.message())
                    : CoreStatus.RUNNER_DIED.status(name, exit, explanation);
        };
    }

    /** @return a readable reason for a runner that died: out of memory, killed, or its last console lines */
    static String explain(int exit, String console) {
        if (console.contains("OutOfMemoryError")) {
            return "it ran out of memory (" + RunnerCommand.MAX_HEAP + "); lower the bounds or the number of threads";
        }
        if (exit > 128) {
            return "it was killed by signal " + (exit - 128);
        }
        return console.isBlank() ? "no output" : console.lines().reduce((a, b) -> b).orElse("");
    }

    private long rate() {
        long ms = run.millis();
        return ms <= 0 ? 0 : run.explored() * 1000 / ms;
    }

    private static void deleteQuietly(Path dir) {
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind
        }
    }
}
