package org.smallscope.engine.search;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The bytes a batch of ranges records until its turn to report them (valid candidates and successors as differences
 * between vectors, see {@link VectorDeltas}): in small chunks in memory up to a bound (1 MiB), the rest in a temporary file,
 * so that no run dies of memory because its suite is large and no single large array is ever allocated.
 */
final class RecordBuffer implements AutoCloseable {

    /** Bytes kept in memory per batch before the rest goes to disk (1 MiB: a run has a few dozen batches in flight). */
    static final int MEMORY_BYTES = 1 << 20;
    private static final int CHUNK = 1 << 16;

    private final long memoryBytes;
    private static final byte[] NONE = new byte[0];
    private final int chunkBytes;
    private final List<byte[]> full = new ArrayList<>();
    private byte[] chunk;
    private int position;
    private long spilled;
    private Path file;
    private OutputStream out;

    /** A buffer of {@link #MEMORY_BYTES} in memory, or {@code -Dsmallscope.batchMemoryBytes} (to test the spilling). */
    RecordBuffer() {
        this(Long.getLong("smallscope.batchMemoryBytes", MEMORY_BYTES));
    }

    /** @param memoryBytes how many bytes to keep in memory before the older ones are written to disk */
    RecordBuffer(long memoryBytes) {
        this.memoryBytes = Math.max(1, memoryBytes);
        this.chunkBytes = (int) Math.min(CHUNK, Math.max(16, memoryBytes));
        this.chunk = NONE; // made at the first byte: most batches' buffers stay empty (their segments are encoded elsewhere)
    }

    /** Appends one byte. */
    void write(int b) {
        if (position == chunk.length) {
            nextChunk();
        }
        chunk[position++] = (byte) b;
    }

    /** Appends {@code v} (not negative) as an unsigned LEB128 varint. */
    void writeVarint(int v) {
        byte[] c = chunk;
        int p = position;
        if (p + 5 <= c.length) { // room for the longest varint: no check per byte
            while ((v & ~0x7f) != 0) {
                c[p++] = (byte) ((v & 0x7f) | 0x80);
                v >>>= 7;
            }
            c[p++] = (byte) v;
            position = p;
            return;
        }
        while ((v & ~0x7f) != 0) {
            write((v & 0x7f) | 0x80);
            v >>>= 7;
        }
        write(v);
    }

    private void nextChunk() {
        if (chunk.length == 0) {
            chunk = new byte[chunkBytes]; // the first
            position = 0;
            return;
        }
        full.add(chunk);
        chunk = new byte[chunkBytes];
        position = 0;
        if ((long) full.size() * chunkBytes >= memoryBytes) {
            spill();
        }
    }

    /** Moves the full chunks to the file. */
    private void spill() {
        try {
            if (out == null) {
                file = Files.createTempFile("smallscope-batch", ".bin");
                file.toFile().deleteOnExit();
                out = new BufferedOutputStream(Files.newOutputStream(file), CHUNK);
            }
            for (byte[] c : full) {
                out.write(c);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot buffer valid candidates on disk: " + e.getMessage(), e);
        }
        spilled += (long) full.size() * chunkBytes;
        full.clear();
    }

    /** @return how many bytes were written in all */
    long size() {
        return spilled + (long) full.size() * chunkBytes + position;
    }

    /** @return the bytes in the order they were written (from the file, then from memory); read them once */
    InputStream open() {
        try {
            InputStream memory = new InputStream() {
                private int index;
                private int offset;

                @Override
                public int read() {
                    while (true) {
                        byte[] c = index < full.size() ? full.get(index) : index == full.size() ? chunk : null;
                        if (c == null) {
                            return -1;
                        }
                        int end = c == chunk ? position : c.length;
                        if (offset < end) {
                            return c[offset++] & 0xff;
                        }
                        index++;
                        offset = 0;
                    }
                }
            };
            if (out == null) {
                return memory;
            }
            out.flush();
            return new java.io.SequenceInputStream(new BufferedInputStream(Files.newInputStream(file), CHUNK), memory);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read valid candidates back from disk: " + e.getMessage(), e);
        }
    }

    /** @return a reader of the bytes in the order they were written, straight from the chunks (no call per byte into a stream) */
    Reader reader() {
        try {
            if (out != null) {
                out.flush();
            }
            return new Reader(out == null ? null : Files.newInputStream(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read valid candidates back from disk: " + e.getMessage(), e);
        }
    }

    /** Reads the buffer once, in order: the file's bytes in blocks, then the chunks in memory. */
    final class Reader implements AutoCloseable {
        private InputStream spilledPart;
        private byte[] block;
        private int at;
        private int limit;
        private int nextChunk;

        private Reader(InputStream spilledPart) {
            this.spilledPart = spilledPart;
            this.block = spilledPart == null ? null : new byte[CHUNK];
        }

        /** @return the next byte, 0..255, or -1 at the end */
        int read() throws IOException {
            if (at < limit) {
                return block[at++] & 0xff;
            }
            return refill() ? block[at++] & 0xff : -1;
        }

        /** @return the next unsigned LEB128 varint (see {@link VectorDeltas#readVarint}) */
        int readVarint() throws IOException {
            if (at + 5 <= limit) { // the whole number is in this block: no refill check per byte
                byte[] b = block;
                int p = at;
                int value = 0;
                for (int shift = 0; shift < 35; shift += 7) {
                    int x = b[p++];
                    value |= (x & 0x7f) << shift;
                    if (x >= 0) {
                        at = p;
                        return value;
                    }
                }
                throw new IOException("a number in the records is too long");
            }
            return VectorDeltas.readVarint(this);
        }

        private boolean refill() throws IOException {
            if (spilledPart != null) {
                int n = spilledPart.readNBytes(block, 0, block.length);
                if (n > 0) {
                    at = 0;
                    limit = n;
                    return true;
                }
                spilledPart.close();
                spilledPart = null;
            }
            while (nextChunk <= full.size()) {
                byte[] c = nextChunk < full.size() ? full.get(nextChunk) : chunk;
                int end = nextChunk < full.size() ? c.length : position;
                nextChunk++;
                if (end > 0) {
                    block = c;
                    at = 0;
                    limit = end;
                    return true;
                }
            }
            return false;
        }

        @Override
        public void close() throws IOException {
            if (spilledPart != null) {
                spilledPart.close();
            }
        }
    }

    /** Writes the length and the bytes to {@code to} (to send a batch's results elsewhere or keep them). */
    void writeTo(DataOutput to) throws IOException {
        to.writeLong(size());
        if (size() == 0) {
            return;
        }
        try (InputStream in = open()) {
            byte[] buffer = new byte[CHUNK];
            for (int n; (n = in.read(buffer)) > 0;) {
                to.write(buffer, 0, n);
            }
        }
    }

    /** @return a buffer holding what {@link #writeTo} wrote */
    static RecordBuffer readFrom(DataInput from) throws IOException {
        long length = from.readLong();
        if (length < 0) {
            throw new IOException("negative record length " + length);
        }
        RecordBuffer buffer = new RecordBuffer();
        byte[] bytes = new byte[CHUNK];
        for (long left = length; left > 0;) {
            int n = (int) Math.min(CHUNK, left);
            from.readFully(bytes, 0, n);
            for (int i = 0; i < n; i++) {
                buffer.write(bytes[i]);
            }
            left -= n;
        }
        return buffer;
    }

    /** Deletes the file, if any, and drops the chunks. */
    @Override
    public void close() {
        full.clear();
        chunk = NONE;
        position = 0;
        try {
            if (out != null) {
                out.close();
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            // a temporary file left behind is deleted at exit
        }
    }
}
