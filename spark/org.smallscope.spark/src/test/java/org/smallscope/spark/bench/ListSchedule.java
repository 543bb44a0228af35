package org.smallscope.spark.bench;

import java.util.List;
import java.util.PriorityQueue;

/**
 * Simulates a run on {@code executors} cores from measured batch costs: batches start in batch order on the core
 * that frees first (Spark's FIFO scheduling), each with a fixed task overhead, at most a window of batches ahead
 * of the one the driver reports next, and the driver reports them one after another in order.
 */
final class ListSchedule {

    private ListSchedule() {
    }

    /**
     * @param search nanoseconds each batch searches, in batch order
     * @param report nanoseconds the driver spends reporting each batch
     * @param overheadNanos per task (scheduling, shipping the ranges and the result)
     * @param window batches allowed to run or wait ahead of the next one reported
     * @return nanoseconds from the first batch's start to the last batch's report
     */
    static long makespan(List<Long> search, List<Long> report, int executors, long overheadNanos, int window) {
        int n = search.size();
        long[] reported = new long[n];
        PriorityQueue<Long> free = new PriorityQueue<>();
        for (int e = 0; e < executors; e++) {
            free.add(0L);
        }
        long lastReport = 0;
        long[] finished = new long[n];
        for (int i = 0; i < n; i++) {
            long core = free.poll();
            long start = i >= window ? Math.max(core, reported[i - window]) : core;
            finished[i] = start + overheadNanos + search.get(i);
            free.add(finished[i]);
            // reports happen in order; batch i is reported once it is done and batch i-1 was reported
            lastReport = Math.max(finished[i], lastReport) + report.get(i);
            reported[i] = lastReport;
        }
        return lastReport;
    }
}
