package org.smallscope.spark;

import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.smallscope.engine.door.Batches;

import java.util.Iterator;

/**
 * Runs a search's batches of ranges as Apache Spark tasks (one partition per batch, a few jobs in flight in one job
 * group) and hands their results back in batch order as soon as the head of the order is done, so that the engine
 * reports exactly what a run on one machine reports. Cancelling cancels the job group; lost executors are Spark's
 * to retry (a batch always gives the same result).
 */
public final class SparkBatchExecutor implements Batches.Executor {

    private final JavaSparkContext spark;
    private final boolean ownsContext;
    private final Broadcast<ShippedSubject> subject;
    private volatile OrderedJobs current;

    /**
     * @param spark the Spark context to run on
     * @param request the subject searched: its class files go to the executors with the tasks
     * @param ownsContext whether {@link #close()} stops the context
     */
    public SparkBatchExecutor(JavaSparkContext spark, Batches.Request request, boolean ownsContext) {
        this.spark = spark;
        this.ownsContext = ownsContext;
        this.subject = spark.broadcast(ShippedSubject.of(request));
    }

    /** @return the cores Spark offers (its default parallelism) */
    @Override
    public int parallelism() {
        return Math.max(1, spark.defaultParallelism());
    }

    @Override
    public Iterator<Batches.Result> execute(Iterator<Batches.Batch> batches, boolean contiguous, long timeoutMillis) {
        OrderedJobs jobs = new OrderedJobs(spark, new BatchTask(subject, contiguous, timeoutMillis), batches, parallelism());
        current = jobs;
        return jobs;
    }

    @Override
    public void cancel() {
        OrderedJobs jobs = current;
        if (jobs != null) {
            jobs.cancel();
        }
    }

    /** Cancels what still runs, deletes the subject's copies on the executors and stops the context if this executor made it. */
    @Override
    public void close() {
        cancel();
        subject.unpersist();
        if (ownsContext) {
            spark.stop();
        }
    }
}
