package org.smallscope.engine.export.methods;

import java.util.concurrent.Callable;

import org.smallscope.engine.runtime.StopRequest;

/**
 * Runs user code on the calling thread under a time limit, the way the search's watchdog does:
 * a daemon thread interrupts the caller when the limit passes, and instrumented user code polls
 * the interrupt on every backward branch and stops with {@link StopRequest}.
 */
public final class CallTimer implements AutoCloseable {

    /**
     * How a call ended.
     *
     * @param value what it returned
     * @param thrown what it threw (unwrapped), or null
     * @param timedOut whether the time limit stopped it
     */
    public record Result(Object value, Throwable thrown, boolean timedOut) {

        /** @return what went wrong with the call itself: it timed out or threw; null if it returned */
        public Counterexample.Problem callProblem() {
            return timedOut ? Counterexample.Problem.TIMED_OUT : thrown != null ? Counterexample.Problem.THREW : null;
        }
    }

    private final long limitMillis;
    private final Object lock = new Object();
    private final Thread watcher;
    private Thread target;
    private long deadline;
    private boolean fired;
    private volatile boolean closed;

    /** @param limitMillis the time limit per call; 0 for none */
    public CallTimer(long limitMillis) {
        this.limitMillis = limitMillis;
        if (limitMillis > 0) {
            watcher = new Thread(this::watch, "smallscope-method-watchdog");
            watcher.setDaemon(true);
            watcher.start();
        } else {
            watcher = null;
        }
    }

    /** @return how {@code call} ended on this thread, stopped if it runs longer than the limit */
    public Result call(Callable<?> call) {
        synchronized (lock) {
            target = Thread.currentThread();
            deadline = System.nanoTime() + limitMillis * 1_000_000L;
            fired = false;
        }
        Object value = null;
        Throwable thrown = null;
        try {
            value = call.call();
        } catch (Throwable t) {
            thrown = t instanceof java.lang.reflect.InvocationTargetException && t.getCause() != null ? t.getCause() : t;
        }
        boolean stopped;
        synchronized (lock) {
            target = null;
            stopped = fired;
        }
        Thread.interrupted();
        boolean timedOut = stopped && thrown instanceof StopRequest;
        return new Result(value, timedOut ? null : thrown, timedOut);
    }

    private void watch() {
        long period = Math.max(5, Math.min(100, limitMillis / 4));
        try {
            while (!closed) {
                Thread.sleep(period);
                synchronized (lock) {
                    if (target != null && !fired && System.nanoTime() - deadline >= 0) {
                        fired = true;
                        target.interrupt();
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
        if (watcher != null) {
            watcher.interrupt();
        }
    }
}
