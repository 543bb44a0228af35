package org.smallscope.core.internal;

import org.eclipse.core.runtime.Plugin;
import org.osgi.framework.BundleContext;
import org.smallscope.core.GenerationJob;
import org.smallscope.core.JavaSubjects;
import org.smallscope.core.RunHistory;
import org.smallscope.core.SubjectIndex;

/**
 * Starts the subject index and the workspace listeners when the core bundle starts, and stops them; registers what the
 * API package ({@code org.smallscope.core}) finds through the service registry: index, run history, launcher, Java model helpers.
 */
public final class CoreActivator extends Plugin {

    /** The run history's file in the bundle's state location. */
    public static final String RUN_HISTORY_FILE = "run-history.json";

    private static volatile CoreActivator instance;

    private SubjectIndex index;
    private RunHistory runs;
    private WorkspaceTracker tracker;

    /** @return the running activator */
    public static CoreActivator instance() {
        CoreActivator a = instance;
        if (a == null) {
            throw new IllegalStateException("The Smallscope core bundle is not started");
        }
        return a;
    }

    @Override
    public void start(BundleContext context) throws Exception {
        super.start(context);
        index = new SubjectIndex();
        runs = new RunHistory(new RunStore(getStateLocation().toPath().resolve(RUN_HISTORY_FILE), getLog()::warn));
        instance = this;
        context.registerService(SubjectIndex.class, index, null);
        context.registerService(RunHistory.class, runs, null);
        context.registerService(GenerationJob.Launcher.class, RunLauncher::launch, null);
        context.registerService(org.smallscope.core.quality.EvaluationJob.Command.class, EvaluationCommand::build, null);
        context.registerService(org.smallscope.core.interactions.InteractionsJob.Command.class, InteractionsCommandLine::build, null);
        context.registerService(JavaSubjects.Provider.class, new JavaModelSubjects(), null);
        tracker = new WorkspaceTracker(index);
        tracker.start();
        org.smallscope.core.interactions.InteractionMarkers.follow();
        org.smallscope.core.quality.CoverageMarkers.follow();
    }

    @Override
    public void stop(BundleContext context) throws Exception {
        org.smallscope.core.interactions.InteractionMarkers.unfollow();
        org.smallscope.core.quality.CoverageMarkers.unfollow();
        if (tracker != null) {
            tracker.stop();
        }
        instance = null;
        super.stop(context);
    }

    /** @return the subject index */
    public SubjectIndex index() {
        return index;
    }

    /** @return the run history */
    public RunHistory runs() {
        return runs;
    }

    /** @return the workspace tracker (for the marker refresh after a run) */
    public WorkspaceTracker tracker() {
        return tracker;
    }
}
