package org.smallscope.engine.search;

import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.search.trail.TrailEncoder;
import org.smallscope.engine.search.trail.TrailSegment;
import org.smallscope.engine.search.trail.ValidEncoder;

import java.util.List;

/**
 * Searches a batch of ranges one after another on the calling thread and records what they find as a
 * {@link BatchResult}; the unit of work of the parallel runner's threads and of distributed executors.
 */
public final class BatchWorker {

    /** Hears when a batch's search starts and ends (the parallel runner counts and cancels through it). */
    public interface Tracker {
        void started(Search search);

        void finished(Search search, long explored, long valid);
    }

    private static final Tracker UNTRACKED = new Tracker() {
        @Override
        public void started(Search search) {
        }

        @Override
        public void finished(Search search, long explored, long valid) {
        }
    };

    private final Subject subject;
    private final CandidateHeap heap;
    private volatile Search current;
    private volatile boolean cancelled;
    private int skipBase;
    private int skipInherited;
    /** Whether its searches explore exactly Korat's candidates (see {@link SearchBuilder#koratExact}), or null: this JVM's switch. */
    private volatile Boolean koratExact;

    /** @param subject the subject searched (a worker keeps one heap of it) */
    public BatchWorker(Subject subject) {
        this(subject, subject.newHeap());
    }

    BatchWorker(Subject subject, CandidateHeap heap) {
        this.subject = subject;
        this.heap = heap;
    }

    /** Its mixed ranges of stored candidates skip the base's conjuncts where they can (see {@link SearchBuilder#skipBaseConjuncts}); @return this */
    public BatchWorker skippingBase(int base, int inherited) {
        this.skipBase = base;
        this.skipInherited = inherited;
        return this;
    }

    /**
     * Its searches explore exactly Korat's candidates, or look ahead, whatever this JVM's switch says: a cluster's
     * executor searches as the run's driver asked ({@link SearchBuilder#koratExact}); @return this
     */
    public BatchWorker koratExact(boolean exact) {
        this.koratExact = exact;
        return this;
    }

    /**
     * Searches {@code ranges} without regions but with the conjunct trail, each candidate limited to {@code timeoutMillis} (0 for none),
     * and tells in the result which of the subject's methods have run in this JVM (for a driver in another).
     *
     * @param contiguous whether each range begins where the one before ended in Korat order
     * @param trusted whether the ranges were built by the engine (vectors used without checks)
     */
    public BatchResult run(List<Range> ranges, boolean contiguous, boolean trusted, long timeoutMillis) {
        try (Watchdog dog = timeoutMillis > 0 ? new Watchdog(timeoutMillis) : null) {
            BatchResult result = run(ranges, contiguous, trusted, dog, false, true, 0, null, null, UNTRACKED);
            if (subject.codeTrace() != null) {
                result.ranMethods = subject.codeTrace().ran().toArray(String[]::new); // travels with the batch to the driver
            }
            return result;
        }
    }

    /**
     * Searches {@code ranges}, measuring regions as if {@code seed} candidates came before when {@code regions}, and
     * recording the conjunct trail only when {@code trail} (a run that saves a snapshot), and the valid candidates with
     * {@code encoding}'s encoder when there is one (else as records), the trail likewise with {@code trailEncoding}'s.
     */
    public BatchResult run(List<Range> ranges, boolean contiguous, boolean trusted, Watchdog dog, boolean regions, boolean trail, long seed,
            ValidEncoder.Source encoding, TrailEncoder.Source trailEncoding, Tracker tracker) {
        BatchResult batch = new BatchResult(ranges.size(), ranges.get(0).from().clone()); // trusted ranges are searched in place
        Recorder recorder = new Recorder(batch, contiguous, regions, trail, encoding == null ? null : encoding.newEncoder(),
                trail && trailEncoding != null ? trailEncoding.newEncoder() : null);
        SearchBuilder builder = Search.over(subject).heap(heap).listener(recorder).candidateTimeoutMillis(0).skipBaseConjuncts(skipBase, skipInherited);
        Boolean exact = koratExact;
        if (exact != null) {
            builder.koratExact(exact);
        }
        Search search = builder.build();
        search.keepRegionsOpen();
        search.seedRegions(seed);
        search.control().beginBatch(dog);
        tracker.started(search);
        current = search;
        if (cancelled) {
            search.cancel();
        }
        try {
            for (int r = 0; r < ranges.size(); r++) {
                if (recorder.cancelled) {
                    batch.outcome = Outcome.CANCELLED;
                    break;
                }
                Range range = ranges.get(r);
                recorder.rangeStarts(range);
                SearchResult result = search.run(range, dog, trusted);
                search.coverSkipped(range.skippedAfterLog2());
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
            search.control().endBatch();
            search.closeRegions();
            recorder.batchEnds();
        } finally {
            search.control().endBatch();
            search.control().unwatch(); // the watchdog outlives the batch: it must not keep the search and what it recorded
            current = null;
            tracker.finished(search, batch.explored, batch.valid);
        }
        return batch;
    }

    /**
     * Stops the batch this worker runs (from another thread, e.g. when a cluster kills its task): it ends as cancelled;
     * the worker runs no more batches.
     */
    public void cancel() {
        cancelled = true;
        Search search = current;
        if (search != null) {
            search.cancel();
        }
    }

    /** Writes each valid candidate with its successor into the batch's records, or hands them to the batch's encoder. */
    private final class Recorder implements SearchListener {
        private final BatchResult batch;
        private final boolean contiguous;
        private final boolean regions;
        private final boolean trail;
        private final int[] previous = new int[subject.vectorLength()];
        private final int[] pending = new int[subject.vectorLength()];
        private final int[] trailPrevious = new int[subject.vectorLength()];
        private final ValidEncoder encoder;
        private final TrailEncoder trailEncoder;
        private boolean awaitingNextRange;
        private int[] pieceEnd;
        boolean cancelled;

        Recorder(BatchResult batch, boolean contiguous, boolean regions, boolean trail, ValidEncoder encoder, TrailEncoder trailEncoder) {
            this.batch = batch;
            this.trailEncoder = trailEncoder;
            this.contiguous = contiguous;
            this.regions = regions;
            this.trail = trail;
            this.encoder = encoder;
        }

        @Override
        public void validFound(int[] candidate, CandidateHeap h, long ordinal) {
            if (encoder != null) {
                encoder.valid(candidate);
            } else {
                System.arraycopy(candidate, 0, pending, 0, pending.length);
            }
        }

        @Override
        public void successorFound(int[] next) {
            if (next != null) {
                record(BatchResult.SUCCESSOR, next);
            } else if (pieceEnd != null) {
                record(BatchResult.SUCCESSOR, pieceEnd);
            } else if (contiguous) {
                awaitingNextRange = true; // the next range's first candidate
            } else {
                record(BatchResult.NO_SUCCESSOR, null);
            }
        }

        void rangeStarts(Range range) {
            if (awaitingNextRange) {
                record(BatchResult.SUCCESSOR, range.from());
            }
            pieceEnd = range.pieceEnd();
        }

        void batchEnds() {
            if (trailEncoder != null) {
                TrailSegment segment = trailEncoder.finish();
                if (trailEncoder.lost() != null) {
                    trailLost(trailEncoder.lost());
                } else {
                    batch.trailSegment = segment;
                }
            }
            if (encoder != null) {
                batch.segment = encoder.finish(awaitingNextRange);
                awaitingNextRange = false;
            } else if (awaitingNextRange) {
                record(BatchResult.NEXT_BATCH, null);
            }
        }

        private void record(int flag, int[] successor) {
            awaitingNextRange = false;
            if (encoder != null) {
                encoder.successor(successor); // NEXT_BATCH never comes here: the segment ends awaiting
                return;
            }
            RecordBuffer out = batch.records;
            VectorDeltas.write(out, pending, previous);
            out.write(flag);
            if (successor != null) {
                VectorDeltas.writeAgainst(out, successor, pending);
            }
        }

        @Override
        public void searchFinished(SearchResult result) {
            cancelled |= result.outcome() == Outcome.CANCELLED;
        }

        @Override
        public boolean wantsRegions() {
            return regions;
        }

        @Override
        public boolean wantsTrail() {
            return trail && subject.probedConjuncts() > 0;
        }

        @Override
        public void conjunctsPassed(int[] candidate, int stretchFrom, int rejectedBy, int[] heights) {
            if (trailEncoder != null) {
                trailEncoder.add(candidate, stretchFrom, rejectedBy, heights);
                return;
            }
            VectorDeltas.write(batch.trail, candidate, trailPrevious);
            batch.trail.writeVarint(stretchFrom);
            batch.trail.writeVarint(rejectedBy);
            for (int m = stretchFrom, last = Math.min(rejectedBy - 1, heights.length - 1); m <= last; m++) {
                batch.trail.writeVarint(heights[m]);
            }
            batch.trailEntries++;
        }

        @Override
        public void lookAheadCut(int through) {
            batch.lookAheadCut = batch.lookAheadCut == null ? through : Math.max(batch.lookAheadCut, through);
        }

        @Override
        public void conjunctReads(int[] firstReadBy) {
            batch.firstReadBy = ConjunctTrail.merge(batch.firstReadBy, firstReadBy);
        }

        @Override
        public void fullReads(int safe) {
            batch.fullReads = Math.min(batch.fullReads, safe);
        }

        @Override
        public void conjunctRejections(long[] rejections) {
            batch.rejections = ConjunctTrail.add(batch.rejections, rejections);
        }

        @Override
        public void trailLost(String reason) {
            if (batch.trailLost == null) {
                batch.trailLost = reason;
            }
        }

        @Override
        public void regionCovered(Region region) {
            batch.regions.add(region);
        }
    }
}
