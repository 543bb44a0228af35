package org.smallscope.core;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
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
        SmallscopeCore.runs().add(run);
        return RunLauncher.launch(run, monitor);
    }
}
