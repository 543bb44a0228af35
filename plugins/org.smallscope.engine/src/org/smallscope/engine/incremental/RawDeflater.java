package org.smallscope.engine.incremental;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.zip.Deflater;

/**
 * Deflates raw (no zlib wrapper) at the fastest level into a byte array, with full flushes, so that pieces deflated
 * apart can be joined into one stream: a snapshot's body is its reporting thread's own bytes with the segments that
 * searching threads deflated in between (see {@link SnapshotSegmentEncoder}). Not thread-safe.
 */
final class RawDeflater extends OutputStream {

    /**
     * The zlib states and buffers of segments ended ({@link #end}), reset, for the next ones, whichever thread makes them:
     * a run deflates one segment per batch, and each new {@link Deflater} takes a quarter megabyte from the C heap, where it
     * stays mapped after it is freed (about 50 segments in a run of LinkedHeap(10) on two threads; generate HeapArray(9) on
     * two threads peaked at 155-159 MB without the spares, 144-148 MB with them). At most {@value #SPARES} are kept.
     */
    private static final ArrayBlockingQueue<Spare> SPARE = new ArrayBlockingQueue<>(RawDeflater.SPARES);
    private static final int SPARES = 8;

    private record Spare(Deflater deflater, byte[] buffer) {
    }

    /** Null once ended: its zlib state may then serve another {@code RawDeflater}. */
    private Deflater deflater;
    private final ByteArrayOutputStream into;
    private final byte[] buffer;

    /** @param into receives the deflated bytes */
    RawDeflater(ByteArrayOutputStream into) {
        this.into = into;
        Spare spare = SPARE.poll();
        if (spare != null) {
            this.deflater = spare.deflater();
            this.buffer = spare.buffer();
        } else {
            this.deflater = new Deflater(Deflater.BEST_SPEED, true);
            this.buffer = new byte[1 << 16];
        }
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
        Deflater d = deflater;
        if (d == null) {
            return;
        }
        deflater = null;
        try {
            d.finish();
            while (!d.finished()) {
                into.write(buffer, 0, d.deflate(buffer));
            }
        } finally {
            d.end();
        }
    }

    /**
     * Lets go of the deflater without ending the stream (a segment: more of the stream follows elsewhere): reset, it is
     * kept for the next one made, or freed when {@value #SPARES} are kept already. Nothing may be written after.
     */
    void end() {
        Deflater d = deflater;
        deflater = null;
        if (d == null) {
            return;
        }
        d.reset();
        if (!SPARE.offer(new Spare(d, buffer))) {
            d.end();
        }
    }
}
