package org.smallscope.engine.search.trail;

/**
 * Encodes, on the thread that searches a batch, the batch's conjunct trail
 * ({@link org.smallscope.engine.search.SearchListener#conjunctsPassed}) into the bytes the one listener that keeps it (the
 * snapshot) stores, so that the thread reporting batches in order appends those bytes instead of hearing each entry (see
 * {@link org.smallscope.engine.search.SearchListener#trailEncoding}). One encoder serves one batch on one thread.
 */
public interface TrailEncoder {

    /**
     * The next trail entry, as {@link org.smallscope.engine.search.SearchListener#conjunctsPassed} describes it;
     * {@code candidate} and {@code heights} are live.
     */
    void add(int[] candidate, int stretchFrom, int rejectedBy, int[] heights);

    /** @return why an entry could not be encoded (the trail is then lost), or null */
    String lost();

    /** Ends the batch. @return what was encoded, or null if the batch had no entry or {@link #lost} */
    TrailSegment finish();

    /** Makes encoders; called on the searching threads, so it must be thread-safe. */
    @FunctionalInterface
    interface Source {
        /** @return a fresh encoder for one batch */
        TrailEncoder newEncoder();
    }
}
