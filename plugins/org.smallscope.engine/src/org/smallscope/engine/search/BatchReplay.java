package org.smallscope.engine.search;

import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Reports batch results, taken in batch order, to a {@link SearchListener} exactly as one search over all their ranges
 * would have: {@code searchStarted} once, every valid candidate with its objects and successor (or the batch's encoded
 * segment of them), the regions, and the totals; the successor of a batch's last valid candidate is the next batch's
 * first candidate.
 */
public final class BatchReplay {

    private final Subject subject;
    private final SearchListener listener;
    private final CandidateHeap heap;
    private final long start = System.nanoTime();
    private boolean started;
    private boolean pending;
    private long explored;
    private long valid;
    private long exceptions;
    private long ranges;
    private Throwable firstException;
    private int[] firstExceptionCandidate;
    private Outcome outcome = Outcome.COMPLETED;
    private org.smallscope.engine.SmallscopeException failure;

    /** @param listener hears the batches' events; the objects of valid candidates are written into a heap of {@code subject} */
    public BatchReplay(Subject subject, SearchListener listener) {
        this.subject = subject;
        this.listener = listener;
        this.heap = subject.newHeap();
    }

    /** Reports {@code batch}, the next in order, and closes it; returns false if it did not complete (report no more). */
    public boolean report(BatchResult batch) {
        try {
            if (!started) {
                listener.searchStarted(subject, batch.first.clone());
                started = true;
            }
            if (pending) {
                listener.successorFound(batch.first.clone());
                pending = false;
            }
            if (batch.ranMethods != null && subject.codeTrace() != null) {
                subject.codeTrace().report(java.util.List.of(batch.ranMethods));
            }
            explored += batch.explored;
            exceptions += batch.exceptions;
            ranges += batch.ranges;
            if (firstException == null && batch.firstException != null) {
                firstException = batch.firstException;
                firstExceptionCandidate = batch.firstExceptionCandidate;
            }
            if (batch.segment != null) {
                listener.validSegment(batch.segment);
                valid += batch.segment.count();
                pending = batch.segment.awaiting();
            } else {
                replayRecords(batch);
            }
            replayTrail(batch);
            batch.regions.forEach(listener::regionCovered);
            if (batch.outcome != Outcome.COMPLETED) {
                outcome = batch.outcome;
                failure = batch.failure;
                return false;
            }
            listener.rangesDone(batch.ranges);
            return true;
        } finally {
            batch.close();
        }
    }

    private void replayRecords(BatchResult batch) {
        int length = subject.vectorLength();
        int[] cv = new int[length];
        int[] next = new int[length];
        try (RecordBuffer.Reader in = batch.records.reader()) {
            for (long i = 0; i < batch.valid; i++) {
                VectorDeltas.read(in, cv);
                // listeners get live vectors (they copy what they keep); cv changes only when the next candidate is read,
                // after which it is handed to the heap again
                heap.writeLater(cv); // written only if a listener looks at the objects
                listener.validFound(cv, heap, ++valid);
                int flag = in.read();
                if (flag == BatchResult.SUCCESSOR) {
                    System.arraycopy(cv, 0, next, 0, length);
                    VectorDeltas.read(in, next);
                    listener.successorFound(next);
                } else if (flag == BatchResult.NEXT_BATCH) {
                    pending = true;
                } else if (flag == BatchResult.NO_SUCCESSOR) {
                    listener.successorFound(null);
                } else {
                    throw new IOException("unknown successor flag " + flag + " after valid candidate " + valid);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("the records of a batch are damaged: " + e.getMessage(), e);
        }
    }

    private void replayTrail(BatchResult batch) {
        if (batch.trailLost != null) {
            listener.trailLost(batch.trailLost);
            return;
        }
        if (batch.firstReadBy == null) {
            if (subject.probedConjuncts() > 0) {
                listener.trailLost("a batch of the run recorded no conjunct trail");
            }
            return;
        }
        listener.lookAheadCut(batch.lookAheadCut == null ? SearchListener.CUT_UNKNOWN : batch.lookAheadCut);
        listener.conjunctReads(batch.firstReadBy);
        if (batch.fullReads != Integer.MAX_VALUE) {
            listener.fullReads(batch.fullReads);
        }
        if (batch.rejections != null) {
            listener.conjunctRejections(batch.rejections);
        }
        if (batch.trailSegment != null) {
            listener.trailSegment(batch.trailSegment);
            return;
        }
        int[] cv = new int[subject.vectorLength()];
        int[] heights = new int[subject.probedConjuncts()];
        try (RecordBuffer.Reader in = batch.trail.reader()) {
            for (long i = 0; i < batch.trailEntries; i++) {
                VectorDeltas.read(in, cv);
                int from = VectorDeltas.readVarint(in);
                int rejectedBy = VectorDeltas.readVarint(in);
                for (int m = from, last = Math.min(rejectedBy - 1, heights.length - 1); m <= last; m++) {
                    heights[m] = VectorDeltas.readVarint(in);
                }
                listener.conjunctsPassed(cv, from, rejectedBy, heights);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("the conjunct records of a batch are damaged: " + e.getMessage(), e);
        }
    }

    /** @return ranges reported so far */
    public long ranges() {
        return ranges;
    }

    /** @return candidates explored by the batches reported so far */
    public long explored() {
        return explored;
    }

    /** @return valid candidates reported so far */
    public long valid() {
        return valid;
    }

    /**
     * Ends the replay: the pending successor (none: the space ended), {@code searchStarted} if no batch came, and
     * {@code searchFinished} with the totals; {@code cancelled} turns a completed outcome into a cancelled one.
     */
    public SearchResult finish(boolean cancelled) {
        if (pending) {
            listener.successorFound(null);
            pending = false;
        }
        if (!started) {
            listener.searchStarted(subject, new int[subject.vectorLength()]);
            started = true;
        }
        Outcome end = failure != null ? Outcome.FAILED : cancelled && outcome == Outcome.COMPLETED ? Outcome.CANCELLED : outcome;
        SearchResult result = new SearchResult(end, explored, valid, exceptions, System.nanoTime() - start, failure, firstException,
                firstExceptionCandidate);
        listener.searchFinished(result);
        return result;
    }
}
