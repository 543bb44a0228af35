package org.smallscope.engine.floor;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;

/**
 * The candidates one full search explored, in Korat order, as a file: per candidate a header (how many slots changed
 * since the previous candidate, and whether repOk accepted it), then each changed slot and its new value index, each in
 * the fewest bytes (1, 2 or 4) the subject's vector length and domain sizes allow. Written by {@link #record}, replayed
 * by {@link FloorReplay}.
 *
 * @param file where the trace is
 * @param subject the subject it was recorded on, {@code BST(8)}-style
 * @param vectorLength the length of a candidate vector
 * @param slotWidth bytes per slot index
 * @param valueWidth bytes per value index
 * @param candidates candidates explored
 * @param valid candidates repOk accepted
 * @param bytes the file's length
 */
public record CandidateTrace(Path file, String subject, int vectorLength, int slotWidth, int valueWidth, long candidates, long valid, long bytes) {

    /** The largest trace {@link FloorReplay} can map (one buffer). */
    public static final long MAX_BYTES = Integer.MAX_VALUE;

    /**
     * Runs a full search of {@code subject} on the calling thread and writes every candidate it explores to {@code file}.
     *
     * @param maxBytes the search is stopped and the file deleted when the trace grows past this (at most {@link #MAX_BYTES})
     * @param timeoutMillis how long repOk may run on one candidate (0: no limit)
     * @throws org.smallscope.engine.SmallscopeException if the trace grows too large, repOk times out, or the search is cancelled
     */
    public static CandidateTrace record(Subject subject, Path file, long maxBytes, long timeoutMillis) {
        int slotWidth = width(subject.vectorLength() - 1);
        int valueWidth = width(java.util.Arrays.stream(subject.domainSize()).max().orElse(1) - 1);
        long limit = Math.min(maxBytes, MAX_BYTES);
        SearchResult result;
        Writer writer;
        try (Writer w = new Writer(file, subject.vectorLength(), slotWidth, valueWidth, limit)) {
            writer = w;
            Search search = Search.over(subject).listener(w).candidateTimeoutMillis(timeoutMillis).build();
            w.search = search;
            result = search.run();
        } catch (IOException | RuntimeException e) {
            deleteQuietly(file);
            if (e instanceof RuntimeException r) {
                throw r;
            }
            throw new UncheckedIOException("cannot write the candidate trace " + file, (IOException) e);
        }
        if (result.outcome() != Outcome.COMPLETED) {
            deleteQuietly(file);
            if (result.failure() != null) {
                throw result.failure();
            }
            throw EngineError.FLOOR_TRACE_TOO_LARGE.exception(subject.describe(), limit, result.explored());
        }
        return new CandidateTrace(file, subject.describe(), subject.vectorLength(), slotWidth, valueWidth, result.explored(), result.valid(),
                writer.written);
    }

    /** @return the trace's bytes, mapped read-only */
    MappedByteBuffer map() {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            return channel.map(FileChannel.MapMode.READ_ONLY, 0, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the candidate trace " + file, e);
        }
    }

    /** Deletes the file. */
    public void delete() {
        deleteQuietly(file);
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a temporary file left behind: nothing else to do
        }
    }

    /** @return the bytes needed for unsigned values up to {@code max} */
    private static int width(int max) {
        return max < 1 << 8 ? 1 : max < 1 << 16 ? 2 : 4;
    }

    /** Writes each explored candidate as the difference from the previous one. */
    private static final class Writer implements SearchListener, AutoCloseable {

        private final DataOutputStream out;
        private final int[] previous;
        private final int slotWidth;
        private final int valueWidth;
        private final long limit;
        Search search;
        long written;
        private IOException failed;

        Writer(Path file, int length, int slotWidth, int valueWidth, long limit) throws IOException {
            this.out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file), 1 << 16));
            this.previous = new int[length];
            this.slotWidth = slotWidth;
            this.valueWidth = valueWidth;
            this.limit = limit;
        }

        @Override
        public boolean wantsExplored() {
            return true;
        }

        @Override
        public void candidateExplored(int[] candidate, boolean valid) {
            if (failed != null || written > limit) {
                return;
            }
            try {
                int changed = 0;
                for (int i = 0; i < candidate.length; i++) {
                    if (candidate[i] != previous[i]) {
                        changed++;
                    }
                }
                written += writeVarint(changed << 1 | (valid ? 1 : 0)) + (long) changed * (slotWidth + valueWidth);
                if (written > limit) {
                    search.cancel();
                    return;
                }
                for (int i = 0; i < candidate.length; i++) {
                    if (candidate[i] != previous[i]) {
                        SnapshotFile.writeUnsigned(out, i, slotWidth);
                        SnapshotFile.writeUnsigned(out, candidate[i], valueWidth);
                        previous[i] = candidate[i];
                    }
                }
            } catch (IOException e) {
                failed = e;
                search.cancel();
            }
        }

        /** @return the bytes written */
        private int writeVarint(int v) throws IOException {
            int n = 1;
            while (v >= 0x80) {
                out.write(v & 0x7f | 0x80);
                v >>>= 7;
                n++;
            }
            out.write(v);
            return n;
        }

        @Override
        public void close() throws IOException {
            out.close();
            if (failed != null) {
                throw failed;
            }
        }
    }
}
