package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.lang.reflect.Method;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.smallscope.core.internal.RunProgress;

/**
 * A restarted run (an incremental search that fell back to a full one) starts its progress bar again at 0: the workbench's
 * model of the run's job, from which the Progress view's entry and the status line draw their bars, reads the new search's
 * share alone. The model is read, not the Progress view's widgets: the view refreshes an entry only while it lies inside
 * the view's visible area, and the workbench throttles those refreshes, so a bar read in the whole UI test bundle (other
 * jobs listed) kept its old 60% although the model had moved on.
 */
class RestartedRunProgressTest {

    /** A share covered for the job to show next, or {@link #END}. */
    private final BlockingQueue<Double> shares = new LinkedBlockingQueue<>();
    /** One entry each time the job has shown a share (the monitor's calls made). */
    private final BlockingQueue<IProgressMonitor> shown = new LinkedBlockingQueue<>();
    private static final double END = -1;

    @Test
    void aRestartedRunsBarStartsAgainAtZeroAndShowsOnlyItsOwnProgress() throws Exception {
        Workbench.prepare();
        Job job = new Job("Smallscope: BST(8), restarted") {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                RunProgress progress = new RunProgress(monitor); // what RunLauncher gives the job's monitor while the runner searches
                try {
                    for (double share = shares.take(); share != END; share = shares.take()) {
                        long explored = Math.round(share * 10_000);
                        progress.show(share, explored, explored / 10, 5_000, null);
                        shown.add(monitor);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return Status.OK_STATUS;
            }
        };
        job.schedule();
        try {
            assertEquals(60, percentAfter(job, 0.6), "the incremental search covered 60%");
            assertEquals(10, percentAfter(job, 0.1), "it fell back to a full search, which covered 10% of its own work: the bar starts "
                    + "again, as its text says, not the 60% before plus 10% of the rest");
            assertEquals(50, percentAfter(job, 0.5), "the new search's share alone");
        } finally {
            shares.add(END);
            job.join(10_000, null);
        }
    }

    /** @return the share in percent the workbench's model of {@code job} holds once the job has shown {@code share} */
    private int percentAfter(Job job, double share) throws Exception {
        shares.add(share);
        Workbench.waitUntil("the job to show " + share, 30_000, () -> !shown.isEmpty());
        IProgressMonitor monitor = shown.take();
        Object manager = PlatformUI.getWorkbench().getProgressService();
        assertSame(manager.getClass().getMethod("progressFor", Job.class).invoke(manager, job), monitor,
                "the job reports on the monitor of the workbench's progress service (what the Progress view and the status line draw)");
        return percentDone(manager, job);
    }

    /** @return the percent done of the workbench's record of {@code job} (the value its progress bars are set to) */
    private static int percentDone(Object manager, Job job) throws Exception {
        for (Object info : (Object[]) manager.getClass().getMethod("getJobInfos", boolean.class).invoke(manager, true)) {
            if (info.getClass().getMethod("getJob").invoke(info) == job) {
                Method percent = info.getClass().getDeclaredMethod("getPercentDone");
                percent.setAccessible(true);
                return (int) percent.invoke(info);
            }
        }
        throw new AssertionError("the workbench lists no progress for " + job.getName());
    }
}
