package org.smallscope.engine.search;

/**
 * The control of a run made of several searches one after another (a generation that falls back to a full search, a run that
 * first loads a base): it reports the counts of the search running now, and once cancelled it cancels that one and every later one.
 */
public final class CurrentRun implements RunControl {

    private volatile RunControl current;
    private volatile boolean cancelled;

    /** The search that runs from now on; @return it, already cancelled if the run was */
    public <T extends RunControl> T watch(T run) {
        current = run;
        if (cancelled) {
            run.cancel();
        }
        return run;
    }

    /** @return whether the run was cancelled */
    public boolean cancelled() {
        return cancelled;
    }

    @Override
    public void cancel() {
        cancelled = true;
        RunControl c = current;
        if (c != null) {
            c.cancel();
        }
    }

    @Override
    public long exploredSoFar() {
        RunControl c = current;
        return c == null ? 0 : c.exploredSoFar();
    }

    @Override
    public long validSoFar() {
        RunControl c = current;
        return c == null ? 0 : c.validSoFar();
    }
}
