package org.smallscope.engine.incremental;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;

/** Reads unsigned big-endian values from a stream through its own buffer (no lock per byte). */
final class ByteReader {

    private final InputStream in;
    private final byte[] buffer = new byte[1 << 16];
    private int position;
    private int limit;

    ByteReader(InputStream in) {
        this.in = in;
    }

    /** @return the next byte, 0..255 */
    int readByte() throws IOException {
        if (position == limit) {
            limit = in.read(buffer, 0, buffer.length);
            position = 0;
            if (limit <= 0) {
                limit = 0;
                throw new EOFException("the snapshot body ends early");
            }
        }
        return buffer[position++] & 0xff;
    }

    /** @return the next unsigned value of {@code width} bytes (1, 2 or 4), big-endian */
    int readUnsigned(int width) throws IOException {
        int v = 0;
        for (int b = 0; b < width; b++) {
            v = (v << 8) | readByte();
        }
        return v;
    }
}
