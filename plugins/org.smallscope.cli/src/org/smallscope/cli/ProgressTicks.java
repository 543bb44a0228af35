package org.smallscope.cli;

import org.smallscope.engine.Progress;
import org.smallscope.engine.protocol.EventWriter;
import org.smallscope.engine.protocol.RunEvent;

/**
 * Sends a {@code progress} event about every 200 ms from a daemon thread polling a run's counts, and
 * a last one when stopped. The counts sent never go down (a parallel run's polled sum can briefly
 * count a finishing range twice), except after {@link #restarted()}.
 */
final class ProgressTicks {

    private final Progress run;
    private final EventWriter writer;
    private final long start = System.nanoTime();
    private final Thread thread;
    private volatile Runnable beforeTick = () -> {
    };
    private long explored;
    private long valid;

    private ProgressTicks(Progress run, EventWriter writer) {
        this.run = run;
        this.writer = writer;
        this.thread = new Thread(this::loop, "smallscope-events-progress");
        thread.setDaemon(true);
    }

    /** @return ticks for {@code run}, already going */
    static ProgressTicks start(Progress run, EventWriter writer) {
        ProgressTicks ticks = new ProgressTicks(run, writer);
        ticks.thread.start();
        return ticks;
    }

    private void loop() {
        try {
            while (true) {
                Thread.sleep(ProgressBar.PERIOD_MILLIS);
                tick();
            }
        } catch (InterruptedException e) {
            // stopped
        }
    }

    /** Runs {@code r} on the ticking thread before each progress event (e.g. to send the regions covered since the last one). */
    void beforeEachTick(Runnable r) {
        beforeTick = r;
    }

    private synchronized void tick() {
        beforeTick.run();
        explored = Math.max(explored, run.exploredSoFar());
        valid = Math.max(valid, run.validSoFar());
        writer.write(new RunEvent.Progress(explored, valid, (System.nanoTime() - start) / 1_000_000L));
    }

    /** The run started over: counts may begin again from 0. */
    synchronized void restarted() {
        explored = 0;
        valid = 0;
    }

    /** Stops ticking and sends the last counts. */
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
