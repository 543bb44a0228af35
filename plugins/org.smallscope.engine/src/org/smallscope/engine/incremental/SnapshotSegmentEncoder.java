package org.smallscope.engine.incremental;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

import org.smallscope.engine.search.trail.ValidEncoder;
import org.smallscope.engine.search.trail.ValidSegment;

/**
 * Encodes a batch's valid candidates and successors on the thread that searches it exactly as {@link SnapshotRecorder}
 * would write them ({@link PairWriter}), raw-deflated, everything after the first candidate: the recorder writes that
 * one against the vector it holds and appends the rest.
 */
final class SnapshotSegmentEncoder implements ValidEncoder {

    private final int width;
    private int[] first;
    private long count;
    private ByteArrayOutputStream bytes;
    private RawDeflater sink;
    private UnsyncBufferedOutput out;
    private PairWriter pairs;

    /** @param width the snapshot's bytes per vector value */
    SnapshotSegmentEncoder(int width) {
        this.width = width;
    }

    @Override
    public void valid(int[] candidate) {
        if (first == null) {
            first = candidate.clone();
            bytes = new ByteArrayOutputStream(1 << 12);
            sink = new RawDeflater(bytes);
            out = new UnsyncBufferedOutput(sink);
            pairs = new PairWriter(out, width, candidate.clone());
            pairs.continueFrom(first, true); // written by the recorder
        } else {
            pairs.valid(candidate);
        }
        count++;
    }

    @Override
    public void successor(int[] next) {
        pairs.successor(next);
    }

    @Override
    public ValidSegment finish(boolean awaitingNext) {
        if (first == null) {
            return null;
        }
        try {
            out.flush();
            sink.fullFlush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            sink.end();
        }
        return new ValidSegment(first, pairs.last().clone(), count, pairs.awaiting() && awaitingNext, bytes.toByteArray());
    }
}
