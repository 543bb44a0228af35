package org.smallscope.engine.search;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The ints a parallel batch buffers until its turn to report them (valid candidates, flags, successors): in memory up
 * to a bound, the settled part beyond it in a temporary file, so that no run dies of memory because its suite is large.
 */
final class RecordBuffer implements AutoCloseable {

    /** Ints kept in memory per batch before the settled ones go to disk (8 MiB). */
    static final int MEMORY_INTS = 1 << 21;

    private final int memoryInts;
    private int[] records = new int[64];
    private int size;
    private long spilled;
    private Path file;
    private DataOutputStream out;

    /** A buffer of {@link #MEMORY_INTS} in memory, or {@code -Dsmallscope.batchMemoryInts} (to test the spilling). */
    RecordBuffer() {
        this(Integer.getInteger("smallscope.batchMemoryInts", MEMORY_INTS));
    }

    /** @param memoryInts how many ints to keep in memory before settled ones are written to disk */
    RecordBuffer(int memoryInts) {
        this.memoryInts = memoryInts;
    }

    void add(int value) {
        if (size == records.length) {
            records = Arrays.copyOf(records, size * 2);
        }
        records[size++] = value;
    }

    void addAll(int[] values) {
        for (int v : values) {
            add(v);
        }
    }

    /** @return how many ints were added in all */
    long size() {
        return spilled + size;
    }

    /** Overwrites the int at {@code index} (one added after the last {@link #settle()}). */
    void set(long index, int value) {
        records[(int) (index - spilled)] = value;
    }

    /** @return the int at {@code index} (one added after the last {@link #settle()}) */
    int get(long index) {
        return records[(int) (index - spilled)];
    }

    /** Nothing added so far will be overwritten: if memory holds too much, it moves to the file. */
    void settle() {
        if (size < memoryInts) {
            return;
        }
        try {
            if (out == null) {
                file = Files.createTempFile("smallscope-batch", ".ints");
                file.toFile().deleteOnExit();
                out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file), 1 << 16));
            }
            for (int i = 0; i < size; i++) {
                out.writeInt(records[i]);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot buffer valid candidates on disk: " + e.getMessage(), e);
        }
        spilled += size;
        size = 0;
        if (records.length > memoryInts) {
            records = new int[64];
        }
    }

    /** @return the ints in the order they were added: from the file, then from memory */
    Reader reader() {
        return new Reader();
    }

    /** Reads the buffer once, in order. */
    final class Reader {

        private long position;
        private DataInputStream in;

        boolean hasNext() {
            return position < size();
        }

        int next() {
            try {
                if (position < spilled) {
                    if (in == null) {
                        out.flush();
                        in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16));
                    }
                    position++;
                    return in.readInt();
                }
                return records[(int) (position++ - spilled)];
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read valid candidates back from disk: " + e.getMessage(), e);
            }
        }

        /** @return the next {@code n} ints */
        int[] next(int n) {
            int[] values = new int[n];
            for (int i = 0; i < n; i++) {
                values[i] = next();
            }
            return values;
        }

        void close() throws IOException {
            if (in != null) {
                in.close();
            }
        }
    }

    /** Deletes the file, if any. */
    @Override
    public void close() {
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
