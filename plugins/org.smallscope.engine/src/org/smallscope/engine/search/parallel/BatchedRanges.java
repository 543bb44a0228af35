package org.smallscope.engine.search.parallel;

import java.util.Iterator;
import java.util.List;
import org.smallscope.engine.search.Range;

/**
 * Ranges that can also be taken a batch at a time, the batch building its ranges only when a worker first reads it, so
 * that the one thread that hands out batches does not build millions of vectors the workers could build in parallel.
 */
public interface BatchedRanges extends Iterator<Range> {

    /**
     * @param n the most ranges to take ({@code > 0})
     * @return the next ranges, at most {@code n} and at least one while {@link #hasNext()}; the list is read by one thread
     *         at a time, and its ranges are the same as {@code n} calls of {@link #next()} would give
     */
    List<Range> nextBatch(int n);
}
