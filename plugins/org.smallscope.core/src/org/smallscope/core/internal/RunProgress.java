package org.smallscope.core.internal;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.osgi.util.NLS;
import org.smallscope.core.CoreMessages;
import org.smallscope.engine.protocol.Counts;

/**
 * Shows a running search on its job's progress bar: the share of its work covered (from the runner's {@code progress}
 * events) as worked units out of {@link #UNITS}, and the counts, rate and estimated time left as the subtask. Units never
 * go back within one search; a restart (an incremental run that fell back to a full search) begins the bar's task anew,
 * so the bar starts again at 0 and shows only the new search's share, as its text does.
 */
public final class RunProgress {

    /** The units of work a whole search is worth. */
    static final int UNITS = 1000;

    private final IProgressMonitor bar;
    private int worked;
    private double lastShare;

    /**
     * Begins the search's task on {@code bar}.
     *
     * @param bar the job's own monitor (Eclipse's progress service draws its bar from that monitor's task, and a task
     *        begun again starts at 0); a monitor derived from it (a SubMonitor) cannot start over
     */
    public RunProgress(IProgressMonitor bar) {
        this.bar = bar;
        bar.beginTask("", UNITS);
    }

    /**
     * Shows the run's state at a tick.
     *
     * @param covered the share of the run's work done (0 to 1), or null when the runner does not say
     * @param remainingMillis the estimated time left, or null while there is no stable estimate
     */
    public void show(Double covered, long explored, long valid, long ratePerSecond, Long remainingMillis) {
        if (covered == null) {
            bar.subTask(NLS.bind(CoreMessages.progressRunning, new Object[] {Counts.format(explored), Counts.format(valid), Counts.format(ratePerSecond)}));
            return;
        }
        if (covered < lastShare) {
            bar.beginTask("", UNITS); // started over: the bar is the new search's alone
            worked = 0;
        }
        lastShare = covered;
        int target = (int) Math.min(UNITS, Math.floor(covered * UNITS));
        if (target > worked) {
            bar.worked(target - worked);
            worked = target;
        }
        bar.subTask(NLS.bind(CoreMessages.progressCovered, new Object[] {Counts.percent(covered), Counts.format(explored), Counts.format(valid),
            Counts.format(ratePerSecond), remainingMillis == null ? "\u2014" : "~" + Counts.clock(remainingMillis)}));
    }

    /** @return the units worked so far (since the last restart) */
    int worked() {
        return worked;
    }
}
