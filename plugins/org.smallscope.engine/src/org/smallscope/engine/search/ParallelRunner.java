package org.smallscope.engine.search;

import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;

import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.protocol.Outcome;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs independent ranges of one subject on several threads (a work-stealing pool, one heap per
 * worker, ranges in batches, a bounded window of batches in flight) and reports their results to
 * a listener in range order, so that output, successors and counts are the same as searching the
 * ranges one after another on one thread.
 */
public final class ParallelRunner implements RunControl {

    private static final int PENDING = 2;

    private final Subject subject;
    private final int threads;
    private final long timeoutMillis;
    private final SearchListener listener;
    private final Set<Search> running = ConcurrentHashMap.newKeySet();
    /** Guards the hand-over of a range's counts from its running search to the finished totals, so that polls never count them twice. */
    private final Object counts = new Object();
    private final AtomicLong explored = new AtomicLong();
    private final AtomicLong valid = new AtomicLong();
    private volatile Search probe;
    private volatile boolean cancelled;
    private boolean trusted;

    /**
     * @param threads worker threads (1 runs everything on the calling thread)
     * @param timeoutMillis per-candidate watchdog, 0 for none
     */
    public ParallelRunner(Subject subject, int threads, long timeoutMillis, SearchListener listener) {
        this.subject = subject;
        this.threads = Math.max(1, threads);
        this.timeoutMillis = timeoutMillis;
        this.listener = listener;
    }

    /** @return a full search of the subject, cut into subtrees for the workers when there are several */
    public SearchResult runFullSearch() {
        if (threads == 1) {
            // one worker: stream straight to the listener, nothing is buffered
            Search search = Search.over(subject).listener(listener).candidateTimeoutMillis(timeoutMillis).build();
            running.add(search);
            SearchResult result = null;
            try {
                if (cancelled) {
                    search.cancel();
                }
                result = search.run();
                return result;
            } finally {
                finish(search, result == null ? 0 : result.explored(), result == null ? 0 : result.valid(), true);
            }
        }
        long start = System.nanoTime();
        Search probe = Search.over(subject).candidateTimeoutMillis(0).build();
        this.probe = probe; // cancellable, but its candidates are not the run's: not counted
        List<Range> ranges;
        try (Watchdog dog = timeoutMillis > 0 ? new Watchdog(timeoutMillis) : null) {
            ranges = SubtreeSplitter.split(subject, threads * 64, probe, dog);
        } catch (SmallscopeException e) {
            return endedEarly(Outcome.FAILED, e, start);
        } finally {
            this.probe = null;
        }
        if (cancelled) {
            probe.cancel();
        }
        if (ranges == null || cancelled) {
            return endedEarly(Outcome.CANCELLED, null, start);
        }
        return run(ranges.iterator(), ranges.size(), true, true);
    }

    /** Reports a run that ended before any range ran (cancelled, or a probe candidate timed out). */
    private SearchResult endedEarly(Outcome outcome, SmallscopeException failure, long start) {
        listener.searchStarted(subject, new int[subject.vectorLength()]);
        SearchResult result = new SearchResult(outcome, 0, 0, 0, System.nanoTime() - start, failure, null, null);
        listener.searchFinished(result);
        return result;
    }

    /** Stops every running range; the run ends as cancelled. */
    @Override
    public void cancel() {
        cancelled = true;
        running.forEach(Search::cancel);
        Search p = probe;
        if (p != null) {
            p.cancel();
        }
    }

    /** @return candidates explored so far by finished and running ranges */
    @Override
    public long exploredSoFar() {
        synchronized (counts) {
            long sum = explored.get();
            for (Search s : running) {
                sum += s.exploredSoFar();
            }
            return sum;
        }
    }

    /** @return valid candidates found so far */
    @Override
    public long validSoFar() {
        synchronized (counts) {
            long sum = valid.get();
            for (Search s : running) {
                sum += s.validSoFar();
            }
            return sum;
        }
    }

    /** Moves a range's counts from {@code search} to the finished totals in one step; {@code done}: the search runs no more ranges. */
    private void finish(Search search, long rangeExplored, long rangeValid, boolean done) {
        synchronized (counts) {
            explored.addAndGet(rangeExplored);
            valid.addAndGet(rangeValid);
            if (done) {
                running.remove(search);
            } else {
                search.retirePublishedCounts();
            }
        }
    }

    /** The results of a batch of ranges: counts, and records {@code cv, flag, [successor]} in order. */
    private static final class Batch {
        final List<Range> ranges;
        long explored;
        long valid;
        long exceptions;
        Throwable firstException;
        int[] firstExceptionCandidate;
        Outcome outcome = Outcome.COMPLETED;
        SmallscopeException failure;
        final RecordBuffer records = new RecordBuffer();
        final List<Region> regions = new ArrayList<>();

        Batch(List<Range> ranges) {
            this.ranges = ranges;
        }
    }

    /**
     * Runs the ranges and reports them in order.
     *
     * @param ranges the ranges, consumed lazily
     * @param expected how many there are (to size batches)
     * @param contiguous whether each range begins where the previous one ended in Korat order, so that
     *        the successor of a range's last valid candidate is the next range's first candidate
     */
    public SearchResult run(Iterator<Range> ranges, long expected, boolean contiguous) {
        return run(ranges, expected, contiguous, false);
    }

    /**
     * Runs ranges the engine built itself ({@code trusted}: fresh vectors that fit the subject, used
     * without checks or copies), reporting them in order.
     */
    public SearchResult run(Iterator<Range> ranges, long expected, boolean contiguous, boolean trusted) {
        this.trusted = trusted;
        if (threads == 1 || expected < 2L * threads) {
            return runInOrder(ranges, contiguous);
        }
        long start = System.nanoTime();
        int batchSize = (int) Math.max(1, Math.min(512, expected / (threads * 16L)));
        int window = threads * 4;
        ThreadLocal<CandidateHeap> heaps = ThreadLocal.withInitial(subject::newHeap);
        ForkJoinPool pool = new ForkJoinPool(threads);
        Watchdog dog = timeoutMillis > 0 ? new Watchdog(timeoutMillis) : null;
        Deque<CompletableFuture<Batch>> inFlight = new ArrayDeque<>();
        CandidateHeap emitHeap = subject.newHeap();
        Batch total = new Batch(List.of());
        boolean started = false;
        boolean pending = false;
        try {
            while (true) {
                while (inFlight.size() < window && ranges.hasNext() && !cancelled) {
                    Batch batch = new Batch(take(ranges, batchSize));
                    inFlight.add(CompletableFuture.supplyAsync(() -> search(batch, heaps.get(), dog, contiguous), pool));
                }
                if (inFlight.isEmpty()) {
                    break;
                }
                Batch done = inFlight.poll().join();
                if (!started) {
                    listener.searchStarted(subject, done.ranges.get(0).from().clone());
                    started = true;
                }
                if (pending) {
                    listener.successorFound(done.ranges.get(0).from());
                    pending = false;
                }
                pending = emit(done, emitHeap, total);
                if (done.outcome != Outcome.COMPLETED) {
                    total.outcome = done.outcome;
                    total.failure = done.failure;
                    cancel();
                    break;
                }
            }
            if (pending) {
                listener.successorFound(null);
            }
        } finally {
            pool.shutdownNow();
            if (dog != null) {
                dog.close();
            }
        }
        if (!started) {
            listener.searchStarted(subject, new int[subject.vectorLength()]);
        }
        Outcome outcome = total.failure != null ? Outcome.FAILED
                : cancelled ? Outcome.CANCELLED : total.outcome;
        SearchResult result = new SearchResult(outcome, total.explored, total.valid, total.exceptions, System.nanoTime() - start, total.failure,
                total.firstException, total.firstExceptionCandidate);
        listener.searchFinished(result);
        return result;
    }

    /**
     * Runs the ranges one after another on the calling thread, streaming every event straight to the
     * listener (one worker, or too few ranges to share: nothing is buffered).
     */
    private SearchResult runInOrder(Iterator<Range> ranges, boolean contiguous) {
        long start = System.nanoTime();
        long[] totals = new long[2];
        boolean[] pending = {false};
        SearchListener forward = new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                listener.validFound(candidate, heap, ++totals[1]);
            }

            @Override
            public void successorFound(int[] next) {
                if (next == null && contiguous) {
                    pending[0] = true; // the next range's first candidate
                } else {
                    listener.successorFound(next);
                }
            }

            @Override
            public void predicateThrew(int[] candidate, Throwable exception) {
                listener.predicateThrew(candidate, exception);
            }

            @Override
            public boolean wantsRegions() {
                return listener.wantsRegions();
            }

            @Override
            public void regionCovered(Region region) {
                listener.regionCovered(region);
            }
        };
        Search search = Search.over(subject).listener(forward).candidateTimeoutMillis(0).build();
        search.keepRegionsOpen();
        running.add(search);
        Batch total = new Batch(List.of());
        boolean started = false;
        try (Watchdog dog = timeoutMillis > 0 ? new Watchdog(timeoutMillis) : null) {
            while (ranges.hasNext() && !cancelled) {
                Range range = ranges.next();
                if (!started) {
                    listener.searchStarted(subject, range.from() == null ? new int[subject.vectorLength()] : range.from());
                    started = true;
                }
                if (pending[0]) {
                    listener.successorFound(range.from());
                    pending[0] = false;
                }
                SearchResult r = search.run(range, dog, trusted);
                search.coverSkipped(range.skippedAfterLog2());
                total.explored += r.explored();
                total.exceptions += r.predicateExceptions();
                if (total.firstException == null && r.firstException() != null) {
                    total.firstException = r.firstException();
                    total.firstExceptionCandidate = r.firstExceptionCandidate();
                }
                finish(search, r.explored(), r.valid(), false);
                if (r.outcome() != Outcome.COMPLETED) {
                    total.outcome = r.outcome();
                    total.failure = r.failure();
                    break;
                }
            }
            if (pending[0]) {
                listener.successorFound(null);
            }
            search.closeRegions();
        } finally {
            finish(search, 0, 0, true);
        }
        if (!started) {
            listener.searchStarted(subject, new int[subject.vectorLength()]);
        }
        Outcome outcome = total.failure != null ? Outcome.FAILED
                : cancelled ? Outcome.CANCELLED : total.outcome;
        SearchResult result = new SearchResult(outcome, total.explored, totals[1], total.exceptions, System.nanoTime() - start, total.failure,
                total.firstException, total.firstExceptionCandidate);
        listener.searchFinished(result);
        return result;
    }

    private static List<Range> take(Iterator<Range> ranges, int n) {
        List<Range> batch = new ArrayList<>(n);
        while (batch.size() < n && ranges.hasNext()) {
            batch.add(ranges.next());
        }
        return batch;
    }

    /** Reports a batch's records; returns whether its last valid candidate still awaits its successor. */
    private boolean emit(Batch b, CandidateHeap emitHeap, Batch total) {
        total.explored += b.explored;
        total.exceptions += b.exceptions;
        if (total.firstException == null && b.firstException != null) {
            total.firstException = b.firstException;
            total.firstExceptionCandidate = b.firstExceptionCandidate;
        }
        int length = subject.vectorLength();
        boolean pending = false;
        RecordBuffer.Reader in = b.records.reader();
        try {
            while (in.hasNext()) {
                int[] cv = in.next(length);
                total.valid++;
                emitHeap.writeAll(cv);
                listener.validFound(cv, emitHeap, total.valid);
                int flag = in.next();
                if (flag == 1) {
                    listener.successorFound(in.next(length));
                } else if (flag == PENDING) {
                    pending = true;
                } else {
                    listener.successorFound(null);
                }
            }
            in.close();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } finally {
            b.records.close();
        }
        b.regions.forEach(listener::regionCovered);
        return pending;
    }

    private Batch search(Batch batch, CandidateHeap heap, Watchdog dog, boolean contiguous) {
        boolean trusted = this.trusted;
        long[] awaiting = {-1};
        long[] lastFlag = {-1};
        RecordBuffer records = batch.records;
        SearchListener collect = new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap h, long ordinal) {
                records.settle(); // every record so far has its successor
                records.addAll(candidate);
                awaiting[0] = records.size();
                lastFlag[0] = records.size();
                records.add(PENDING);
            }

            @Override
            public void successorFound(int[] next) {
                if (next != null) {
                    records.set(awaiting[0], 1);
                    records.addAll(next);
                } else {
                    records.set(awaiting[0], contiguous ? PENDING : 0);
                }
                awaiting[0] = -1;
            }

            @Override
            public boolean wantsRegions() {
                return listener.wantsRegions();
            }

            @Override
            public void regionCovered(Region region) {
                batch.regions.add(region);
            }
        };
        Search search = Search.over(subject).heap(heap).listener(collect).candidateTimeoutMillis(0).build();
        search.keepRegionsOpen();
        search.seedRegions(explored.get());
        running.add(search);
        try {
            for (int r = 0; r < batch.ranges.size(); r++) {
                if (cancelled) {
                    batch.outcome = Outcome.CANCELLED;
                    break;
                }
                SearchResult result = search.run(batch.ranges.get(r), dog, trusted);
                search.coverSkipped(batch.ranges.get(r).skippedAfterLog2());
                if (contiguous && r + 1 < batch.ranges.size() && lastFlag[0] >= 0 && records.size() > lastFlag[0]
                        && records.get(lastFlag[0]) == PENDING) {
                    // the range ended right after a valid candidate: its successor opens the next range
                    records.set(lastFlag[0], 1);
                    records.addAll(batch.ranges.get(r + 1).from());
                }
                batch.explored += result.explored();
                batch.valid += result.valid();
                batch.exceptions += result.predicateExceptions();
                if (batch.firstException == null && result.firstException() != null) {
                    batch.firstException = result.firstException();
                    batch.firstExceptionCandidate = result.firstExceptionCandidate();
                }
                if (result.outcome() != Outcome.COMPLETED) {
                    batch.outcome = result.outcome();
                    batch.failure = result.failure();
                    break;
                }
            }
            search.closeRegions();
        } finally {
            finish(search, batch.explored, batch.valid, true);
        }
        return batch;
    }
}
