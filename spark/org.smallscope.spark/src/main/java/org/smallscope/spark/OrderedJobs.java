package org.smallscope.spark;

import org.apache.spark.SimpleFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.smallscope.engine.door.Batches;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.UUID;

import scala.runtime.AbstractFunction0;
import scala.runtime.AbstractFunction2;
import scala.runtime.BoxedUnit;
import scala.util.Try;

/**
 * The results of one run's batches in batch order: submits them as Spark jobs of a few partitions each (one batch per
 * partition, all in one job group), at most a window of batches ahead of the one reported next, collects each task's
 * outcome as it arrives, and hands out the next in order as soon as it is there.
 */
final class OrderedJobs implements Iterator<Batches.Result> {

    private static final long POLL_MILLIS = 100;

    private final JavaSparkContext spark;
    private final BatchTask task;
    private final Iterator<Batches.Batch> batches;
    private final int chunk;
    private final int window;
    private final String group = "smallscope-" + UUID.randomUUID();
    private final Map<Long, TaskOutcome> arrived = new HashMap<>();
    private final List<SimpleFutureAction<BoxedUnit>> jobs = new ArrayList<>();
    private long submitted;
    private long reported;
    private volatile boolean cancelled;

    /** @param parallelism the cores Spark offers: jobs of that many batches, four times that many batches ahead */
    OrderedJobs(JavaSparkContext spark, BatchTask task, Iterator<Batches.Batch> batches, int parallelism) {
        this.spark = spark;
        this.task = task;
        this.batches = batches;
        this.chunk = parallelism;
        this.window = parallelism * 4;
    }

    /** Waits until the next batch in order has its result (true), or none is left or the run was cancelled (false). */
    @Override
    public boolean hasNext() {
        submitAhead();
        synchronized (arrived) {
            while (!cancelled && reported < submitted && !arrived.containsKey(reported)) {
                checkJobs();
                try {
                    arrived.wait(POLL_MILLIS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    cancel();
                }
            }
            return !cancelled && reported < submitted;
        }
    }

    @Override
    public Batches.Result next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        TaskOutcome outcome;
        synchronized (arrived) {
            outcome = arrived.remove(reported++);
        }
        try {
            return outcome.result();
        } catch (RuntimeException e) {
            cancel();
            throw e;
        }
    }

    /** Cancels the jobs still running and deletes the results not reported. */
    void cancel() {
        cancelled = true;
        synchronized (arrived) {
            if (jobs.stream().anyMatch(job -> !job.isCompleted())) {
                spark.sc().cancelJobGroup(group);
            }
            arrived.values().forEach(TaskOutcome::discard);
            arrived.clear();
            arrived.notifyAll();
        }
    }

    /** Submits jobs (on the caller's thread, which alone reads the batches) while fewer than a window of batches await their turn. */
    private void submitAhead() {
        while (!cancelled && submitted - reported < window && batches.hasNext()) {
            List<Batches.Batch> next = new ArrayList<>();
            while (next.size() < chunk && submitted + next.size() - reported < window && batches.hasNext()) {
                next.add(batches.next());
            }
            submit(next);
        }
    }

    private void submit(List<Batches.Batch> next) {
        long first = submitted;
        List<Object> partitions = new ArrayList<>();
        for (int p = 0; p < next.size(); p++) {
            partitions.add(p);
        }
        spark.setJobGroup(group, "Smallscope batches " + first + "-" + (first + next.size() - 1), true);
        try {
            SimpleFutureAction<BoxedUnit> job = spark.sc().submitJob(spark.parallelize(next, next.size()).rdd(), task,
                    scala.jdk.javaapi.CollectionConverters.asScala(partitions).toSeq(), new Arrival(first), new Done());
            synchronized (arrived) {
                jobs.add(job);
            }
        } finally {
            spark.clearJobGroup();
        }
        submitted += next.size();
    }

    /** Throws the failure of a job that failed (a task failing more often than Spark retries it, the cluster gone). */
    private void checkJobs() {
        for (Iterator<SimpleFutureAction<BoxedUnit>> it = jobs.iterator(); it.hasNext();) {
            SimpleFutureAction<BoxedUnit> job = it.next();
            if (!job.isCompleted()) {
                continue;
            }
            Try<BoxedUnit> done = job.value().get();
            if (done.isFailure() && !cancelled) {
                Throwable failure = done.failed().get();
                cancel();
                throw new UncheckedIOException("the Spark job of the run failed: " + failure.getMessage(), new IOException(failure));
            }
            it.remove();
        }
    }

    /** Keeps a task's outcome under its batch number (called on the driver as each task ends). */
    private final class Arrival extends AbstractFunction2<Object, TaskOutcome, BoxedUnit> {
        private final long first;

        Arrival(long first) {
            this.first = first;
        }

        @Override
        public BoxedUnit apply(Object partition, TaskOutcome outcome) {
            synchronized (arrived) {
                if (cancelled) {
                    outcome.discard();
                } else {
                    arrived.put(first + (Integer) partition, outcome);
                    arrived.notifyAll();
                }
            }
            return BoxedUnit.UNIT;
        }
    }

    /** The job's own result: nothing, every batch went through {@link Arrival}. */
    private static final class Done extends AbstractFunction0<BoxedUnit> {
        @Override
        public BoxedUnit apply() {
            return BoxedUnit.UNIT;
        }
    }
}
