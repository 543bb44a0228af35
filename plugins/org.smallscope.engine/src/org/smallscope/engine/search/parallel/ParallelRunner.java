package org.smallscope.engine.search.parallel;

import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.subject.Subject;

import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.trail.TrailEncoder;
import org.smallscope.engine.search.trail.ValidEncoder;
import org.smallscope.engine.search.BatchExecutor;
import org.smallscope.engine.search.BatchReplay;
import org.smallscope.engine.search.BatchResult;
import org.smallscope.engine.search.BatchWorker;
import org.smallscope.engine.search.checkpoint.Checkpoint;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.RunControl;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.search.Watchdog;
import java.util.ArrayDeque;
import java.util.ArrayList;
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

    /** The most ranges in one batch. */
    private static final int MAX_BATCH = 4096;
    /** The most ranges waiting in the batches run ahead, when they are {@link #MAX_BATCH}-large (else 16 batches per thread). */
    private static final int WINDOW_RANGES = 1 << 15;

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
    private final BatchExecutor executor;
    private boolean trusted;
    private Checkpoint checkpoint;
    private int skipBase;
    private int skipInherited;

    /**
     * @param threads worker threads (1 runs everything on the calling thread)
     * @param timeoutMillis per-candidate watchdog, 0 for none
     */
    public ParallelRunner(Subject subject, int threads, long timeoutMillis, SearchListener listener) {
        this(subject, threads, timeoutMillis, listener, null);
    }

    /** @param executor runs the batches elsewhere (a cluster), or null for this JVM's {@code threads} */
    public ParallelRunner(Subject subject, int threads, long timeoutMillis, SearchListener listener, BatchExecutor executor) {
        this.subject = subject;
        this.threads = Math.max(1, threads);
        this.timeoutMillis = timeoutMillis;
        this.listener = listener;
        this.executor = executor;
    }

    /**
     * Keeps every batch this run reports in {@code c} (and first replays the batches it holds, if it resumes a run); a
     * run with a checkpoint works in batches even on one thread. @return this runner
     */
    public ParallelRunner checkpoint(Checkpoint c) {
        this.checkpoint = c;
        return this;
    }

    /**
     * The mixed ranges this runner is given start at stored candidates of a base whose repOk was this subject's first
     * {@code base} conjuncts and read every field of each ({@code inherited}: the base snapshot's {@code fullReads}): they
     * run only the conjuncts after those where they can
     * ({@link org.smallscope.engine.search.SearchBuilder#skipBaseConjuncts}). @return this runner
     */
    public ParallelRunner skipBaseConjuncts(int base, int inherited) {
        this.skipBase = base;
        this.skipInherited = inherited;
        return this;
    }

    /** @return a full search of the subject, cut into subtrees for the workers when there are several */
    public SearchResult runFullSearch() {
        if (threads == 1 && executor == null && checkpoint == null) {
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
        List<Range> ranges;
        try {
            ranges = planFullSearch();
        } catch (SmallscopeException e) {
            return endedEarly(Outcome.FAILED, e, start);
        }
        if (ranges == null || cancelled) {
            return endedEarly(Outcome.CANCELLED, null, start);
        }
        try {
            return run(ranges.iterator(), ranges.size(), true, true);
        } catch (Checkpoint.Mismatch e) {
            return run(ranges.iterator(), ranges.size(), true, true); // the checkpoint was dropped: from the beginning
        }
    }

    /**
     * Cuts the full search into the subtrees the workers take (64 per worker, the largest cut further; see
     * {@link SubtreeSplitter} and {@link SubtreeBalance}): searched one after another, they visit exactly the candidates of
     * one sequential search, in its order.
     *
     * @return the subtrees in order, or null if cancelled
     * @throws SmallscopeException {@link org.smallscope.engine.EngineError#CANDIDATE_TIMEOUT} if repOk did not return on a probe
     */
    public List<Range> planFullSearch() {
        Search probe = Search.over(subject).candidateTimeoutMillis(0).build();
        this.probe = probe; // cancellable, but its candidates are not the run's: not counted
        int wanted = (executor != null ? executor.parallelism() : threads) * 64;
        try (Watchdog dog = timeoutMillis > 0 ? new Watchdog(timeoutMillis) : null) {
            return SubtreeSplitter.split(subject, checkpoint == null ? wanted : checkpoint.wanted(wanted), probe, dog);
        } finally {
            this.probe = null;
            if (cancelled) {
                probe.cancel();
            }
        }
    }

    /**
     * Cuts the mixed ranges of an incremental run that has fewer ranges than workers can share into subtrees over their
     * new fields (where that is sound, see {@link SubtreeSplitter#splitMixed}), and floor-pinned ranges into subtrees above
     * their floors ({@link SubtreeSplitter#splitPinned}), so that one huge range does not run on one thread. Ranges built by the engine ({@code trusted}) only.
     *
     * @return the pieces in order (the ranges themselves when there are enough), or null if cancelled
     */
    public List<Range> cutMixedRanges(List<Range> ranges) {
        // at least 128 pieces in all, whatever the thread count, so that a checkpoint's plan is the same on 1 and 2 threads
        int total = Math.max(128, (executor != null ? executor.parallelism() : threads) * 64);
        if (ranges.isEmpty() || ranges.size() * 4L >= total) {
            return ranges;
        }
        int wanted = Math.max(2, total / ranges.size());
        Search probe = Search.over(subject).candidateTimeoutMillis(0).build();
        this.probe = probe;
        List<Range> pieces = new ArrayList<>();
        try (Watchdog dog = timeoutMillis > 0 ? new Watchdog(timeoutMillis) : null) {
            for (Range range : ranges) {
                List<Range> parts = cancelled ? null
                        : range.newSlots() == null ? SubtreeSplitter.splitPinned(subject, range, wanted, probe, dog)
                        : SubtreeSplitter.splitMixed(subject, range, wanted, probe, dog);
                if (parts == null) {
                    return null;
                }
                pieces.addAll(parts);
            }
        } catch (SmallscopeException e) {
            return ranges; // a probe candidate timed out: the run itself reports it
        } finally {
            this.probe = null;
        }
        return pieces;
    }

    /**
     * Plans the floor-pinned ranges of an incremental run whose new conjuncts read base fields in another order than the
     * base search enumerated them (see {@link PinnedPlan}).
     *
     * @param pairs the base's stored (candidate, successor) pairs extended to the subject's vectors
     * @param newSlots the fields the base lacks
     * @return the ranges in order, or null if cancelled
     * @throws SmallscopeException {@link org.smallscope.engine.EngineError#RANGE_ORDER_BROKEN} where no plan is proven
     *         sound, {@link org.smallscope.engine.EngineError#CANDIDATE_TIMEOUT} if repOk did not return on a probe
     */
    public List<Range> planPinned(Iterator<int[][]> pairs, boolean[] newSlots) {
        Search probe = Search.over(subject).candidateTimeoutMillis(0).build();
        this.probe = probe;
        try (Watchdog dog = timeoutMillis > 0 ? new Watchdog(timeoutMillis) : null) {
            return cancelled ? null : PinnedPlan.plan(subject, pairs, newSlots, probe, dog);
        } finally {
            this.probe = null;
        }
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
        if (executor != null) {
            executor.cancel();
        }
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
                search.control().retirePublishedCounts();
            }
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
     *
     * @throws Checkpoint.Mismatch if the checkpoint resumed does not line up with {@code ranges} (then dropped): run fresh ranges again
     */
    public SearchResult run(Iterator<Range> ranges, long expected, boolean contiguous, boolean trusted) {
        this.trusted = trusted;
        listener.rangesPlanned(expected, contiguous);
        if (executor == null && checkpoint == null && (threads == 1 || expected < 2L * threads)) {
            return runInOrder(ranges, contiguous);
        }
        // on this JVM's threads, the listener that keeps the valid candidates may take them encoded by the workers (see
        // SearchListener#validEncoding): the one reporting thread then appends bytes instead of hearing each candidate
        ValidEncoder.Source encoding = executor == null ? listener.validEncoding() : null;
        TrailEncoder.Source trailEncoding = executor == null ? listener.trailEncoding() : null;
        if (checkpoint == null) {
            if (encoding == null && executor == null && !listener.wantsValid()) {
                encoding = ValidEncoder.COUNTING; // nobody looks at them: only counted
            }
            return runBatches(ranges, expected, contiguous, encoding, trailEncoding);
        }
        try {
            checkpoint.keptAs(encoding == null ? "records" : "segments", trailEncoding == null ? "records" : "segments");
            checkpoint.begin(ranges, expected);
            return runBatches(ranges, expected, contiguous, encoding, trailEncoding);
        } finally {
            checkpoint.close();
        }
    }

    /** Runs the ranges in batches, after replaying the stored batches of a checkpoint that covered the ranges before them. */
    private SearchResult runBatches(Iterator<Range> ranges, long expected, boolean contiguous, ValidEncoder.Source encoding,
            TrailEncoder.Source trailEncoding) {
        int workers = executor != null ? executor.parallelism() : threads;
        // many small batches and a deep window: a slow range at the head of the window holds up only its own batch's
        // reporting while the other workers run ahead (each waiting batch keeps at most 1 MiB in memory); a checkpoint
        // keeps only reported batches, so smaller ones also lose less when the run is killed. Millions of tiny ranges (an
        // incremental run's singleton mixed ranges) go in batches of up to MAX_BATCH, so that each batch's segments are
        // large enough to deflate well, in a window of at most WINDOW_RANGES ranges (their vectors, or a stored batch's bytes, are live until run)
        int batchSize = (int) Math.max(1, Math.min(MAX_BATCH, expected / (workers * 64L)));
        Iterator<List<Range>> batches = new Iterator<>() {
            @Override
            public boolean hasNext() {
                return ranges.hasNext() && !cancelled;
            }

            @Override
            public List<Range> next() {
                return take(ranges, batchSize);
            }
        };
        BatchReplay replay = new BatchReplay(subject, listener);
        if (executor != null) {
            Iterator<BatchResult> results = executor.execute(subject, batches, contiguous, timeoutMillis);
            boolean resumed = resume(replay);
            while (resumed && results.hasNext() && !cancelled) {
                BatchResult batch = results.next();
                count(batch.explored(), batch.valid());
                if (!report(replay, batch)) {
                    cancel();
                }
            }
            return replay.finish(cancelled);
        }
        try (LocalBatches local = new LocalBatches(batches, contiguous, window(batchSize), encoding, trailEncoding)) {
            local.hasNext(); // the first batches run while stored ones are replayed
            boolean resumed = resume(replay);
            while (resumed && local.hasNext()) {
                if (!report(replay, local.next())) {
                    cancel();
                    break;
                }
            }
        }
        return replay.finish(cancelled);
    }

    /** @return how many batches of {@code batchSize} ranges run ahead of the one reported next */
    private int window(int batchSize) {
        return Math.max(2 * threads, Math.min(16 * threads, WINDOW_RANGES / batchSize));
    }

    private void count(long batchExplored, long batchValid) {
        synchronized (counts) {
            explored.addAndGet(batchExplored);
            valid.addAndGet(batchValid);
        }
    }

    /** Keeps {@code batch} in the checkpoint, if any, then reports it; @return false if it did not complete */
    private boolean report(BatchReplay replay, BatchResult batch) {
        if (checkpoint != null) {
            checkpoint.record(batch);
        }
        return replay.report(batch);
    }

    /** Replays the batches a resumed checkpoint holds; @return false if the run was cancelled meanwhile */
    private boolean resume(BatchReplay replay) {
        if (checkpoint == null || checkpoint.resumed() == null) {
            return true;
        }
        listener.searchResumed(checkpoint.resumed());
        return checkpoint.replay(replay, () -> cancelled, this::count);
    }

    /** Runs batches on this JVM's work-stealing pool, a bounded window ahead of the one reported next. */
    private final class LocalBatches implements Iterator<BatchResult>, AutoCloseable {
        private final Iterator<List<Range>> batches;
        private final boolean contiguous;
        private final int window;
        private final ThreadLocal<BatchWorker> workers = ThreadLocal.withInitial(() -> new BatchWorker(subject).skippingBase(skipBase, skipInherited));
        private final ForkJoinPool pool = new ForkJoinPool(threads);
        private final Watchdog dog = timeoutMillis > 0 ? new Watchdog(timeoutMillis) : null;
        private final Deque<CompletableFuture<BatchResult>> inFlight = new ArrayDeque<>();
        private final boolean regions = listener.wantsRegions();
        private final boolean trail = listener.wantsTrail();
        private final ValidEncoder.Source encoding;
        private final TrailEncoder.Source trailEncoding;
        private final BatchWorker.Tracker tracker = new BatchWorker.Tracker() {
            @Override
            public void started(Search search) {
                running.add(search);
                if (cancelled) {
                    search.cancel();
                }
            }

            @Override
            public void finished(Search search, long rangeExplored, long rangeValid) {
                finish(search, rangeExplored, rangeValid, true);
            }
        };

        LocalBatches(Iterator<List<Range>> batches, boolean contiguous, int window, ValidEncoder.Source encoding,
                TrailEncoder.Source trailEncoding) {
            this.batches = batches;
            this.encoding = encoding;
            this.trailEncoding = trailEncoding;
            this.contiguous = contiguous;
            this.window = window;
        }

        @Override
        public boolean hasNext() {
            while (inFlight.size() < window && batches.hasNext()) {
                List<Range> batch = batches.next();
                inFlight.add(CompletableFuture.supplyAsync(
                        () -> workers.get().run(batch, contiguous, trusted, dog, regions, trail, explored.get(), encoding, trailEncoding, tracker), pool));
            }
            return !inFlight.isEmpty();
        }

        @Override
        public BatchResult next() {
            hasNext();
            return inFlight.poll().join();
        }

        /** Stops the pool and deletes the records of batches never reported. */
        @Override
        public void close() {
            if (!inFlight.isEmpty()) {
                cancel(); // left early (the next ranges could not be read): the batches still running stop too
            }
            pool.shutdownNow();
            if (dog != null) {
                dog.close();
            }
            for (CompletableFuture<BatchResult> f : inFlight) {
                f.thenAccept(BatchResult::close);
            }
        }
    }

    /**
     * Runs the ranges one after another on the calling thread, streaming every event straight to the
     * listener (one worker, or too few ranges to share: nothing is buffered).
     */
    private SearchResult runInOrder(Iterator<Range> ranges, boolean contiguous) {
        long start = System.nanoTime();
        InOrderForward forward = new InOrderForward(listener, contiguous);
        Search search = Search.over(subject).listener(forward).candidateTimeoutMillis(0).skipBaseConjuncts(skipBase, skipInherited).build();
        search.keepRegionsOpen();
        search.control().untimed(); // the run's time is measured here
        running.add(search);
        long explored = 0;
        long exceptions = 0;
        Throwable firstException = null;
        int[] firstExceptionCandidate = null;
        Outcome outcome = Outcome.COMPLETED;
        SmallscopeException failure = null;
        boolean started = false;
        try (Watchdog dog = timeoutMillis > 0 ? new Watchdog(timeoutMillis) : null) {
            while (ranges.hasNext() && !cancelled) {
                Range range = ranges.next();
                if (!started) {
                    listener.searchStarted(subject, range.from() == null ? new int[subject.vectorLength()] : range.from());
                    started = true;
                }
                forward.rangeBegins(range);
                SearchResult r = search.run(range, dog, trusted);
                search.coverSkipped(range.skippedAfterLog2());
                explored += r.explored();
                exceptions += r.predicateExceptions();
                if (firstException == null && r.firstException() != null) {
                    firstException = r.firstException();
                    firstExceptionCandidate = r.firstExceptionCandidate();
                }
                finish(search, r.explored(), r.valid(), false);
                if (r.outcome() != Outcome.COMPLETED) {
                    outcome = r.outcome();
                    failure = r.failure();
                    break;
                }
                listener.rangesDone(1);
            }
            forward.rangesEnded();
            search.closeRegions();
        } finally {
            finish(search, 0, 0, true);
        }
        if (!started) {
            listener.searchStarted(subject, new int[subject.vectorLength()]);
        }
        Outcome end = failure != null ? Outcome.FAILED : cancelled ? Outcome.CANCELLED : outcome;
        SearchResult result = new SearchResult(end, explored, forward.valid(), exceptions, System.nanoTime() - start, failure,
                firstException, firstExceptionCandidate);
        listener.searchFinished(result);
        return result;
    }

    private static List<Range> take(Iterator<Range> ranges, int n) {
        if (ranges instanceof BatchedRanges batched) {
            return batched.nextBatch(n); // built by the worker that runs it
        }
        List<Range> batch = new ArrayList<>(n);
        while (batch.size() < n && ranges.hasNext()) {
            batch.add(ranges.next());
        }
        return batch;
    }
}
