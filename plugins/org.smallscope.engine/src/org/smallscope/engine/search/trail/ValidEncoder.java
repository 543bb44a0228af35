package org.smallscope.engine.search.trail;

/**
 * Encodes, on the thread that searches a batch, the batch's valid candidates and their successors into the bytes one
 * listener keeps of them (the snapshot), so that the thread reporting batches in order appends those bytes instead of
 * hearing each candidate (see {@link org.smallscope.engine.search.SearchListener#validEncoding}). One encoder serves one
 * batch on one thread.
 */
public interface ValidEncoder {

    /** A valid candidate; {@code candidate} is live: copy what is kept. */
    void valid(int[] candidate);

    /** The Korat successor of the last valid candidate, or null when the space ends after it; live. */
    void successor(int[] next);

    /**
     * Ends the batch. @param awaiting whether the last valid candidate's successor is the next batch's first candidate
     * (not known here) @return what was encoded, or null if the batch found no valid candidate
     */
    ValidSegment finish(boolean awaiting);

    /** Makes encoders; called on the searching threads, so it must be thread-safe. */
    @FunctionalInterface
    interface Source {
        /** @return a fresh encoder for one batch */
        ValidEncoder newEncoder();
    }

    /**
     * Encoders that keep only how many valid candidates a batch found (segments without bytes): for runs in which no
     * listener looks at valid candidates, so that millions of them are neither written by the searching threads nor
     * read back by the reporting one.
     */
    Source COUNTING = () -> new ValidEncoder() {
        private int[] first;
        private long count;
        private boolean awaiting;

        @Override
        public void valid(int[] candidate) {
            if (first == null) {
                first = candidate.clone();
            }
            count++;
            awaiting = true;
        }

        @Override
        public void successor(int[] next) {
            awaiting = false;
        }

        @Override
        public ValidSegment finish(boolean awaitingNext) {
            return first == null ? null : new ValidSegment(first, first, count, awaiting && awaitingNext, new byte[0]);
        }
    };
}
