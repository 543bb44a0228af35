package org.smallscope.ui.tests;

import java.util.function.BooleanSupplier;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.jobs.IJobManager;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.smallscope.core.SmallscopeCore;

/** Waits in a real workbench: spins the UI thread's event loop until a condition holds or the background jobs are done. */
final class Workbench {

    private Workbench() {
    }

    /** Closes the welcome page and maximizes the workbench window (for readable screenshots). */
    static void prepare() {
        var workbench = org.eclipse.ui.PlatformUI.getWorkbench();
        workbench.getIntroManager().closeIntro(workbench.getIntroManager().getIntro());
        workbench.getActiveWorkbenchWindow().getShell().setMaximized(true);
    }

    /** Spins the event loop until {@code condition} holds; fails after {@code timeoutMillis}. */
    static void waitUntil(String what, long timeoutMillis, BooleanSupplier condition) {
        Display display = Display.getCurrent();
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("Timed out after " + timeoutMillis + " ms waiting for " + what);
            }
            if (display == null || !display.readAndDispatch()) {
                sleep(10);
            }
        }
    }

    /** Spins the event loop for {@code millis}. */
    static void spin(long millis) {
        long end = System.currentTimeMillis() + millis;
        waitUntil("time to pass", millis + 60_000, () -> System.currentTimeMillis() >= end);
    }

    /** Waits until builds, the Smallscope index/marker jobs and generation runs are all done (twice in a row, as they trigger each other). */
    static void waitForJobs(long timeoutMillis) {
        IJobManager jobs = Job.getJobManager();
        int[] quiet = {0};
        waitUntil("background jobs", timeoutMillis, () -> {
            boolean busy = jobs.find(ResourcesPlugin.FAMILY_AUTO_BUILD).length > 0 || jobs.find(ResourcesPlugin.FAMILY_MANUAL_BUILD).length > 0
                    || jobs.find(ResourcesPlugin.FAMILY_AUTO_REFRESH).length > 0
                    || jobs.find(SmallscopeCore.FAMILY_ANALYSIS).length > 0 || jobs.find(SmallscopeCore.FAMILY_GENERATION).length > 0;
            quiet[0] = busy ? 0 : quiet[0] + 1;
            if (quiet[0] < 30) {
                sleep(20);
                return false;
            }
            return true;
        });
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
