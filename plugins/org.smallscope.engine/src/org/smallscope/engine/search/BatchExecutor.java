package org.smallscope.engine.search;

import org.smallscope.engine.subject.Subject;

import java.util.Iterator;
import java.util.List;

/**
 * Runs batches of ranges somewhere other than this JVM's worker threads (a cluster, for example) with
 * {@link BatchWorker}s, and hands their results back in batch order;
 * {@link org.smallscope.engine.search.parallel.ParallelRunner} reports them.
 */
public interface BatchExecutor extends AutoCloseable {

    /** @return how many batches can run at once (the run cuts its space into enough ranges to keep them busy) */
    int parallelism();

    /**
     * Starts running {@code batches} and returns their results in the same order, lazily.
     *
     * @param subject the subject searched here (executors elsewhere load their own copy of it)
     * @param contiguous whether each range begins where the one before ended in Korat order
     * @param timeoutMillis per-candidate time limit of repOk, 0 for none
     */
    Iterator<BatchResult> execute(Subject subject, Iterator<List<Range>> batches, boolean contiguous, long timeoutMillis);

    /** Stops the batches still running or waiting; the iterator then ends (or its results say cancelled). */
    void cancel();

    /** Releases what the executor holds (a cluster connection); nothing by default. */
    @Override
    default void close() {
    }
}
