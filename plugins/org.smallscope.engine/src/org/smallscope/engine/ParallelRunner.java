package org.smallscope.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs independent ranges of one subject on several threads (a work-stealing pool, one heap per
 * worker) and reports their results to a listener in range order, so that output, successors and
 * counts are the same as searching the ranges one after another on one thread.
 */
public final class ParallelRunner {

    private final Subject subject;
    private final int threads;
    private final long timeoutMillis;
    private final SearchListener listener;
    private final java.util.Set<Search> running = ConcurrentHashMap.newKeySet();
    private final AtomicLong explored = new AtomicLong();
    private final AtomicLong valid = new AtomicLong();
    private volatile boolean cancelled;

    /**
     * @param threads worker threads (1 runs everything on one worker)
     * @param timeoutMillis per-candidate watchdog, 0 for none
     */
    public ParallelRunner(Subject subject, int threads, long timeoutMillis, SearchListener listener) {
        this.subject = subject;
        this.threads = Math.max(1, threads);
        this.timeoutMillis = timeoutMillis;
        this.listener = listener;
    }

    /** @return a full search of the subject, cut into subtrees for {@code threads} workers */
    public SearchResult runFullSearch() {
        List<Range> ranges = threads == 1 ? List.of(new Range(new int[subject.vectorLength()], null, null, null))
                : SubtreeSplitter.split(subject, threads * 64);
        return run(ranges, true);
    }

    /** Stops every running range; the run ends as cancelled. */
    public void cancel() {
        cancelled = true;
        running.forEach(Search::cancel);
    }

    /** @return candidates explored so far by finished and running ranges */
    public long exploredSoFar() {
        long sum = explored.get();
        for (Search s : running) {
            sum += s.exploredSoFar();
        }
        return sum;
    }

    /** @return valid candidates found so far */
    public long validSoFar() {
        long sum = valid.get();
        for (Search s : running) {
            sum += s.validSoFar();
        }
        return sum;
    }

    /** What one range found, buffered until the ranges before it have been reported. */
    private record Piece(SearchResult result, List<int[]> valid, List<int[]> successors, boolean reachedEnd) {
    }

    /**
     * Runs {@code ranges} and reports them in order.
     *
     * @param contiguous whether the ranges follow each other in Korat order, so that the successor of the
     *        last valid candidate of one range is the first candidate of the next
     */
    public SearchResult run(List<Range> ranges, boolean contiguous) {
        long start = System.nanoTime();
        listener.searchStarted(subject, ranges.isEmpty() ? new int[subject.vectorLength()] : ranges.get(0).from().clone());
        ThreadLocal<CandidateHeap> heaps = ThreadLocal.withInitial(subject::newHeap);
        ForkJoinPool pool = threads == 1 ? null : new ForkJoinPool(threads);
        List<CompletableFuture<Piece>> futures = new ArrayList<>();
        for (Range range : ranges) {
            futures.add(pool == null ? null : CompletableFuture.supplyAsync(() -> search(range, heaps.get()), pool));
        }
        CandidateHeap emitHeap = subject.newHeap();
        long totalExplored = 0;
        long totalValid = 0;
        long exceptions = 0;
        Throwable firstException = null;
        int[] firstExceptionCandidate = null;
        SmallscopeException failure = null;
        int[] pendingValid = null;
        try {
            for (int i = 0; i < ranges.size(); i++) {
                Piece piece = pool == null ? search(ranges.get(i), heaps.get()) : futures.get(i).join();
                if (pendingValid != null) {
                    listener.successorFound(ranges.get(i).from());
                    pendingValid = null;
                }
                SearchResult r = piece.result();
                totalExplored += r.explored();
                exceptions += r.predicateExceptions();
                if (firstException == null && r.firstException() != null) {
                    firstException = r.firstException();
                    firstExceptionCandidate = r.firstExceptionCandidate();
                }
                for (int v = 0; v < piece.valid().size(); v++) {
                    int[] cv = piece.valid().get(v);
                    totalValid++;
                    emitHeap.writeAll(cv);
                    listener.validFound(cv, emitHeap, totalValid);
                    int[] next = piece.successors().get(v);
                    if (next != null || !contiguous) {
                        listener.successorFound(next);
                    } else {
                        pendingValid = cv;
                    }
                }
                if (r.outcome() != SearchResult.Outcome.COMPLETED) {
                    failure = r.failure();
                    cancel();
                    break;
                }
            }
            if (pendingValid != null) {
                listener.successorFound(null);
            }
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
        SearchResult.Outcome outcome = failure != null ? SearchResult.Outcome.FAILED
                : cancelled ? SearchResult.Outcome.CANCELLED : SearchResult.Outcome.COMPLETED;
        SearchResult result = new SearchResult(outcome, totalExplored, totalValid, exceptions, System.nanoTime() - start, failure,
                firstException, firstExceptionCandidate);
        listener.searchFinished(result);
        return result;
    }

    private Piece search(Range range, CandidateHeap heap) {
        List<int[]> found = new ArrayList<>();
        List<int[]> successors = new ArrayList<>();
        SearchListener collect = new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap h, long ordinal) {
                found.add(candidate.clone());
            }

            @Override
            public void successorFound(int[] next) {
                successors.add(next == null ? null : next.clone());
            }
        };
        Search search = range.configure(Search.over(subject).heap(heap).listener(collect).candidateTimeoutMillis(timeoutMillis)).build();
        if (cancelled) {
            return new Piece(new SearchResult(SearchResult.Outcome.CANCELLED, 0, 0, 0, 0, null, null, null), found, successors, false);
        }
        running.add(search);
        SearchResult result;
        try {
            result = search.run();
        } finally {
            running.remove(search);
        }
        explored.addAndGet(result.explored());
        valid.addAndGet(result.valid());
        while (successors.size() < found.size()) {
            successors.add(null);
        }
        return new Piece(result, found, successors, search.reachedRangeEnd());
    }
}
