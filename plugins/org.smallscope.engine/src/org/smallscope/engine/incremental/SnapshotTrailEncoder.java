package org.smallscope.engine.incremental;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

import org.smallscope.engine.search.trail.TrailEncoder;
import org.smallscope.engine.search.trail.TrailSegment;

/**
 * Encodes a batch's conjunct trail on the thread that searches it exactly as {@link TrailWriter} would write it,
 * everything after the first entry's candidate (the writer encodes that one against the vector it holds): left as it
 * is while small, so that the writer deflates it with what came before (a segment deflated alone loses its context:
 * small batches would grow the snapshot severalfold), raw-deflated here from {@link #DEFLATE_FROM} bytes on.
 */
final class SnapshotTrailEncoder implements TrailEncoder {

    /** Encoded bytes from which a segment is deflated by the searching thread (64 KiB; {@code -Dsmallscope.trail.deflateFrom}, to test it). */
    static final int DEFLATE_FROM = 1 << 16;

    private final int width;
    private final int conjuncts;
    private final int deflateFrom;
    private int[] first;
    private int[] previous;
    private long entries;
    private long[] stretches;
    private String lost;
    private Bytes bytes;
    private UnsyncBufferedOutput out;

    /**
     * @param width the snapshot's bytes per vector value; @param conjuncts repOk's probed conjuncts
     * @param deflateFrom encoded bytes from which this thread deflates them
     */
    SnapshotTrailEncoder(int width, int conjuncts, int deflateFrom) {
        this.width = width;
        this.conjuncts = conjuncts;
        this.deflateFrom = Math.max(1, deflateFrom);
    }

    @Override
    public void add(int[] candidate, int stretchFrom, int rejectedBy, int[] heights) {
        if (lost != null) {
            return;
        }
        lost = TrailWriter.refusal(rejectedBy, candidate.length);
        if (lost != null) {
            return;
        }
        try {
            if (first == null) {
                first = candidate.clone();
                previous = candidate.clone();
                stretches = new long[Math.max(1, conjuncts)];
                bytes = new Bytes(deflateFrom);
                out = new UnsyncBufferedOutput(bytes);
            } else {
                SnapshotFile.writeDelta(out, candidate, previous, width);
            }
            TrailWriter.writeEntryRest(out, stretchFrom, rejectedBy, heights, stretches);
            entries++;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String lost() {
        return lost;
    }

    @Override
    public TrailSegment finish() {
        if (first == null) {
            return null;
        }
        byte[] encoded;
        try {
            out.flush();
            encoded = bytes.finish();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lost != null ? null : new TrailSegment(first, previous, entries, stretches, bytes.deflater != null, encoded);
    }

    /** The encoded bytes: kept as they are up to {@code deflateFrom}, then deflated (with what was kept) as they come. */
    private static final class Bytes extends OutputStream {
        private final ByteArrayOutputStream kept = new ByteArrayOutputStream(1 << 12);
        private final int deflateFrom;
        private RawDeflater deflater;

        Bytes(int deflateFrom) {
            this.deflateFrom = deflateFrom;
        }

        @Override
        public void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            if (deflater != null) {
                deflater.write(b, off, len);
                return;
            }
            kept.write(b, off, len);
            if (kept.size() >= deflateFrom) {
                byte[] raw = kept.toByteArray();
                kept.reset();
                deflater = new RawDeflater(kept);
                deflater.write(raw, 0, raw.length);
            }
        }

        /** @return the bytes kept, or deflated and ended with a full flush */
        byte[] finish() {
            if (deflater != null) {
                try {
                    deflater.fullFlush();
                } finally {
                    deflater.end();
                }
            }
            return kept.toByteArray();
        }
    }
}
