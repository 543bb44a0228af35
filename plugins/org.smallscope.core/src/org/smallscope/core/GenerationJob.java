package org.smallscope.core;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;

/**
 * Runs one generation in the background (named "resuming interrupted run" when an interrupted run's checkpoint is resumed):
 * checks the subject compiles, starts the search JVM,
 * follows its events into a {@link GenerationRun} while showing the share covered, explored/valid/rate and the time left as progress,
 * stops it on cancel (keeping what was found), and refreshes the snapshot store and exported tests.
 */
public final class GenerationJob extends Job {

    /** Runs the search JVM of a run to its end and feeds the run (registered as a service by the core's activator). */
    @FunctionalInterface
    public interface Launcher {
        /** @return the run's outcome as a status ({@link org.eclipse.core.runtime.Status#CANCEL_STATUS} when cancelled) */
        IStatus launch(GenerationRun run, IProgressMonitor monitor);
    }

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
        GenerationRequest request = run.request();
        try {
            if (SnapshotCatalog.interruptedRun(SnapshotCatalog.of(request.subject().javaProject().getProject()).directory(), request).isPresent()) {
                setName(NLS.bind(CoreMessages.jobNameResuming, request.describe())); // the runner gets --resume
            }
        } catch (RuntimeException e) {
            // no store on the local file system: nothing to resume
        }
        RunHistory history = SmallscopeCore.runs();
        history.add(run);
        try {
            return CoreServices.get(Launcher.class).launch(run, monitor);
        } finally {
            history.ended(run); // saves the history; the UI shows the result
        }
    }
}
