package org.smallscope.engine.search.parallel;

import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.SearchListener;

/**
 * What one search that runs a plan's ranges one after another on the calling thread tells the run's listener: valid
 * candidates numbered across the ranges, and each successor resolved across range ends (a piece's recorded end, or the
 * next range's first candidate where the ranges are contiguous).
 */
final class InOrderForward implements SearchListener {

    private final SearchListener listener;
    private final boolean contiguous;
    private long valid;
    private boolean pending;
    private int[] pieceEnd;

    InOrderForward(SearchListener listener, boolean contiguous) {
        this.listener = listener;
        this.contiguous = contiguous;
    }

    /** The next range begins: a successor still owed is its first candidate. */
    void rangeBegins(Range range) {
        if (pending) {
            listener.successorFound(range.from());
            pending = false;
        }
        pieceEnd = range.pieceEnd();
    }

    /** The ranges ended: a successor still owed is the end of the space. */
    void rangesEnded() {
        if (pending) {
            listener.successorFound(null);
            pending = false;
        }
    }

    /** @return the valid candidates forwarded so far */
    long valid() {
        return valid;
    }

    @Override
    public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
        listener.validFound(candidate, heap, ++valid);
    }

    @Override
    public void successorFound(int[] next) {
        if (next == null && pieceEnd != null) {
            listener.successorFound(pieceEnd);
        } else if (next == null && contiguous) {
            pending = true; // the next range's first candidate
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

    @Override
    public boolean wantsTrail() {
        return listener.wantsTrail();
    }

    @Override
    public void conjunctsPassed(int[] candidate, int stretchFrom, int rejectedBy, int[] heights) {
        listener.conjunctsPassed(candidate, stretchFrom, rejectedBy, heights);
    }

    @Override
    public void lookAheadCut(int through) {
        listener.lookAheadCut(through);
    }

    @Override
    public void conjunctReads(int[] firstReadBy) {
        listener.conjunctReads(firstReadBy);
    }

    @Override
    public void fullReads(int safe) {
        listener.fullReads(safe);
    }

    @Override
    public void conjunctRejections(long[] rejections) {
        listener.conjunctRejections(rejections);
    }

    @Override
    public void trailLost(String reason) {
        listener.trailLost(reason);
    }
}
