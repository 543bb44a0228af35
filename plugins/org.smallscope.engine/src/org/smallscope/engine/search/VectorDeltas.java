package org.smallscope.engine.search;

import java.io.EOFException;
import java.io.IOException;

/**
 * Writes candidate vectors as their differences from the vector before (for each changed position, the distance from the
 * previous changed position, counted from -1, and the new value; then a 0; all unsigned LEB128 varints: one pass over
 * the vector) and reads them back: Korat's consecutive candidates differ in few positions, so a batch's records stay a
 * few bytes per candidate.
 */
final class VectorDeltas {

    private VectorDeltas() {
    }

    /** Writes {@code cv} as its difference from {@code previous}, which then becomes a copy of {@code cv}. */
    static void write(RecordBuffer out, int[] cv, int[] previous) {
        int last = -1;
        for (int i = 0; i < cv.length; i++) {
            int v = cv[i];
            if (v != previous[i]) {
                out.writeVarint(i - last);
                out.writeVarint(v);
                previous[i] = v;
                last = i;
            }
        }
        out.write(0);
    }

    /** Writes {@code cv} as its difference from {@code base}, which stays as it is. */
    static void writeAgainst(RecordBuffer out, int[] cv, int[] base) {
        int last = -1;
        for (int i = 0; i < cv.length; i++) {
            int v = cv[i];
            if (v != base[i]) {
                out.writeVarint(i - last);
                out.writeVarint(v);
                last = i;
            }
        }
        out.write(0);
    }

    /** Reads a vector written by {@link #write} into {@code previous} (the vector before it). */
    static void read(RecordBuffer.Reader in, int[] previous) throws IOException {
        int i = -1;
        for (int gap = in.readVarint(); gap != 0; gap = in.readVarint()) {
            i += gap;
            if (i >= previous.length) {
                throw new IOException("position " + i + " is outside the vector of " + previous.length);
            }
            previous[i] = in.readVarint();
        }
    }

    /** @return the next unsigned LEB128 varint of {@code in} */
    static int readVarint(RecordBuffer.Reader in) throws IOException {
        int value = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            int b = in.read();
            if (b < 0) {
                throw new EOFException("the records end inside a number");
            }
            value |= (b & 0x7f) << shift;
            if ((b & 0x80) == 0) {
                return value;
            }
        }
        throw new IOException("a number in the records is too long");
    }
}
