package org.smallscope.ui.internal;

import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.progress.UIJob;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.SmallscopeCore;

/**
 * Keeps a view on the current run of the history: follows each new run while the view shows the newest,
 * and redraws the view on the UI thread at most every {@link #PERIOD_MILLIS} however often its run changes.
 */
public final class RunFollower {

    /** The shortest time between two redraws. */
    public static final long PERIOD_MILLIS = 200;

    private final Control owner;
    private final Consumer<GenerationRun> show;
    private final Runnable listRuns;
    private final Runnable redraw;
    private final Consumer<GenerationRun> runChanged = r -> requestRedraw();
    private final Consumer<GenerationRun> runAdded = this::added;
    private final UIJob job;
    private volatile boolean pending;
    private volatile long lastRedraw;
    private GenerationRun run;
    private boolean followNewest = true;

    /**
     * Starts following the history.
     *
     * @param owner the view's control (its display runs the callbacks; once disposed nothing is called)
     * @param show shows a run that was added while the view followed the newest (UI thread)
     * @param listRuns refreshes the view's list of runs after one was added (UI thread)
     * @param redraw redraws the view's run (UI thread)
     */
    public RunFollower(Control owner, Consumer<GenerationRun> show, Runnable listRuns, Runnable redraw) {
        this.owner = owner;
        this.show = show;
        this.listRuns = listRuns;
        this.redraw = redraw;
        this.job = new UIJob(owner.getDisplay(), "Smallscope view refresh") {
            @Override
            public IStatus runInUIThread(IProgressMonitor monitor) {
                pending = false;
                lastRedraw = System.currentTimeMillis();
                if (!owner.isDisposed()) {
                    redraw.run();
                }
                return Status.OK_STATUS;
            }
        };
        job.setSystem(true);
        SmallscopeCore.runs().addListener(runAdded);
    }

    /** Watches {@code newRun}'s changes from now on (null for none); the view follows new runs again if it is the newest. */
    public void watch(GenerationRun newRun) {
        if (run != null) {
            run.removeListener(runChanged);
        }
        run = newRun;
        followNewest = newRun == null || SmallscopeCore.runs().newest().orElse(null) == newRun;
        if (run != null) {
            run.addListener(runChanged);
        }
    }

    /** @return the run watched, or null */
    public GenerationRun run() {
        return run;
    }

    /** Asks for a redraw soon (any thread); requests within one period are coalesced. */
    public void requestRedraw() {
        if (pending) {
            return;
        }
        pending = true;
        job.schedule(Math.max(0, PERIOD_MILLIS - (System.currentTimeMillis() - lastRedraw)));
    }

    private void added(GenerationRun added) {
        if (owner.isDisposed()) {
            return;
        }
        owner.getDisplay().asyncExec(() -> {
            if (!owner.isDisposed()) {
                listRuns.run();
                if (followNewest) {
                    show.accept(added);
                }
            }
        });
    }

    /** Stops following the history and the run. */
    public void dispose() {
        SmallscopeCore.runs().removeListener(runAdded);
        if (run != null) {
            run.removeListener(runChanged);
        }
        job.cancel();
    }
}
