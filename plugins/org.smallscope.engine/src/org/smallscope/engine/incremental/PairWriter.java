package org.smallscope.engine.incremental;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Writes valid candidates and their successors as a snapshot body holds them: each vector as its difference from the
 * vector written before ({@link SnapshotFile#writeDelta}), a valid candidate followed by 1 and its successor, or by 0
 * when it has none. Used by the recorder on the reporting thread and by the encoders of segments on searching threads.
 */
final class PairWriter {

    private final UnsyncBufferedOutput out;
    private final int width;
    private final int[] previous;
    private boolean awaiting;

    /** @param previous the vector written last (all zeros at the start of a body), updated in place */
    PairWriter(UnsyncBufferedOutput out, int width, int[] previous) {
        this.out = out;
        this.width = width;
        this.previous = previous;
    }

    /** A valid candidate (the one before it had no successor if none was written). */
    void valid(int[] candidate) {
        try {
            if (awaiting) {
                out.writeByte(0);
            }
            SnapshotFile.writeDelta(out, candidate, previous, width);
            awaiting = true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The successor of the last valid candidate, or null when it has none. */
    void successor(int[] next) {
        try {
            if (next == null) {
                out.writeByte(0);
            } else {
                out.writeByte(1);
                SnapshotFile.writeDelta(out, next, previous, width);
            }
            awaiting = false;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Goes on as if {@code last} had been written last, its valid candidate still {@code awaiting} a successor or not. */
    void continueFrom(int[] last, boolean awaitingSuccessor) {
        System.arraycopy(last, 0, previous, 0, previous.length);
        this.awaiting = awaitingSuccessor;
    }

    /** Ends the pairs: the last valid candidate, if it still awaits one, has no successor. */
    void end() {
        if (awaiting) {
            successor(null);
        }
    }

    /** @return whether the last valid candidate written still awaits its successor */
    boolean awaiting() {
        return awaiting;
    }

    /** @return the vector written last (live) */
    int[] last() {
        return previous;
    }
}
