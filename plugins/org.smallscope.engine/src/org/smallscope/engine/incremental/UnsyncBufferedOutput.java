package org.smallscope.engine.incremental;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * A buffer in front of a stream that takes no lock per byte (unlike {@link java.io.BufferedOutputStream}) and writes the
 * snapshot's big-endian values straight into its array (no {@link java.io.DataOutputStream} and its call per byte in
 * front), for the thread that records a run's snapshot and trail a few bytes per candidate. It starts small and grows to {@link #MAX}
 * before it drains, so that every buffer fills early: the JIT then sees the full-buffer branch taken while it profiles,
 * instead of compiling it as never taken and throwing away the compiled search loop that inlines it when it is.
 */
final class UnsyncBufferedOutput extends OutputStream {

    /** The most bytes it buffers (and the most {@link #room} can promise). */
    static final int MAX = 1 << 16;
    private final OutputStream out;
    private byte[] buffer = new byte[256];
    private int size;

    UnsyncBufferedOutput(OutputStream out) {
        this.out = out;
    }

    @Override
    public void write(int b) throws IOException {
        writeByte(b);
    }

    /** Writes the low byte of {@code v} (as {@link java.io.DataOutputStream#writeByte}, without a call per byte through a stream). */
    void writeByte(int v) throws IOException {
        if (size == buffer.length) {
            makeRoom(1);
        }
        buffer[size++] = (byte) v;
    }

    /** Writes the low two bytes of {@code v}, high byte first. */
    void writeShort(int v) throws IOException {
        if (buffer.length - size < 2) {
            makeRoom(2);
        }
        buffer[size++] = (byte) (v >>> 8);
        buffer[size++] = (byte) v;
    }

    /** Writes {@code v} in four bytes, high byte first. */
    void writeInt(int v) throws IOException {
        if (buffer.length - size < 4) {
            makeRoom(4);
        }
        buffer[size++] = (byte) (v >>> 24);
        buffer[size++] = (byte) (v >>> 16);
        buffer[size++] = (byte) (v >>> 8);
        buffer[size++] = (byte) v;
    }

    /** Writes {@code v} in eight bytes, high byte first. */
    void writeLong(long v) throws IOException {
        writeInt((int) (v >>> 32));
        writeInt((int) v);
    }

    /**
     * @return the buffer, with room for {@code len} (at most {@link #MAX}) more bytes from {@link #position()}, for a
     *         writer that puts them there itself and then moves the position past them ({@link #moveTo})
     */
    byte[] room(int len) throws IOException {
        if (buffer.length - size < len) {
            makeRoom(len);
        }
        return buffer;
    }

    /** @return where the next byte goes in {@link #room}'s buffer */
    int position() {
        return size;
    }

    /** Takes the bytes up to {@code position}, written into {@link #room}'s buffer, as written. */
    void moveTo(int position) {
        size = position;
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        if (len > buffer.length - size) {
            if (len > MAX) {
                drain();
                out.write(b, off, len);
                return;
            }
            makeRoom(len);
        }
        System.arraycopy(b, off, buffer, size, len);
        size += len;
    }

    /** Grows the buffer (up to {@link #MAX}) or drains it, so that {@code len} (at most {@link #MAX}) more bytes fit. */
    private void makeRoom(int len) throws IOException {
        if (size + len > MAX) {
            drain();
        }
        if (size + len > buffer.length) {
            buffer = Arrays.copyOf(buffer, Math.min(MAX, Math.max(2 * buffer.length, Integer.highestOneBit(size + len - 1) << 1)));
        }
    }

    private void drain() throws IOException {
        out.write(buffer, 0, size);
        size = 0;
    }

    @Override
    public void flush() throws IOException {
        drain();
        out.flush();
    }

    @Override
    public void close() throws IOException {
        try {
            drain();
        } finally {
            out.close();
        }
    }
}
