package org.smallscope.core.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.smallscope.core.CoreMessages;
import org.smallscope.core.CoreStatus;
import org.smallscope.core.GenerationRequest;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.SmallscopePreferences;
import org.smallscope.core.SnapshotCatalog;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.engine.protocol.EventReader;

/**
 * Runs one generation to its end: checks the subject can run, starts the search JVM, feeds its events into the
 * run, shows progress, stops it when the user cancels, and ends the run with the {@link RunOutcome} decided
 * from all that.
 */
public final class RunLauncher {

    /** How often progress is shown and cancellation is checked. */
    static final long TICK_MILLIS = 100;

    private final GenerationRun run;
    private IContainer exportContainer;
    private int exitCode = -1;
    private String console = "";
    private boolean userCancelled;

    private RunLauncher(GenerationRun run) {
        this.run = run;
    }

    /**
     * Runs {@code run} to its end (or until cancelled) and ends it.
     *
     * @return the job's result: the run's outcome as a status, {@link org.eclipse.core.runtime.Status#CANCEL_STATUS} when cancelled
     */
    public static IStatus launch(GenerationRun run, IProgressMonitor monitor) {
        return new RunLauncher(run).launch(monitor);
    }

    private IStatus launch(IProgressMonitor monitor) {
        SubMonitor sub = SubMonitor.convert(monitor);
        GenerationRequest request = run.request();
        IStatus problem = null;
        try {
            // the job's bar is the search's share covered alone, as its text says (RunProgress begins it on the job's monitor,
            // and begins it again at a restart): checks, building, the export's set-up and refreshing take none of it
            problem = check(request, sub.split(0));
            if (problem == null) {
                start(sub.split(0), monitor);
                if (!userCancelled) {
                    refresh(request, sub.split(0));
                }
            }
        } catch (OperationCanceledException e) {
            userCancelled = true;
        } catch (CoreException e) {
            problem = e.getStatus();
        } catch (RuntimeException e) {
            problem = CoreStatus.RUN_FAILED.status(e, request.describe(), e.toString());
        }
        RunOutcome outcome = RunOutcome.decide(run, problem, exitCode, console, userCancelled);
        run.end(outcome.state(), outcome.message(), exitCode);
        if (request.isApi()) {
            CrossCheckMarkers.replace(request.subject(), run.label(), run.apiResults());
        }
        if (!request.subject().isGenerator() && request.subject().predicate() != null) {
            MarkerJob.refreshNow(request.subject()); // the verdict on repOk names the new snapshot at once, not after the index's debounce
        }
        return outcome.status();
    }

    /** @return an error status if the subject cannot run (no finitization, wrong arguments, compile errors), else null */
    private static IStatus check(GenerationRequest request, IProgressMonitor monitor) throws CoreException {
        WorkspaceSubject subject = request.subject();
        if (request.isApi()) {
            return apiProblem(request, monitor);
        }
        if (subject.isGenerator() && subject.finitizationArity() != request.args().length) {
            return CoreStatus.BAD_ARGUMENTS.status(subject.simpleName(), subject.generator().getElementName(), subject.finitizationArity(),
                    request.args().length);
        }
        if (subject.finitization() == null && !subject.isGenerator()) {
            return CoreStatus.NO_FINITIZATION.status(subject.binaryName(), subject.simpleName());
        }
        if (subject.finitizationArity() != request.args().length) {
            return CoreStatus.BAD_ARGUMENTS.status(subject.simpleName(), subject.finitization().getElementName(),
                    subject.finitizationArity(), request.args().length);
        }
        joinBuilds(monitor);
        return SubjectBuild.check(subject, monitor);
    }

    /** @return an error status if an API-mode run cannot start (not one size, a cross-check without repOk or finitization, compile errors), else null */
    private static IStatus apiProblem(GenerationRequest request, IProgressMonitor monitor) throws CoreException {
        WorkspaceSubject subject = request.subject();
        if (request.args().length != 1) {
            return CoreStatus.API_MODE_REFUSED.status(subject.simpleName(), "takes one size (at most n objects, n calls, ints 0..n-1), but "
                    + request.args().length + " arguments were given");
        }
        if (request.api().crossCheck() && (subject.predicate() == null || subject.finitization() == null)) {
            return CoreStatus.API_MODE_REFUSED.status(subject.simpleName(), "cannot cross-check: the class needs a repOk and a finitization"
                    + " method for the repOk search at the same bounds");
        }
        joinBuilds(monitor);
        return SubjectBuild.check(subject, monitor);
    }

    private static void joinBuilds(IProgressMonitor monitor) {
        try {
            Job.getJobManager().join(ResourcesPlugin.FAMILY_AUTO_BUILD, monitor);
            Job.getJobManager().join(ResourcesPlugin.FAMILY_MANUAL_BUILD, monitor);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OperationCanceledException();
        }
    }

    /** Starts the search JVM and follows it until it exits or the user cancels, showing its progress on {@code bar}, the job's monitor. */
    private void start(IProgressMonitor monitor, IProgressMonitor bar) throws CoreException {
        GenerationRequest request = run.request();
        SubMonitor sub = SubMonitor.convert(monitor);
        sub.subTask(NLS.bind(CoreMessages.progressStarting, request.describe()));
        Path work;
        try {
            work = Files.createTempDirectory("smallscope-run");
        } catch (IOException e) {
            throw new CoreException(CoreStatus.RUNNER_NOT_STARTED.status(e, request.describe(), "temporary folder", e.getMessage()));
        }
        ExportTarget export = null;
        if (request.export() != null) {
            export = ExportTarget.prepare(request.subject().javaProject(), request.isApi() ? GenerationRequest.Flavour.JUNIT5
                    : request.export().flavour(), sub.split(0)); // API mode writes JUnit 5 tests
            exportContainer = export.container();
            // a test folder created just now changed the build path: JDT rebuilds the project in full, emptying its output
            // folder first, and the runner must not start before that build has put the subject's class back
            IStatus built = SubjectBuild.check(request.subject(), sub.split(0));
            if (built != null) {
                throw new CoreException(built);
            }
        }
        if (request.isApi()) {
            CrossCheckMarkers.replace(request.subject(), run.label(), null); // the last run's cross-check no longer holds
        }
        Path sourceModel = request.subject().isGenerator() || request.isApi() ? null : SourceModelWriter.write(request.subject(), work);
        Path store = SnapshotCatalog.of(request.subject().javaProject().getProject()).directory();
        Path report = work.resolve("api-report.json");
        try (RunnerProcess runner = new RunnerProcess()) {
            List<String> command = RunnerCommand.build(request, runner.port(), store, sourceModel, export, report);
            try {
                runner.start(command, request.subject().javaProject().getProject().getLocation().toFile(),
                        line -> run.apply(EventReader.parse(line)));
            } catch (IOException e) {
                throw new CoreException(CoreStatus.RUNNER_NOT_STARTED.status(e, request.describe(), command.get(0), e.getMessage()));
            }
            follow(runner, sub, bar);
            if (request.isApi() && Files.isRegularFile(report)) {
                run.apiResults(ApiReportReader.read(report));
            }
        } catch (IOException e) {
            throw new CoreException(CoreStatus.RUNNER_NOT_STARTED.status(e, request.describe(), "event socket", e.getMessage()));
        } finally {
            deleteQuietly(work);
        }
    }

    /** Shows progress on {@code bar} ({@link RunProgress}) until the runner exits; on cancel stops it (it reports its partial counts first). */
    private void follow(RunnerProcess runner, SubMonitor sub, IProgressMonitor bar) {
        try {
            RunProgress progress = new RunProgress(bar);
            Integer exit = null;
            while (exit == null) {
                if (sub.isCanceled()) {
                    userCancelled = true;
                    runner.stop();
                    runner.drainEvents(1000);
                    return;
                }
                exit = runner.waitFor(TICK_MILLIS);
                progress.show(run.covered(), run.explored(), run.valid(), rate(), run.remainingMillis());
            }
            runner.drainEvents(2000);
            exitCode = exit;
            console = runner.consoleTail();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            userCancelled = true;
        }
    }

    /** Refreshes the store and the exported tests so the workspace (markers, views, the Java builder) sees them. */
    private void refresh(GenerationRequest request, IProgressMonitor monitor) throws CoreException {
        SubMonitor sub = SubMonitor.convert(monitor, 2);
        IFolder store = request.subject().javaProject().getProject()
                .getFolder(SmallscopePreferences.storeFolder(request.subject().javaProject().getProject()));
        store.refreshLocal(IResource.DEPTH_INFINITE, sub.split(1));
        if (exportContainer != null) {
            exportContainer.refreshLocal(IResource.DEPTH_INFINITE, sub.split(1));
        }
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
