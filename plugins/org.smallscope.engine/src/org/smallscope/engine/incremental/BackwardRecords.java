package org.smallscope.engine.incremental;

import java.io.EOFException;
import java.io.IOException;
import java.util.Optional;

import org.smallscope.engine.EngineError;

/**
 * Reads the conjunct trail a snapshot keeps after its valid pairs ({@link TrailWriter}): the base run's candidates that
 * begin a stretch of a prefix of its conjuncts, with how many fields that prefix read, so that a run of a weakened
 * predicate sharing the first {@code m} conjuncts can search exactly the stretches of those {@code m} conjuncts.
 */
public final class BackwardRecords {

    private final SnapshotFile.Contents contents;
    private final int from;
    private final int conjuncts;
    private final long entries;
    private final int[] firstReadBy;
    private final long[] stretchCount;

    private BackwardRecords(SnapshotFile.Contents contents, int from, int conjuncts, long entries, int[] firstReadBy, long[] stretchCount) {
        this.contents = contents;
        this.stretchCount = stretchCount;
        this.from = from;
        this.conjuncts = conjuncts;
        this.entries = entries;
        this.firstReadBy = firstReadBy;
    }

    /** @return the trail of {@code contents}, or empty when it keeps none (older snapshots, dropped or lost trails) */
    public static Optional<BackwardRecords> of(SnapshotFile.Contents contents) {
        try {
            ByteReader in = open(contents);
            int marker;
            try {
                marker = in.readByte();
            } catch (EOFException e) {
                return Optional.empty();
            }
            if (marker != TrailWriter.MARKER) {
                throw new IOException("an unknown section " + marker + " follows the valid candidates");
            }
            int from = in.readByte();
            int conjuncts = in.readByte();
            long entries = readLong(in);
            int[] readers = new int[contents.header().descriptor().slots().size()];
            for (int i = 0; i < readers.length; i++) {
                readers[i] = in.readByte();
            }
            long[] counts = new long[conjuncts];
            for (int m = 1; m < conjuncts; m++) {
                counts[m] = readLong(in);
            }
            return Optional.of(new BackwardRecords(contents, from, conjuncts, entries, readers, counts));
        } catch (IOException e) {
            throw EngineError.SNAPSHOT_DAMAGED.exception(e, contents.name(), "its conjunct records are damaged: " + e.getMessage());
        }
    }

    private static long readLong(ByteReader in) throws IOException {
        long high = in.readUnsigned(4) & 0xffffffffL;
        return (high << 32) | (in.readUnsigned(4) & 0xffffffffL);
    }

    /** @return how many stretches the first {@code m} conjuncts have (1 <= m < the base's conjuncts) */
    public long stretchCount(int m) {
        return stretchCount[m];
    }

    /** @return a reader positioned after the valid pairs */
    private static ByteReader open(SnapshotFile.Contents contents) throws IOException {
        ByteReader in = new ByteReader(contents.inflated());
        int[] previous = new int[contents.header().descriptor().slots().size()];
        int width = contents.header().width();
        for (long i = 0; i < contents.header().valid(); i++) {
            SnapshotFile.readDeltaInto(in, previous, width);
            if (in.readByte() != 0) {
                SnapshotFile.readDeltaInto(in, previous, width);
            }
        }
        return in;
    }

    /** @return the smallest number of shared conjuncts the trail serves (1 for a full run's snapshot) */
    public int servesFrom() {
        return from;
    }

    /** @return the base predicate's conjuncts when the trail was recorded */
    public int conjuncts() {
        return conjuncts;
    }

    /** @return the trail's entries */
    public long entries() {
        return entries;
    }

    /** @return whether the first {@code m} conjuncts read base slot {@code slot} on some recorded candidate */
    public boolean readWithin(int slot, int m) {
        return firstReadBy[slot] != 0 && firstReadBy[slot] <= m;
    }

    /** One stretch: its first candidate and how many fields at the bottom of its stack stay fixed. */
    public record Stretch(int[] first, int height) {
    }

    /**
     * @return the stretches of the first {@code m} conjuncts in the base run's order, read lazily, mapped through
     *         {@code slotOf} (for each slot of the new subject, the base slot, or -1 for 0)
     */
    public java.util.Iterator<Stretch> stretches(int m, int[] slotOf) {
        String name = contents.name();
        ByteReader in;
        try {
            in = open(contents);
            for (int skip = 0; skip < 2 + 1 + 8 + firstReadBy.length + 8 * (conjuncts - 1); skip++) {
                in.readByte();
            }
        } catch (IOException e) {
            throw EngineError.SNAPSHOT_DAMAGED.exception(e, name, "its conjunct records end early: " + e.getMessage());
        }
        int width = contents.header().width();
        int[] previous = new int[firstReadBy.length];
        return new java.util.Iterator<>() {
            private long read;
            private Stretch next;

            @Override
            public boolean hasNext() {
                try {
                    while (next == null && read < entries) {
                        read++;
                        SnapshotFile.readDeltaInto(in, previous, width);
                        int stretchFrom = in.readByte();
                        int rejectedBy = in.readByte();
                        int height = -1;
                        for (int j = stretchFrom, last = Math.min(rejectedBy - 1, conjuncts - 1); j <= last; j++) {
                            int h = in.readUnsigned(2);
                            if (j == m) {
                                height = h;
                            }
                        }
                        if (height >= 0) {
                            int[] cv = new int[slotOf.length];
                            for (int i = 0; i < cv.length; i++) {
                                cv[i] = slotOf[i] < 0 ? 0 : previous[slotOf[i]];
                            }
                            next = new Stretch(cv, height);
                        }
                    }
                } catch (IOException e) {
                    throw EngineError.SNAPSHOT_DAMAGED.exception(e, name, "its conjunct records end early: " + e.getMessage());
                }
                return next != null;
            }

            @Override
            public Stretch next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                Stretch s = next;
                next = null;
                return s;
            }
        };
    }
}
