package org.smallscope.engine.incremental;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.InflaterInputStream;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.io.AtomicFile;

/**
 * The binary snapshot format: magic {@code SSNP}, a format version, a JSON header, a deflated
 * body of (valid candidate, successor) pairs stored as differences, and a CRC-32 of everything before it. Files are
 * written to a temporary file and renamed into place, so a reader never sees half a snapshot.
 */
public final class SnapshotFile {

    /**
     * The format version this code writes: 2, a raw-deflated body (joined from pieces deflated on several threads). It
     * also reads 1, the same body with zlib's wrapper.
     */
    public static final int FORMAT = 2;
    private static final int ZLIB_FORMAT = 1;

    private static final byte[] MAGIC = {'S', 'S', 'N', 'P'};
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().create();
    private static final int MAX_HEADER = 16 << 20;

    private SnapshotFile() {
    }

    /** A snapshot read from disk ({@code file}: where, or null for one made in memory): its header and its still-compressed body. */
    public record Contents(SnapshotHeader header, byte[] body, Path file) {

        /** A snapshot made in memory, read from no file. */
        public Contents(SnapshotHeader header, byte[] body) {
            this(header, body, null);
        }

        /** @return what messages call it: its file, else its subject ({@code BST(8)}) */
        public String name() {
            return file != null ? file.toString() : header.descriptor().describe();
        }

        /** @return the (valid candidate, successor or null) pairs of the body, decompressed lazily */
        public java.util.Iterator<int[][]> pairs() {
            int[] identity = new int[header.descriptor().slots().size()];
            for (int i = 0; i < identity.length; i++) {
                identity[i] = i;
            }
            return pairs(identity);
        }

        /**
         * @param slotOf for each position of the vectors to produce, the stored position it takes its value
         *        from, or -1 for 0 (a field the stored subject lacks: {@code extend(cv)} of the core paper)
         * @return the stored pairs mapped through {@code slotOf}, decompressed lazily
         */
        public java.util.Iterator<int[][]> pairs(int[] slotOf) {
            return pairs(slotOf, null);
        }

        /**
         * @param slotOf as for {@link #pairs(int[])}
         * @param domainSizes for each position of the vectors produced, the size of its domain: a stored value outside it
         *        is damage (null: values are not checked)
         * @return the stored pairs mapped through {@code slotOf}, decompressed lazily
         */
        public java.util.Iterator<int[][]> pairs(int[] slotOf, int[] domainSizes) {
            StoredRanges ranges = ranges(slotOf, null, domainSizes);
            return new java.util.Iterator<>() {
                @Override
                public boolean hasNext() {
                    return ranges.hasNext();
                }

                @Override
                public int[][] next() {
                    org.smallscope.engine.search.Range range = ranges.next();
                    return new int[][] {range.from(), range.to()};
                }
            };
        }

        /**
         * @param slotOf as for {@link #pairs(int[])}
         * @param newSlots the new fields of the vectors produced, for each range
         * @return the mixed ranges of the stored pairs (a valid candidate to its successor), in stored order, which a batch
         *         hands to its worker still encoded
         */
        public StoredRanges ranges(int[] slotOf, boolean[] newSlots) {
            return ranges(slotOf, newSlots, null);
        }

        /**
         * @param domainSizes as for {@link #pairs(int[], int[])}
         * @return the mixed ranges of {@link #ranges(int[], boolean[])}, each stored value checked against its domain
         */
        public StoredRanges ranges(int[] slotOf, boolean[] newSlots, int[] domainSizes) {
            return new StoredRanges(inflated(), header, name(), unlessIdentity(slotOf, header.descriptor().slots().size()), newSlots,
                    StoredRanges.limits(slotOf, domainSizes, header.descriptor().slots().size()));
        }

        /** @return the body decompressed (of either format), read lazily */
        public InputStream inflated() {
            return new InflaterInputStream(new ByteArrayInputStream(body), new java.util.zip.Inflater(header.format() != ZLIB_FORMAT), 1 << 16);
        }

        /** Streams the (valid candidate, successor or null) pairs of the body. */
        public void forEachPair(PairConsumer consumer) {
            java.util.Iterator<int[][]> all = pairs();
            while (all.hasNext()) {
                int[][] pair = all.next();
                consumer.accept(pair[0], pair[1]);
            }
        }
    }

    /** Receives one stored pair. */
    @FunctionalInterface
    public interface PairConsumer {
        /** @param candidate a valid candidate; @param successor its Korat successor, or null at the end of the space */
        void accept(int[] candidate, int[] successor);
    }

    /** Writes a snapshot atomically: temp file in the same directory, then rename. */
    public static void write(Path file, SnapshotHeader header, byte[] body) throws IOException {
        byte[] json = GSON.toJson(header).getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(json.length + body.length + 32);
        DataOutputStream out = new DataOutputStream(bytes);
        out.write(MAGIC);
        out.writeShort(header.format()); // the body was written for it
        out.writeInt(json.length);
        out.write(json);
        out.writeLong(body.length);
        out.write(body);
        CRC32 crc = new CRC32();
        crc.update(bytes.toByteArray());
        out.writeInt((int) crc.getValue());
        out.flush();
        AtomicFile.write(file, bytes.toByteArray());
    }

    /** Reads and checks a whole snapshot; any damage is a {@link EngineError#SNAPSHOT_DAMAGED} naming the file. */
    public static Contents read(Path file) {
        if (Files.exists(file) && !Files.isRegularFile(file)) { // a FIFO would block the read until a writer comes
            throw EngineError.SNAPSHOT_DAMAGED.exception(file, "it is not a regular file (a pipe, a device or a folder)");
        }
        byte[] all;
        try {
            all = Files.readAllBytes(file);
        } catch (IOException e) {
            throw EngineError.SNAPSHOT_DAMAGED.exception(e, file, "it cannot be read: " + e.getMessage());
        }
        Contents contents = parse(file.toString(), all, true);
        return new Contents(contents.header(), contents.body(), file);
    }

    /** Reads only the header (for listings), still checking magic, version and checksum. */
    public static SnapshotHeader readHeader(Path file) {
        return read(file).header();
    }

    private static Contents parse(String name, byte[] all, boolean withBody) {
        if (all.length < MAGIC.length + 2 || !Arrays.equals(Arrays.copyOf(all, MAGIC.length), MAGIC)) {
            throw EngineError.SNAPSHOT_DAMAGED.exception(name, "it is not a Smallscope snapshot (no SSNP signature)");
        }
        ByteBuffer buf = ByteBuffer.wrap(all);
        buf.position(MAGIC.length);
        int format = buf.getShort() & 0xffff;
        if (format != FORMAT && format != ZLIB_FORMAT) {
            throw EngineError.SNAPSHOT_VERSION.exception(name, format, FORMAT);
        }
        if (all.length < 4) {
            throw EngineError.SNAPSHOT_DAMAGED.exception(name, "it is truncated");
        }
        CRC32 crc = new CRC32();
        crc.update(all, 0, all.length - 4);
        int stored = ByteBuffer.wrap(all, all.length - 4, 4).getInt();
        if ((int) crc.getValue() != stored) {
            throw EngineError.SNAPSHOT_DAMAGED.exception(name, "its checksum does not match (truncated or modified, " + all.length + " bytes)");
        }
        try {
            int headerLength = buf.getInt();
            if (headerLength < 0 || headerLength > MAX_HEADER || headerLength > buf.remaining()) {
                throw EngineError.SNAPSHOT_DAMAGED.exception(name, "its header length is impossible");
            }
            byte[] json = new byte[headerLength];
            buf.get(json);
            SnapshotHeader header = GSON.fromJson(new String(json, StandardCharsets.UTF_8), SnapshotHeader.class);
            if (!complete(header)) {
                throw EngineError.SNAPSHOT_DAMAGED.exception(name, "its header is incomplete");
            }
            if (header.width() != 1 && header.width() != 2 && header.width() != 4 || header.valid() < 0 || header.explored() < 0) {
                throw EngineError.SNAPSHOT_DAMAGED.exception(name, "its header is impossible (" + header.width() + " bytes per value, "
                        + header.valid() + " valid of " + header.explored() + " explored)");
            }
            if (header.format() != format) {
                throw EngineError.SNAPSHOT_DAMAGED.exception(name, "its header says format " + header.format() + ", the file " + format);
            }
            long bodyLength = buf.getLong();
            if (bodyLength < 0 || bodyLength != buf.remaining() - 4) {
                throw EngineError.SNAPSHOT_DAMAGED.exception(name, "its body length is wrong");
            }
            byte[] body = new byte[(int) bodyLength];
            buf.get(body);
            return new Contents(header, withBody ? body : new byte[0]);
        } catch (java.nio.BufferUnderflowException | JsonParseException e) {
            throw EngineError.SNAPSHOT_DAMAGED.exception(e, name, "it is malformed: " + e);
        }
    }

    /** @return whether every part of the header a run reads is there (its id, the subject's fingerprint, can be taken) */
    private static boolean complete(SnapshotHeader header) {
        if (header == null || header.descriptor() == null) {
            return false;
        }
        SubjectDescriptor d = header.descriptor();
        if (d.className() == null || d.simpleName() == null || d.args() == null || d.classes() == null || d.fields() == null
                || d.slots() == null || d.conjuncts() == null || d.slots().contains(null)) {
            return false;
        }
        try {
            header.id();
            return true;
        } catch (RuntimeException e) {
            return false; // a null class, field or conjunct in its lists
        }
    }

    /** @return the bytes per vector value for the given domain sizes */
    public static int widthFor(int[] domainSizes) {
        int max = Arrays.stream(domainSizes).max().orElse(1);
        return max <= 256 ? 1 : max <= 65536 ? 2 : 4;
    }

    /**
     * Writes {@code cv} as its difference from {@code previous} (the vector written before it, all
     * zeros at first): the number of positions that differ, then each position and its value. Korat's
     * consecutive candidates differ in few positions, so this is small before it is even deflated.
     * {@code previous} becomes {@code cv}.
     */
    static void writeDelta(UnsyncBufferedOutput out, int[] cv, int[] previous, int width) throws IOException {
        int iw = indexWidth(cv.length);
        long most = iw + (long) cv.length * (iw + width);
        if (most <= UnsyncBufferedOutput.MAX) {
            // one pass straight into the buffer: the positions and values, then the count in front of them
            byte[] b = out.room((int) most);
            int start = out.position();
            int p = start + iw;
            int changed = 0;
            for (int i = 0; i < cv.length; i++) {
                if (cv[i] != previous[i]) {
                    p = put(b, p, i, iw);
                    p = put(b, p, cv[i], width);
                    previous[i] = cv[i];
                    changed++;
                }
            }
            put(b, start, changed, iw);
            out.moveTo(p);
            return;
        }
        writeDeltaInTwoPasses(out, cv, previous, width);
    }

    /** {@link #writeDelta} for vectors whose largest difference does not fit the buffer at once: count, then write. */
    private static void writeDeltaInTwoPasses(UnsyncBufferedOutput out, int[] cv, int[] previous, int width) throws IOException {
        int changed = 0;
        for (int i = 0; i < cv.length; i++) {
            if (cv[i] != previous[i]) {
                changed++;
            }
        }
        int iw = indexWidth(cv.length);
        writeUnsigned(out, changed, iw);
        for (int i = 0; i < cv.length; i++) {
            if (cv[i] != previous[i]) {
                writeUnsigned(out, i, iw);
                writeUnsigned(out, cv[i], width);
                previous[i] = cv[i];
            }
        }
    }

    /** Puts {@code v} big-endian in {@code width} bytes (1, 2 or 4) at {@code p}; @return the position after them */
    static int put(byte[] b, int p, int v, int width) {
        if (width == 1) {
            b[p] = (byte) v;
            return p + 1;
        }
        if (width == 2) {
            b[p] = (byte) (v >>> 8);
            b[p + 1] = (byte) v;
            return p + 2;
        }
        b[p] = (byte) (v >>> 24);
        b[p + 1] = (byte) (v >>> 16);
        b[p + 2] = (byte) (v >>> 8);
        b[p + 3] = (byte) v;
        return p + 4;
    }

    private static void writeUnsigned(UnsyncBufferedOutput out, int v, int width) throws IOException {
        if (width == 1) {
            out.writeByte(v);
        } else if (width == 2) {
            out.writeShort(v);
        } else {
            out.writeInt(v);
        }
    }

    /** Reads a vector written by {@link #writeDelta} into {@code previous}. */
    static void readDeltaInto(ByteReader in, int[] previous, int width) throws IOException {
        int iw = indexWidth(previous.length);
        int changed = readUnsigned(in, iw);
        for (int c = 0; c < changed; c++) {
            int i = readUnsigned(in, iw);
            if (i >= previous.length) {
                throw new IOException("position " + i + " is outside the vector");
            }
            previous[i] = readUnsigned(in, width);
        }
    }

    /** @return null when {@code slotOf} maps every position to itself (vectors are then plain copies), else {@code slotOf} */
    static int[] unlessIdentity(int[] slotOf, int length) {
        if (slotOf.length != length) {
            return slotOf;
        }
        for (int i = 0; i < length; i++) {
            if (slotOf[i] != i) {
                return slotOf;
            }
        }
        return null;
    }

    static int indexWidth(int length) {
        return length <= 256 ? 1 : length <= 65536 ? 2 : 4;
    }

    /** Writes {@code v} big-endian in {@code width} bytes (1, 2 or 4), as vectors are stored. */
    public static void writeUnsigned(DataOutputStream out, int v, int width) throws IOException {
        if (width == 1) {
            out.writeByte(v); // not write(int): DataOutputStream locks there
        } else if (width == 2) {
            out.writeShort(v);
        } else {
            out.writeInt(v);
        }
    }

    private static int readUnsigned(ByteReader in, int width) throws IOException {
        return in.readUnsigned(width);
    }

}
