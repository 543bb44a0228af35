package org.smallscope.engine.door;

import java.util.Iterator;
import java.util.List;

import org.smallscope.engine.search.BatchExecutor;
import org.smallscope.engine.search.BatchResult;
import org.smallscope.engine.search.Range;
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
        Iterator<Batches.Result> results = executor.execute(new Iterator<>() {
            @Override
            public boolean hasNext() {
                return batches.hasNext();
            }

            @Override
            public Batches.Batch next() {
                return new Batches.Batch(batches.next());
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
