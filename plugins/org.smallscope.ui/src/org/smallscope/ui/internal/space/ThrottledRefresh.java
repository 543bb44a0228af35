package org.smallscope.ui.internal.space;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.ui.progress.UIJob;

/** Runs a redraw on the UI thread at most every {@link #PERIOD_MILLIS}, however often it is requested (from any thread). */
final class ThrottledRefresh extends UIJob {

    /** The shortest time between two redraws. */
    static final long PERIOD_MILLIS = 200;

    private final Runnable redraw;
    private volatile long lastRun;
    private volatile boolean pending;

    ThrottledRefresh(Runnable redraw) {
        super("Candidate Space refresh");
        this.redraw = redraw;
        setSystem(true);
    }

    /** Asks for a redraw soon (any thread). */
    void request() {
        if (pending) {
            return;
        }
        pending = true;
        schedule(Math.max(0, PERIOD_MILLIS - (System.currentTimeMillis() - lastRun)));
    }

    @Override
    public IStatus runInUIThread(IProgressMonitor monitor) {
        pending = false;
        lastRun = System.currentTimeMillis();
        redraw.run();
        return Status.OK_STATUS;
    }
}
