package org.smallscope.engine.door;

import java.util.Iterator;
import java.util.List;

import org.smallscope.engine.search.BatchExecutor;
import org.smallscope.engine.search.BatchResult;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.prune.LookAhead;
import org.smallscope.engine.subject.Subject;

/** A front-door {@link Batches.Executor} as the engine's runs take it: batches and results wrapped and unwrapped as they pass. */
final class BatchAdapter implements BatchExecutor {

    private final Batches.Executor executor;

    BatchAdapter(Batches.Executor executor) {
        this.executor = executor;
    }

    @Override
    public int parallelism() {
        return executor.parallelism();
    }

    @Override
    public Iterator<BatchResult> execute(Subject subject, Iterator<List<Range>> batches, boolean contiguous, long timeoutMillis) {
        // the driver's search mode, chosen now, goes with every batch: the executors' own switch does not count
        boolean koratExact = !LookAhead.onByDefault();
        Iterator<Batches.Result> results = executor.execute(new Iterator<>() {
            @Override
            public boolean hasNext() {
                return batches.hasNext();
            }

            @Override
            public Batches.Batch next() {
                return new Batches.Batch(batches.next(), koratExact);
            }
        }, contiguous, timeoutMillis);
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return results.hasNext();
            }

            @Override
            public BatchResult next() {
                return results.next().result();
            }
        };
    }

    @Override
    public void cancel() {
        executor.cancel();
    }

    @Override
    public void close() {
        executor.close();
    }
}
