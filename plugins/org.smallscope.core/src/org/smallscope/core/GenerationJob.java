package org.smallscope.core;

import java.text.NumberFormat;
import java.util.Locale;

import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jdt.core.IJavaModelMarker;
import org.eclipse.osgi.util.NLS;
import org.smallscope.core.internal.CoreMessages;
import org.smallscope.core.internal.RunLauncher;

/**
 * Runs one generation in the background: checks the subject compiles, starts the search JVM,
 * follows its events into a {@link GenerationRun} while showing explored/valid/rate as progress,
 * stops it on cancel (keeping what was found), and refreshes the snapshot store and exported tests.
 */
public final class GenerationJob extends Job {

    private final GenerationRun run;

    /** @param request what to generate; the run is added to the history when the job starts */
    public GenerationJob(GenerationRequest request) {
        super(NLS.bind(CoreMessages.jobName, request.describe()));
        this.run = new GenerationRun(request);
        setUser(true);
        setPriority(LONG);
    }

    /** @return the run this job feeds */
    public GenerationRun run() {
        return run;
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == SmallscopeCore.FAMILY_GENERATION;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        SubMonitor sub = SubMonitor.convert(monitor, getName(), 100);
        GenerationRequest request = run.request();
        SmallscopeCore.runs().add(run);
        try {
            IStatus problem = check(request, sub.split(10));
            if (problem != null) {
                run.exited(-1, problem.getMessage());
                return problem;
            }
            RunLauncher launcher = new RunLauncher(run);
            IStatus status = launcher.launch(sub.split(85));
            refresh(request, launcher, sub.split(5));
            return status;
        } catch (OperationCanceledException e) {
            run.cancelled(CoreStatus.RUN_CANCELLED.status(request.describe(), count(run.explored()), count(run.valid())).getMessage());
            return Status.CANCEL_STATUS;
        } catch (CoreException e) {
            run.exited(-1, e.getStatus().getMessage());
            return e.getStatus();
        } catch (RuntimeException e) {
            IStatus failed = CoreStatus.RUN_FAILED.status(e, request.describe(), e.toString());
            run.exited(-1, failed.getMessage());
            return failed;
        }
    }

    /** @return an error status if the subject cannot run (no finitization, wrong arguments, compile errors), else null */
    private static IStatus check(GenerationRequest request, IProgressMonitor monitor) throws CoreException {
        WorkspaceSubject subject = request.subject();
        if (subject.finitization() == null) {
            return CoreStatus.NO_FINITIZATION.status(subject.binaryName(), subject.simpleName());
        }
        if (subject.finitizationArity() != request.args().length) {
            return CoreStatus.BAD_ARGUMENTS.status(subject.simpleName(), subject.finitization().getElementName(),
                    subject.finitizationArity(), request.args().length);
        }
        try {
            Job.getJobManager().join(ResourcesPlugin.FAMILY_AUTO_BUILD, monitor);
            Job.getJobManager().join(ResourcesPlugin.FAMILY_MANUAL_BUILD, monitor);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OperationCanceledException();
        }
        IResource file = subject.resource();
        if (file != null && file.exists()) {
            for (IMarker m : file.findMarkers(IJavaModelMarker.JAVA_MODEL_PROBLEM_MARKER, true, IResource.DEPTH_ZERO)) {
                if (m.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR) {
                    return CoreStatus.COMPILE_ERRORS.status(file.getFullPath().toString());
                }
            }
        }
        return null;
    }

    /** Refreshes the store and the exported tests so the workspace (markers, views, the Java builder) sees them. */
    private static void refresh(GenerationRequest request, RunLauncher launcher, IProgressMonitor monitor) throws CoreException {
        SubMonitor sub = SubMonitor.convert(monitor, 2);
        IFolder store = request.subject().javaProject().getProject().getFolder(SmallscopePreferences.storeFolder(request.subject().javaProject().getProject()));
        store.refreshLocal(IResource.DEPTH_INFINITE, sub.split(1));
        if (launcher.exportContainer() != null) {
            launcher.exportContainer().refreshLocal(IResource.DEPTH_INFINITE, sub.split(1));
        }
    }

    /** @return {@code 1,234,567} */
    public static String count(long n) {
        return NumberFormat.getIntegerInstance(Locale.ROOT).format(n);
    }
}
