package org.smallscope.engine.incremental;

import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectStreamException;
import java.io.Serializable;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.RandomAccess;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.search.parallel.BatchedRanges;
import org.smallscope.engine.search.Range;

/**
 * The mixed ranges of a snapshot's stored pairs (each valid candidate to its successor) in stored order: one at a time,
 * or a batch at a time as the batch's stored bytes and the vector they start from, decoded by the worker that runs it.
 * Reading a batch here only applies its differences to one vector; the vectors of its ranges are built in parallel.
 */
public final class StoredRanges implements BatchedRanges {

    private final InputStream in;
    private final SnapshotHeader header;
    private final String name;
    private final int[] previous;
    /** Per stored position, the values it may hold (a larger one is damage). */
    private final int[] limits;
    private final int[] slotOf;
    private final boolean[] newSlots;
    private final int width;
    private final int indexWidth;
    /** The most bytes one pair takes: two differences that change every position, and the byte between them. */
    private final int pairBytes;
    /** The decompressed bytes not yet read: {@code [position, limit)} of {@code buffer}. */
    private byte[] buffer;
    private int position;
    private int limit;
    private boolean ended;
    private long read;
    private final int[] cursor = {0};

    /**
     * @param name the snapshot's file (or subject), for messages
     * @param slotOf null where the vectors are the stored ones
     * @param limits per stored position, how many values it may hold ({@link #limits})
     */
    StoredRanges(InputStream in, SnapshotHeader header, String name, int[] slotOf, boolean[] newSlots, int[] limits) {
        this.in = in;
        this.header = header;
        this.name = name;
        this.limits = limits;
        this.previous = new int[header.descriptor().slots().size()];
        this.slotOf = slotOf;
        this.newSlots = newSlots;
        this.width = header.width();
        this.indexWidth = SnapshotFile.indexWidth(previous.length);
        this.pairBytes = 2 * (indexWidth + previous.length * (indexWidth + width)) + 1;
        this.buffer = new byte[Math.max(1 << 16, 2 * pairBytes)];
    }

    @Override
    public boolean hasNext() {
        return read < header.valid();
    }

    @Override
    public Range next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        try {
            fill();
            cursor[0] = position;
            Range range = rangeAt(buffer, cursor, limit, previous);
            position = cursor[0];
            read++;
            return range;
        } catch (IOException e) {
            throw damaged(e);
        }
    }

    @Override
    public List<Range> nextBatch(int n) {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        int[] start = previous.clone();
        byte[] kept = new byte[0];
        int count = 0;
        try {
            int from = position;
            for (; count < n && hasNext(); count++, read++) {
                if (limit - position < pairBytes && !ended) {
                    kept = join(kept, from, position);
                    fill();
                    from = position;
                }
                int p = apply(buffer, position, limit, previous, indexWidth, width, limits);
                if (successorFollows(buffer, p++, limit)) {
                    p = apply(buffer, p, limit, previous, indexWidth, width, limits);
                }
                position = p;
            }
            kept = join(kept, from, position);
        } catch (IOException e) {
            throw damaged(e);
        }
        return new Batch(kept, start, count, this);
    }

    /** Keeps at least one whole pair in {@link #buffer} after {@link #position}, unless the body ends before. */
    private void fill() throws IOException {
        if (limit - position >= pairBytes || ended) {
            return;
        }
        System.arraycopy(buffer, position, buffer, 0, limit - position);
        limit -= position;
        position = 0;
        while (limit < buffer.length) {
            int n = in.read(buffer, limit, buffer.length - limit);
            if (n < 0) {
                ended = true;
                return;
            }
            limit += n;
        }
    }

    /**
     * Reads the pair at {@code at[0]} of {@code b} (which holds bytes up to {@code end}) as a range, applying its
     * differences to {@code vector}, and moves {@code at[0]} past it.
     */
    private Range rangeAt(byte[] b, int[] at, int end, int[] vector) throws IOException {
        int p = apply(b, at[0], end, vector, indexWidth, width, limits);
        int[] cv = mapped(vector);
        int[] next = null;
        if (successorFollows(b, p++, end)) {
            p = apply(b, p, end, vector, indexWidth, width, limits);
            next = mapped(vector);
        }
        at[0] = p;
        return new Range(cv, next, null, newSlots);
    }

    private static boolean successorFollows(byte[] b, int p, int end) throws IOException {
        if (p >= end) {
            throw new IOException("its body ends early");
        }
        return b[p] != 0;
    }

    /** @return {@code stored} mapped through {@link #slotOf} (null: a copy) */
    private int[] mapped(int[] stored) {
        if (slotOf == null) {
            return stored.clone();
        }
        int[] cv = new int[slotOf.length];
        for (int i = 0; i < cv.length; i++) {
            if (slotOf[i] >= 0) {
                cv[i] = stored[slotOf[i]];
            }
        }
        return cv;
    }

    private byte[] join(byte[] kept, int from, int to) {
        byte[] joined = Arrays.copyOf(kept, kept.length + to - from);
        System.arraycopy(buffer, from, joined, kept.length, to - from);
        return joined;
    }

    /**
     * @param slotOf for each position of the vectors produced, its stored position or -1
     * @param domainSizes for each position of the vectors produced, its domain's size, or null for no check
     * @param stored the stored vectors' length
     * @return per stored position, how many values it may hold: its domain's size where a produced position takes it,
     *         else any value
     */
    static int[] limits(int[] slotOf, int[] domainSizes, int stored) {
        int[] limits = new int[stored];
        java.util.Arrays.fill(limits, Integer.MAX_VALUE);
        if (domainSizes != null) {
            for (int i = 0; i < slotOf.length && i < domainSizes.length; i++) {
                if (slotOf[i] >= 0 && slotOf[i] < stored) {
                    limits[slotOf[i]] = domainSizes[i];
                }
            }
        }
        return limits;
    }

    /**
     * Applies the stored difference at {@code at} of {@code b} (which holds bytes up to {@code end}) to {@code vector}.
     *
     * @param limits per position, how many values it may hold
     * @return where the difference ends
     * @throws IOException when it names a position outside the vector or a value outside its position's domain, or runs
     *         past {@code end}
     */
    static int apply(byte[] b, int at, int end, int[] vector, int indexWidth, int width, int[] limits) throws IOException {
        if (at + indexWidth > end) {
            throw new IOException("its body ends early");
        }
        int changed = unsigned(b, at, indexWidth);
        int p = at + indexWidth;
        if (p + (long) changed * (indexWidth + width) > end) {
            throw new IOException("its body ends early");
        }
        for (int c = 0; c < changed; c++, p += indexWidth + width) {
            int i = unsigned(b, p, indexWidth);
            if (i >= vector.length) {
                throw new IOException("position " + i + " is outside the vector");
            }
            int v = unsigned(b, p + indexWidth, width);
            if (v < 0 || v >= limits[i]) {
                throw new IOException("value " + Integer.toUnsignedString(v) + " of position " + i + " is outside its domain of " + limits[i]);
            }
            vector[i] = v;
        }
        return p;
    }

    private static int unsigned(byte[] b, int p, int width) {
        if (width == 1) {
            return b[p] & 0xff;
        }
        int v = 0;
        for (int k = 0; k < width; k++) {
            v = (v << 8) | (b[p + k] & 0xff);
        }
        return v;
    }

    private RuntimeException damaged(IOException e) {
        String problem = String.valueOf(e.getMessage());
        return EngineError.SNAPSHOT_DAMAGED.exception(e, name, problem.startsWith("its body") ? problem : "its body is damaged: " + problem);
    }

    /** A batch of stored ranges kept as their bytes until first read, then built all at once by the reading thread. */
    private static final class Batch extends AbstractList<Range> implements RandomAccess, Serializable {
        private static final long serialVersionUID = 1L;
        private final byte[] bytes;
        private final int[] start;
        private final int count;
        private final transient StoredRanges source;
        private transient Range[] ranges;

        Batch(byte[] bytes, int[] start, int count, StoredRanges source) {
            this.bytes = bytes;
            this.start = start;
            this.count = count;
            this.source = source;
        }

        @Override
        public Range get(int index) {
            if (ranges == null) {
                ranges = decode();
            }
            return ranges[index];
        }

        @Override
        public int size() {
            return count;
        }

        private Range[] decode() {
            Range[] all = new Range[count];
            int[] at = {0};
            try {
                for (int r = 0; r < count; r++) {
                    all[r] = source.rangeAt(bytes, at, bytes.length, start);
                }
            } catch (IOException e) {
                throw source.damaged(e); // checked when it was read: never, unless the bytes changed since
            }
            return all;
        }

        /** Sent elsewhere (a cluster's task) as its ranges. */
        private Object writeReplace() throws ObjectStreamException {
            return new ArrayList<>(this);
        }
    }
}
