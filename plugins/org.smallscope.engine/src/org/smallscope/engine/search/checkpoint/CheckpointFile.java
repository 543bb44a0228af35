package org.smallscope.engine.search.checkpoint;

import org.smallscope.engine.search.BatchCodec;
import org.smallscope.engine.search.BatchResult;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FileInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.zip.CheckedOutputStream;

/**
 * A checkpoint file: a text header naming the run ({@code name=value} lines, then an empty line, then their CRC32), then
 * one record per reported batch, appended in order: a marker, the payload's length (written last, so that a record cut
 * short reads as length 0), the payload ({@link BatchCodec}) and its CRC32. Reading stops at the first record that is
 * torn or does not match its CRC; everything before it is good. Plain file streams, never interruptible channels: a
 * cancelled search interrupts threads.
 */
final class CheckpointFile implements AutoCloseable {

    /** The first line's words: what the file is and its format version. */
    static final String MAGIC = "smallscope-checkpoint";
    static final int FORMAT = 7;
    private static final int RECORD = 0x53534252;
    private static final int MAX_HEADER = 1 << 16;
    private static final int BUFFER = 1 << 16;

    /**
     * A good stored record: where it is, and what its batch covered.
     *
     * @param offset where the record begins in the file
     * @param length its payload's length
     * @param ranges how many ranges the batch covered
     * @param explored candidates it explored
     * @param valid valid candidates it found
     * @param first the first candidate of its first range
     */
    record Entry(long offset, long length, int ranges, long explored, long valid, int[] first) {
    }

    /**
     * What a file holds: its header, its good records, the offset where the good part ends (and appending goes on), and
     * how many good records follow the first damaged one (0 for a torn last record, the common end of a killed run).
     */
    record Contents(Map<String, String> header, List<Entry> entries, long end, int goodAfterDamage) {

        Contents(Map<String, String> header, List<Entry> entries, long end) {
            this(header, entries, end, 0);
        }
    }

    private final RandomAccessFile file;
    private final ScheduledExecutorService syncer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "smallscope-checkpoint-sync");
        t.setDaemon(true);
        return t;
    });
    private volatile boolean appended;
    private long end;
    /** Writes at the file's position; empty between appends (a failed append drops it, with whatever it held). */
    private BufferedOutputStream buffered;

    /** Forces what was appended to disk every {@code syncMillis} on a thread of its own, so that appending never waits for the disk. */
    private CheckpointFile(RandomAccessFile file, long end, long syncMillis) {
        this.file = file;
        this.end = end;
        syncer.scheduleWithFixedDelay(this::sync, syncMillis, syncMillis, TimeUnit.MILLISECONDS);
    }

    private void sync() {
        if (appended) {
            appended = false;
            try {
                file.getFD().sync();
            } catch (IOException e) {
                // a later force, or close, reports it
            }
        }
    }

    /** Creates (or replaces) {@code path} with {@code header} and no records, forced to disk. */
    static CheckpointFile create(Path path, Map<String, String> header, long syncMillis) throws IOException {
        Files.createDirectories(path.toAbsolutePath().getParent());
        RandomAccessFile raf = new RandomAccessFile(path.toFile(), "rw");
        try {
            raf.setLength(0);
            byte[] bytes = headerBytes(header);
            raf.write(bytes);
            raf.getFD().sync();
            return new CheckpointFile(raf, bytes.length, syncMillis);
        } catch (IOException e) {
            raf.close();
            throw e;
        }
    }

    /** Opens {@code path} to append records after its good part, cutting off whatever follows it (a torn record). */
    static CheckpointFile append(Path path, Contents contents, long syncMillis) throws IOException {
        RandomAccessFile raf = new RandomAccessFile(path.toFile(), "rw");
        try {
            raf.setLength(contents.end());
            raf.seek(contents.end());
            return new CheckpointFile(raf, contents.end(), syncMillis);
        } catch (IOException e) {
            raf.close();
            throw e;
        }
    }

    /** Appends {@code batch} as one record (forced to disk by the next periodic force). */
    void append(BatchResult batch) throws IOException {
        try {
            write(batch);
        } catch (IOException | RuntimeException e) {
            buffered = null;
            throw e;
        }
    }

    private void write(BatchResult batch) throws IOException {
        long start = end;
        file.seek(start);
        if (buffered == null) { // one buffer for every append (each ends flushed): a batch of one range wrote 64 KiB of garbage
            OutputStream raw = new OutputStream() {
                @Override
                public void write(int b) throws IOException {
                    file.write(b);
                }

                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    file.write(b, off, len);
                }
            };
            buffered = new BufferedOutputStream(raw, BUFFER);
        }
        DataOutputStream frame = new DataOutputStream(buffered);
        frame.writeInt(RECORD);
        frame.writeLong(0);
        CRC32 crc = new CRC32();
        long[] length = {0};
        DataOutputStream payload = new DataOutputStream(new CheckedOutputStream(new FilterOutputStream(buffered) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
                length[0] += len;
            }

            @Override
            public void write(int b) throws IOException {
                out.write(b);
                length[0]++;
            }
        }, crc));
        BatchCodec.write(payload, batch);
        payload.flush();
        frame.writeInt((int) crc.getValue());
        frame.flush();
        file.seek(start + Integer.BYTES);
        file.writeLong(length[0]);
        end = start + Integer.BYTES + Long.BYTES + length[0] + Integer.BYTES;
        file.seek(end);
        appended = true;
    }

    /** Stops the periodic force, forces the file to disk and closes it. */
    @Override
    public void close() throws IOException {
        syncer.shutdownNow();
        try {
            syncer.awaitTermination(10, TimeUnit.SECONDS);
            file.getFD().sync();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            file.close();
        }
    }

    /** @return the header and the good records of {@code path}; throws if its header is missing or damaged */
    static Contents read(Path path) throws IOException {
        long size = Files.size(path);
        try (InputStream in = new BufferedInputStream(new FileInputStream(path.toFile()), BUFFER)) {
            Map<String, String> header = new LinkedHashMap<>();
            long offset = readHeader(in, header);
            List<Entry> entries = new ArrayList<>();
            DataInputStream data = new DataInputStream(in);
            while (offset + Integer.BYTES + Long.BYTES + Integer.BYTES <= size) {
                Entry e = readRecord(data, offset, size);
                if (e == null) {
                    break;
                }
                entries.add(e);
                offset += Integer.BYTES + Long.BYTES + e.length() + Integer.BYTES;
            }
            return new Contents(header, entries, offset, offset < size ? goodAfter(path, offset, size) : 0);
        }
    }

    /**
     * @return how many good records follow the damaged one at {@code offset}, when its frame (marker and length) is intact and
     *         only its payload or checksum is damaged; 0 when the frame itself is cut short (a torn record)
     */
    private static int goodAfter(Path path, long offset, long size) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile(path.toFile(), "r")) {
            raf.seek(offset);
            if (raf.readInt() != RECORD) {
                return 0;
            }
            long length = raf.readLong();
            long next = offset + Integer.BYTES + Long.BYTES + length + Integer.BYTES;
            if (length <= 0 || next > size) {
                return 0;
            }
            int good = 0;
            try (InputStream in = new BufferedInputStream(new FileInputStream(path.toFile()), BUFFER)) {
                in.skipNBytes(next);
                DataInputStream data = new DataInputStream(in);
                while (next + Integer.BYTES + Long.BYTES + Integer.BYTES <= size) {
                    Entry e = readRecord(data, next, size);
                    if (e == null) {
                        break;
                    }
                    good++;
                    next += Integer.BYTES + Long.BYTES + e.length() + Integer.BYTES;
                }
            }
            return good;
        } catch (EOFException e) {
            return 0;
        }
    }

    /** @return the header of {@code path} (the records are not read) */
    static Map<String, String> readHeader(Path path) throws IOException {
        try (InputStream in = new BufferedInputStream(new FileInputStream(path.toFile()), 4096)) {
            Map<String, String> header = new LinkedHashMap<>();
            readHeader(in, header);
            return header;
        }
    }

    /** @return the record at {@code offset}, checked, or null if it is torn or damaged */
    private static Entry readRecord(DataInputStream data, long offset, long size) throws IOException {
        if (data.readInt() != RECORD) {
            return null;
        }
        long length = data.readLong();
        if (length <= 0 || length > size - offset - Integer.BYTES - Long.BYTES - Integer.BYTES) {
            return null;
        }
        Bounded payload = new Bounded(data, length);
        CheckedInputStream checked = new CheckedInputStream(payload, new CRC32());
        Entry entry;
        try {
            BatchCodec.Summary summary = BatchCodec.readSummary(new DataInputStream(checked));
            entry = new Entry(offset, length, summary.ranges(), summary.explored(), summary.valid(), summary.first());
            checked.skipNBytes(payload.left);
        } catch (IOException e) {
            return null;
        }
        return data.readInt() == (int) checked.getChecksum().getValue() ? entry : null;
    }

    /** Reads the batches of good records, in order, through one stream of the file. */
    static final class Batches implements AutoCloseable {
        private final InputStream in;
        private long position;

        Batches(Path path) throws IOException {
            this.in = new BufferedInputStream(new FileInputStream(path.toFile()), BUFFER);
        }

        /** @return the batch of {@code entry}, which follows the one read before */
        BatchResult read(Entry entry) throws IOException {
            long payload = entry.offset() + Integer.BYTES + Long.BYTES;
            in.skipNBytes(payload - position);
            Bounded bytes = new Bounded(in, entry.length());
            BatchResult batch = BatchCodec.read(new DataInputStream(bytes));
            bytes.skipNBytes(bytes.left);
            position = payload + entry.length();
            return batch;
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }

    private static byte[] headerBytes(Map<String, String> header) {
        StringBuilder text = new StringBuilder(MAGIC).append(' ').append(FORMAT).append('\n');
        header.forEach((name, value) -> text.append(name).append('=').append(value.replace('\n', ' ')).append('\n'));
        text.append('\n');
        byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        CRC32 crc = new CRC32();
        crc.update(bytes);
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length + 4);
        out.writeBytes(bytes);
        long v = crc.getValue();
        out.writeBytes(new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v});
        return out.toByteArray();
    }

    /** Reads the header into {@code header}; @return its length in bytes */
    private static long readHeader(InputStream in, Map<String, String> header) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int previous = -1;
        while (true) {
            int b = in.read();
            if (b < 0 || bytes.size() >= MAX_HEADER) {
                throw new IOException("the header is cut short");
            }
            bytes.write(b);
            if (b == '\n' && previous == '\n') {
                break;
            }
            previous = b;
        }
        CRC32 crc = new CRC32();
        crc.update(bytes.toByteArray());
        int stored = new DataInputStream(in).readInt();
        if (stored != (int) crc.getValue()) {
            throw new IOException("the header does not match its checksum");
        }
        String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
        if (!lines[0].equals(MAGIC + " " + FORMAT)) {
            throw new IOException(lines[0].startsWith(MAGIC) ? "format " + lines[0].substring(MAGIC.length()).strip()
                    + ", this Smallscope reads format " + FORMAT : "not a checkpoint");
        }
        for (int i = 1; i < lines.length; i++) {
            int eq = lines[i].indexOf('=');
            if (eq > 0) {
                header.put(lines[i].substring(0, eq), lines[i].substring(eq + 1));
            }
        }
        return bytes.size() + Integer.BYTES;
    }

    /** The next {@code length} bytes of a stream, then its end (the stream beneath stays open). */
    private static final class Bounded extends InputStream {
        private final InputStream in;
        private long left;

        Bounded(InputStream in, long length) {
            this.in = in;
            this.left = length;
        }

        @Override
        public int read() throws IOException {
            if (left <= 0) {
                return -1;
            }
            int b = in.read();
            if (b < 0) {
                throw new EOFException("the record is cut short");
            }
            left--;
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (left <= 0) {
                return -1;
            }
            int n = in.read(b, off, (int) Math.min(len, left));
            if (n < 0) {
                throw new EOFException("the record is cut short");
            }
            left -= n;
            return n;
        }

        @Override
        public void close() {
            // the stream beneath belongs to the caller
        }
    }
}
