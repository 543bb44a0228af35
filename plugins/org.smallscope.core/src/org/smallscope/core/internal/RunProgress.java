package org.smallscope.core.internal;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.osgi.util.NLS;
import org.smallscope.core.CoreMessages;
import org.smallscope.engine.protocol.Counts;

/**
 * Shows a running search on a job's progress monitor: the share of its work covered (from the runner's
 * {@code progress} events) as worked units out of {@link #UNITS}, and the counts, rate and estimated time left as the
 * subtask; units never go back, and after a restart (an incremental run that fell back to a full search) the units
 * left are shared out again.
 */
final class RunProgress {

    /** The units of work a whole search is worth. */
    static final int UNITS = 1000;

    private final SubMonitor monitor;
    private int worked;
    private double lastShare;

    /** @param monitor the share of the job's monitor the search is worth */
    RunProgress(IProgressMonitor monitor) {
        this.monitor = SubMonitor.convert(monitor, UNITS);
    }

    /**
     * Shows the run's state at a tick.
     *
     * @param covered the share of the run's work done (0 to 1), or null when the runner does not say
     * @param remainingMillis the estimated time left, or null while there is no stable estimate
     */
    void show(Double covered, long explored, long valid, long ratePerSecond, Long remainingMillis) {
        if (covered == null) {
            monitor.subTask(NLS.bind(CoreMessages.progressRunning, new Object[] {Counts.format(explored), Counts.format(valid), Counts.format(ratePerSecond)}));
            return;
        }
        if (covered < lastShare) {
            monitor.setWorkRemaining(UNITS); // started over: what is left of the bar is the new run's
            worked = 0;
        }
        lastShare = covered;
        int target = (int) Math.min(UNITS, Math.floor(covered * UNITS));
        if (target > worked) {
            monitor.worked(target - worked);
            worked = target;
        }
        monitor.subTask(NLS.bind(CoreMessages.progressCovered, new Object[] {Counts.percent(covered), Counts.format(explored), Counts.format(valid),
            Counts.format(ratePerSecond), remainingMillis == null ? "\u2014" : "~" + Counts.clock(remainingMillis)}));
    }

    /** @return the units worked so far (since the last restart) */
    int worked() {
        return worked;
    }
}
