package org.smallscope.engine.search;

import java.io.EOFException;
import java.io.IOException;

/**
 * Writes candidate vectors as their differences from the vector before (how many positions changed, then for each the
 * distance from the previous changed position and the new value, all unsigned LEB128 varints) and reads them back:
 * Korat's consecutive candidates differ in few positions, so a batch's records stay a few bytes per candidate.
 */
final class VectorDeltas {

    private VectorDeltas() {
    }

    /** Writes {@code cv} as its difference from {@code previous}, which then becomes a copy of {@code cv}. */
    static void write(RecordBuffer out, int[] cv, int[] previous) {
        int changed = 0;
        for (int i = 0; i < cv.length; i++) {
            if (cv[i] != previous[i]) {
                changed++;
            }
        }
        out.writeVarint(changed);
        int last = 0;
        for (int i = 0; i < cv.length && changed > 0; i++) {
            if (cv[i] != previous[i]) {
                out.writeVarint(i - last);
                out.writeVarint(cv[i]);
                previous[i] = cv[i];
                last = i;
                changed--;
            }
        }
    }

    /** Reads a vector written by {@link #write} into {@code previous} (the vector before it). */
    static void read(RecordBuffer.Reader in, int[] previous) throws IOException {
        int changed = readVarint(in);
        int i = 0;
        for (int c = 0; c < changed; c++) {
            i += readVarint(in);
            if (i >= previous.length) {
                throw new IOException("position " + i + " is outside the vector of " + previous.length);
            }
            previous[i] = readVarint(in);
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
