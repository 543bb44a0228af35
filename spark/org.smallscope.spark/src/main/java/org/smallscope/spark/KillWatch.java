package org.smallscope.spark;

import org.apache.spark.TaskContext;
import org.smallscope.engine.door.Batches;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Stops the search of a Spark task that Spark kills (a cancelled job, a speculative copy no longer needed): the
 * search ignores thread interrupts, so one daemon thread per executor JVM polls the running tasks and cancels the
 * worker of each one marked as killed.
 */
final class KillWatch implements AutoCloseable {

    private static final long POLL_MILLIS = 50;
    private static final Map<KillWatch, Boolean> WATCHED = new ConcurrentHashMap<>();
    private static final ScheduledExecutorService POLLER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "smallscope-spark-kill-watch");
        t.setDaemon(true);
        return t;
    });

    static {
        POLLER.scheduleWithFixedDelay(() -> WATCHED.keySet().forEach(KillWatch::check), POLL_MILLIS, POLL_MILLIS, TimeUnit.MILLISECONDS);
    }

    private final TaskContext task;
    private final Batches.Worker worker;
    private volatile boolean killed;

    private KillWatch(TaskContext task, Batches.Worker worker) {
        this.task = task;
        this.worker = worker;
    }

    /** @return a watch cancelling {@code worker} when {@code task} (null outside Spark: never) is killed; close it after the task */
    static KillWatch of(TaskContext task, Batches.Worker worker) {
        KillWatch watch = new KillWatch(task, worker);
        if (task != null) {
            WATCHED.put(watch, Boolean.TRUE);
            watch.check();
        }
        return watch;
    }

    /** @return whether the task was killed (its worker was cancelled and runs no more batches) */
    boolean killed() {
        return killed;
    }

    private void check() {
        if (task.isInterrupted()) {
            killed = true;
            worker.cancel();
        }
    }

    @Override
    public void close() {
        WATCHED.remove(this);
    }
}
