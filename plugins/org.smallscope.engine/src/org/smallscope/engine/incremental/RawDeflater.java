package org.smallscope.engine.incremental;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.util.zip.Deflater;

/**
 * Deflates raw (no zlib wrapper) at the fastest level into a byte array, with full flushes, so that pieces deflated
 * apart can be joined into one stream: a snapshot's body is its reporting thread's own bytes with the segments that
 * searching threads deflated in between (see {@link SnapshotSegmentEncoder}). Not thread-safe.
 */
final class RawDeflater extends OutputStream {

    private final Deflater deflater = new Deflater(Deflater.BEST_SPEED, true);
    private final ByteArrayOutputStream into;
    private final byte[] buffer = new byte[1 << 16];

    /** @param into receives the deflated bytes */
    RawDeflater(ByteArrayOutputStream into) {
        this.into = into;
    }

    @Override
    public void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) {
        deflater.setInput(b, off, len);
        while (!deflater.needsInput()) {
            into.write(buffer, 0, deflater.deflate(buffer, 0, buffer.length, Deflater.NO_FLUSH));
        }
    }

    /**
     * Ends what was written so far on a byte boundary, with nothing after it referring back to it: bytes deflated
     * elsewhere may follow in {@code into} before this deflater writes again.
     */
    void fullFlush() {
        int n;
        do {
            n = deflater.deflate(buffer, 0, buffer.length, Deflater.FULL_FLUSH);
            into.write(buffer, 0, n);
        } while (n == buffer.length);
    }

    /** Ends what was written so far with a full flush ({@link #fullFlush}) and joins {@code deflated}, raw-deflated elsewhere and ending in a full flush. */
    void join(byte[] deflated) {
        fullFlush();
        into.write(deflated, 0, deflated.length);
    }

    /** Ends the stream (its last block) and frees the deflater. */
    @Override
    public void close() {
        try {
            deflater.finish();
            while (!deflater.finished()) {
                into.write(buffer, 0, deflater.deflate(buffer));
            }
        } finally {
            deflater.end();
        }
    }

    /** Frees the deflater without ending the stream (a segment: more of the stream follows elsewhere). */
    void end() {
        deflater.end();
    }
}
