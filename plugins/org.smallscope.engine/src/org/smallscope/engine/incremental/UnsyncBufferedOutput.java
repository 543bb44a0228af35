package org.smallscope.engine.incremental;

import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;

/**
 * A buffer in front of a stream that takes no lock per byte (unlike {@link java.io.BufferedOutputStream}), for the one
 * thread that records a run's snapshot and trail a few bytes per candidate.
 */
final class UnsyncBufferedOutput extends OutputStream {

    private final OutputStream out;
    private final byte[] buffer = new byte[1 << 16];
    private int size;

    UnsyncBufferedOutput(OutputStream out) {
        this.out = out;
    }

    /**
     * @return a data stream that deflates into {@code bytes} at the fastest level (a run's snapshot and trail are deflated
     *         on the thread that reports its candidates in order, a few bytes per candidate; closing it ends the deflater)
     */
    static DataOutputStream deflatingInto(OutputStream bytes) {
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        return new DataOutputStream(new UnsyncBufferedOutput(new DeflaterOutputStream(bytes, deflater, 1 << 16) {
            @Override
            public void close() throws IOException {
                try {
                    super.close();
                } finally {
                    deflater.end();
                }
            }
        }));
    }

    @Override
    public void write(int b) throws IOException {
        if (size == buffer.length) {
            drain();
        }
        buffer[size++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        if (len > buffer.length - size) {
            drain();
            if (len > buffer.length) {
                out.write(b, off, len);
                return;
            }
        }
        System.arraycopy(b, off, buffer, size, len);
        size += len;
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
