package org.smallscope.spark.bench;

import org.smallscope.engine.search.BatchExecutor;
import org.smallscope.engine.search.BatchResult;
import org.smallscope.engine.search.BatchWorker;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.subject.Subject;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * A stand-in for a cluster of {@code parallelism} executors that runs each batch on the calling thread when the run
 * asks for it, recording what it cost: the batches are cut exactly as for that cluster, and the time the driver
 * spends after each batch (reporting it in order) is recorded too.
 */
final class CostRecorder implements BatchExecutor {

    /** One batch: its search time, the driver's time to report it, its counts. */
    record Cost(long searchNanos, long reportNanos, long explored, long valid) {
    }

    private final int parallelism;
    private final List<Cost> costs = new ArrayList<>();
    private long executeNanos;
    private long handedOut;
    private long searchNanos;
    private BatchResult last;

    CostRecorder(int parallelism) {
        this.parallelism = parallelism;
    }

    @Override
    public int parallelism() {
        return parallelism;
    }

    /** @return when the run handed its batches over (after the driver cut the space), System.nanoTime */
    long executeNanos() {
        return executeNanos;
    }

    /** @return the batches' costs in batch order; call when the run has returned (ends the last batch's report) */
    List<Cost> finish() {
        settle(System.nanoTime());
        return costs;
    }

    @Override
    public Iterator<BatchResult> execute(Subject subject, Iterator<List<Range>> batches, boolean contiguous, long timeoutMillis) {
        executeNanos = System.nanoTime();
        BatchWorker worker = new BatchWorker(subject);
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return batches.hasNext();
            }

            @Override
            public BatchResult next() {
                long t0 = System.nanoTime();
                settle(t0);
                last = worker.run(batches.next(), contiguous, true, timeoutMillis);
                handedOut = System.nanoTime();
                searchNanos = handedOut - t0;
                return last;
            }
        };
    }

    private void settle(long now) {
        if (last != null) {
            costs.add(new Cost(searchNanos, now - handedOut, last.explored(), last.valid()));
            last = null;
        }
    }

    @Override
    public void cancel() {
    }
}
