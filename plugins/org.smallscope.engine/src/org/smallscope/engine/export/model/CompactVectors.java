package org.smallscope.engine.export.model;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * Candidate vectors of one length kept as their differences from the vector before (for each changed position, its
 * distance from the previous changed one and the new value, then a 0, as unsigned LEB128 varints; every
 * {@value #EVERY}th vector against zeros), in blocks of 1 MiB: a suite of millions of valid candidates takes a few bytes
 * per candidate instead of an array each. Read back in any order, as fresh arrays; reading in order decodes each vector
 * once. Appends come from one thread; reads may come from several once appending is over.
 */
final class CompactVectors extends AbstractList<int[]> implements RandomAccess {

    /** Vectors between two that are written against zeros (where a read in any order starts decoding). */
    static final int EVERY = 64;
    private static final int BLOCK_BITS = 20;
    private static final int BLOCK = 1 << BLOCK_BITS;

    private final int length;
    private final List<byte[]> blocks = new ArrayList<>();
    private long written;
    private long[] marks = new long[16];
    private int size;
    private final int[] previous;
    private int cursorIndex = -1;
    private long cursorPosition;
    private final int[] cursor;

    /** @param length the vectors' length */
    CompactVectors(int length) {
        this.length = length;
        this.previous = new int[length];
        this.cursor = new int[length];
    }

    /** Appends {@code cv} (copied). */
    void append(int[] cv) {
        if (cv.length != length) {
            throw new IllegalArgumentException("a vector of " + cv.length + " values among vectors of " + length);
        }
        if (size % EVERY == 0) {
            if (size / EVERY == marks.length) {
                marks = Arrays.copyOf(marks, 2 * marks.length);
            }
            marks[size / EVERY] = written;
            Arrays.fill(previous, 0);
        }
        int last = -1;
        for (int i = 0; i < length; i++) {
            int v = cv[i];
            if (v != previous[i]) {
                writeVarint(i - last);
                writeVarint(v);
                previous[i] = v;
                last = i;
            }
        }
        writeByte(0);
        size++;
    }

    /** Forgets every vector (the list is read-only to everybody else: {@link AbstractList}'s changes are unsupported). */
    synchronized void forget() {
        blocks.clear();
        written = 0;
        size = 0;
        cursorIndex = -1;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public synchronized int[] get(int index) {
        Objects.checkIndex(index, size);
        if (cursorIndex < 0 || index < cursorIndex || index / EVERY != cursorIndex / EVERY) {
            cursorIndex = index / EVERY * EVERY - 1;
            cursorPosition = marks[index / EVERY];
            Arrays.fill(cursor, 0);
        }
        while (cursorIndex < index) {
            readInto(cursor);
            cursorIndex++;
        }
        return cursor.clone();
    }

    /** Decodes the vector at {@link #cursorPosition} into {@code into} (the vector before it), moving the position past it. */
    private void readInto(int[] into) {
        int i = -1;
        for (int gap = readVarint(); gap != 0; gap = readVarint()) {
            i += gap;
            into[i] = readVarint();
        }
    }

    private int readVarint() {
        int value = 0;
        for (int shift = 0;; shift += 7) {
            long p = cursorPosition++;
            int b = blocks.get((int) (p >>> BLOCK_BITS))[(int) (p & (BLOCK - 1))];
            value |= (b & 0x7f) << shift;
            if ((b & 0x80) == 0) {
                return value;
            }
        }
    }

    private void writeVarint(int v) {
        while ((v & ~0x7f) != 0) {
            writeByte((v & 0x7f) | 0x80);
            v >>>= 7;
        }
        writeByte(v);
    }

    /** Appends a byte; the first block starts small and doubles up to a full block, so that a small suite stays small. */
    private void writeByte(int b) {
        int block = (int) (written >>> BLOCK_BITS);
        int offset = (int) (written & (BLOCK - 1));
        if (block == blocks.size()) {
            blocks.add(new byte[block == 0 ? 256 : BLOCK]);
        }
        byte[] bytes = blocks.get(block);
        if (offset == bytes.length) {
            bytes = Arrays.copyOf(bytes, 2 * bytes.length);
            blocks.set(block, bytes);
        }
        bytes[offset] = (byte) b;
        written++;
    }
}
