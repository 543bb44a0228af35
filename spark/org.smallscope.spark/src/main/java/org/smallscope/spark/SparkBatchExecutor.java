package org.smallscope.spark;

import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.smallscope.engine.search.BatchExecutor;
import org.smallscope.engine.search.BatchResult;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.prune.LookAhead;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectRequest;

import java.util.Iterator;
import java.util.List;

/**
 * Runs a search's batches of ranges as Apache Spark tasks (one partition per batch, a few jobs in flight in one job
 * group) and hands their results back in batch order as soon as the head of the order is done, so that the engine
 * reports exactly what a run on one machine reports. Cancelling cancels the job group; lost executors are Spark's
 * to retry (a batch always gives the same result).
 */
public final class SparkBatchExecutor implements BatchExecutor {

    private final JavaSparkContext spark;
    private final boolean ownsContext;
    private final Broadcast<ShippedSubject> subject;
    private volatile OrderedJobs current;

    /**
     * @param spark the Spark context to run on
     * @param request the subject searched: its class files go to the executors with the tasks
     * @param ownsContext whether {@link #close()} stops the context
     */
    public SparkBatchExecutor(JavaSparkContext spark, SubjectRequest request, boolean ownsContext) {
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
    public Iterator<BatchResult> execute(Subject searched, Iterator<List<Range>> batches, boolean contiguous, long timeoutMillis) {
        // the search mode goes with the tasks: this JVM's switch (the driver's) does not reach the executors' JVMs
        boolean koratExact = !LookAhead.onByDefault();
        OrderedJobs jobs = new OrderedJobs(spark, new BatchTask(subject, contiguous, timeoutMillis, koratExact), batches, parallelism());
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
