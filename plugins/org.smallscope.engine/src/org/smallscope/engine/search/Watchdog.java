package org.smallscope.engine.search;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One daemon thread that watches running searches and stops any whose repOk has been busy with
 * one candidate for longer than the time limit (an endless loop in user code).
 */
final class Watchdog implements AutoCloseable {

    private final long timeoutMillis;
    private final Set<Search> watched = ConcurrentHashMap.newKeySet();
    private final Thread thread;
    private volatile boolean closed;

    /** Starts watching with the given per-candidate limit (must be positive). */
    Watchdog(long timeoutMillis) {
        this.timeoutMillis = timeoutMillis;
        this.thread = new Thread(this::loop, "smallscope-watchdog");
        thread.setDaemon(true);
        thread.start();
    }

    long timeoutMillis() {
        return timeoutMillis;
    }

    void watch(Search search) {
        watched.add(search);
    }

    void unwatch(Search search) {
        watched.remove(search);
    }

    private void loop() {
        long period = Math.max(10, Math.min(250, timeoutMillis / 4));
        java.util.Map<Search, long[]> seen = new java.util.HashMap<>();
        try {
            while (!closed) {
                Thread.sleep(period);
                long now = System.nanoTime();
                seen.keySet().retainAll(watched);
                for (Search s : watched) {
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
