package org.smallscope.engine.run;

import org.smallscope.engine.search.RunControl;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;

/**
 * The one place where a run's counts are polled: a daemon thread that, about every {@link #PERIOD_MILLIS} ms,
 * sends the regions covered since the last tick and a {@code progress} event (with the share done and, once
 * {@link RemainingTime} has a stable estimate, the time left), and a last one of each when stopped. The counts sent
 * never go down (a parallel run's polled sum can briefly count a finishing range twice), except after
 * {@link #restarted()}.
 */
final class ProgressTicker {

    /** Time between two progress events. */
    static final long PERIOD_MILLIS = 200;

    private final RunControl run;
    private final RunListener events;
    private final Runnable regions;
    private final Coverage coverage;
    private final RemainingTime remaining = new RemainingTime();
    private final long start = System.nanoTime();
    private final Thread thread;
    private long explored;
    private long valid;

    /** @param regions sends the regions covered since the last tick; @param coverage the run's share done, or null when not measured */
    ProgressTicker(RunControl run, RunListener events, Runnable regions, Coverage coverage) {
        this.run = run;
        this.events = events;
        this.regions = regions;
        this.coverage = coverage;
        this.thread = new Thread(this::loop, "smallscope-progress");
        thread.setDaemon(true);
    }

    /** Starts ticking. */
    void start() {
        thread.start();
    }

    private void loop() {
        try {
            while (true) {
                Thread.sleep(PERIOD_MILLIS);
                tick();
            }
        } catch (InterruptedException e) {
            // stopped
        }
    }

    private synchronized void tick() {
        regions.run();
        explored = Math.max(explored, run.exploredSoFar());
        valid = Math.max(valid, run.validSoFar());
        long millis = (System.nanoTime() - start) / 1_000_000L;
        if (coverage == null) {
            events.accept(new RunEvent.Progress(explored, valid, millis));
            return;
        }
        double covered = coverage.fraction();
        long left = remaining.update(millis, coverage.work());
        events.accept(new RunEvent.Progress(explored, valid, millis, covered, left < 0 ? null : left));
    }

    /** The run started over: counts may begin again from 0. */
    synchronized void restarted() {
        explored = 0;
        valid = 0;
        remaining.reset();
    }

    /** Stops ticking and sends the last regions and counts. */
    void stop() {
        thread.interrupt();
        try {
            thread.join(1_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        tick();
    }
}
