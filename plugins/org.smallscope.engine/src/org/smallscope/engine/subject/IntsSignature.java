package org.smallscope.engine.subject;

import java.nio.ByteBuffer;
import java.util.Arrays;

import org.smallscope.engine.io.Digests;
import org.smallscope.engine.protocol.SlotValues;

/**
 * Writes the bounds signature of an int domain (its values in search order), the one text by which snapshots, the IDE's
 * source model and the reuse checks compare int bounds: {@code ints[0, 1, 2]} while it is short; a longer domain as runs
 * of consecutive values, {@code ints[0..4999999]} or {@code ints[-5..-1, 10..900]}, and one without few runs as its size,
 * ends and a digest, so that a field of millions of values costs a short text, not tens of megabytes.
 */
public final class IntsSignature {

    /** The most values, and the most runs, written one by one. */
    static final int LISTED = 256;

    private IntsSignature() {
    }

    /** @return the signature of the int domain of {@code values}, in their order */
    public static String of(int[] values) {
        if (values.length <= LISTED) {
            return "ints" + Arrays.toString(values);
        }
        int[] runs = SlotValues.intRuns(values, LISTED);
        if (runs == null) {
            return digested(values);
        }
        StringBuilder sb = new StringBuilder("ints[");
        for (int r = 0; r < runs.length; r += 2) {
            sb.append(r > 0 ? ", " : "").append(runs[r]);
            if (runs[r + 1] != runs[r]) {
                sb.append("..").append(runs[r + 1]);
            }
        }
        return sb.append(']').toString();
    }

    private static String digested(int[] values) {
        ByteBuffer bytes = ByteBuffer.allocate(4 * values.length);
        bytes.asIntBuffer().put(values);
        return "ints[" + values.length + " values, " + values[0] + " first, " + values[values.length - 1] + " last, sha-256 "
                + Digests.sha256Hex(bytes.array(), 8) + "]";
    }
}
