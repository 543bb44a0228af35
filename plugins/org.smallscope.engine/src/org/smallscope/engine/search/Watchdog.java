package org.smallscope.engine.search;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One daemon thread that watches running searches (or generator explorations) and stops any whose user code has been
 * busy with one candidate (or one execution) for longer than the time limit (an endless loop in user code).
 */
public final class Watchdog implements AutoCloseable {

    /** What the watchdog can watch: a run whose progress number changes with every candidate or execution. */
    public interface Watched {

        /** @return a number that changes whenever a candidate or an execution begins */
        long progress();

        /** Called when the progress has not changed for {@code limitMillis}: stop the stuck work and remember what it was. */
        void stopStuckCandidate(long limitMillis, long observedProgress);
    }

    private final long timeoutMillis;
    private final Set<Watched> watched = ConcurrentHashMap.newKeySet();
    private final Thread thread;
    private volatile boolean closed;

    /** Starts watching with the given per-candidate limit (must be positive). */
    public Watchdog(long timeoutMillis) {
        this.timeoutMillis = timeoutMillis;
        this.thread = new Thread(this::loop, "smallscope-watchdog");
        thread.setDaemon(true);
        thread.start();
    }

    long timeoutMillis() {
        return timeoutMillis;
    }

    /** Watches {@code search} until {@link #unwatch}. */
    public void watch(Watched search) {
        watched.add(search);
    }

    /** Stops watching {@code search}. */
    public void unwatch(Watched search) {
        watched.remove(search);
    }

    private void loop() {
        long period = Math.max(10, Math.min(250, timeoutMillis / 4));
        java.util.Map<Watched, long[]> seen = new java.util.HashMap<>();
        try {
            while (!closed) {
                Thread.sleep(period);
                long now = System.nanoTime();
                seen.keySet().retainAll(watched);
                for (Watched s : watched) {
                    long progress = s.progress();
                    long[] last = seen.get(s);
                    if (last == null || last[0] != progress) {
                        seen.put(s, new long[] {progress, now});
                    } else if ((now - last[1]) / 1_000_000L >= timeoutMillis) {
                        s.stopStuckCandidate(timeoutMillis, progress);
                    }
                }
            }
        } catch (InterruptedException e) {
            // closed
        }
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
    }
}
