package org.smallscope.engine.search;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.search.trail.TrailSegment;
import org.smallscope.engine.search.trail.ValidSegment;

/**
 * Writes a completed {@link BatchResult} as plain data (counts, first candidate, regions, the first exception, the
 * records or segment, the conjunct trail as records or segment, what look-ahead cut) and reads it back, for the
 * checkpoint file ({@code search.checkpoint.CheckpointFile}): compact, without a Java serialization stream per batch, and
 * versioned by the checkpoint format.
 */
public final class BatchCodec {

    /**
     * The counts a stored batch starts with.
     *
     * @param ranges how many ranges the batch covered
     * @param explored candidates it explored
     * @param valid valid candidates it found
     * @param first the first candidate of its first range
     */
    public record Summary(int ranges, long explored, long valid, int[] first) {
    }

    /** Marks the optional last part, the batch's {@link BatchResult#lookAheadCut}. */
    private static final int LOOK_AHEAD_CUT = 'L';

    /** Only the engine's and the JDK's classes may come out of a stored exception. */
    private static final ObjectInputFilter EXCEPTIONS = ObjectInputFilter.Config.createFilter("java.base/*;org.smallscope.**;!*");

    private BatchCodec() {
    }

    /** Writes {@code batch} (completed: cancelled or failed batches are never stored). */
    public static void write(DataOutputStream out, BatchResult batch) throws IOException {
        out.writeInt(batch.ranges);
        out.writeLong(batch.explored);
        out.writeLong(batch.valid);
        writeVector(out, batch.first);
        out.writeLong(batch.exceptions);
        Throwable thrown = batch.portableException();
        if (thrown == null) {
            out.writeInt(0);
        } else {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream o = new ObjectOutputStream(bytes)) {
                o.writeObject(thrown);
            }
            out.writeInt(bytes.size());
            bytes.writeTo(out);
            writeVector(out, batch.firstExceptionCandidate);
        }
        out.writeInt(batch.regions.size());
        for (Region r : batch.regions) {
            writeVector(out, r.first());
            out.writeLong(r.explored());
            out.writeLong(r.valid());
            out.writeDouble(r.coveredLog2());
            out.writeLong(r.rangesBegun());
        }
        batch.records.writeTo(out);
        writeSegment(out, batch.segment);
        out.writeUTF(batch.trailLost == null ? "" : batch.trailLost);
        out.writeLong(batch.trailEntries);
        batch.trail.writeTo(out);
        writeTrailSegment(out, batch.trailSegment);
        writeVector(out, batch.firstReadBy);
        out.writeInt(batch.fullReads);
        out.writeInt(batch.rejections == null ? -1 : batch.rejections.length);
        for (long r : batch.rejections == null ? new long[0] : batch.rejections) {
            out.writeLong(r);
        }
        out.writeByte(LOOK_AHEAD_CUT);
        out.writeInt(batch.lookAheadCut == null ? -1 : batch.lookAheadCut);
    }

    /** Reads the counts that come first: ranges, explored, valid, and the first candidate. */
    public static Summary readSummary(DataInputStream in) throws IOException {
        int ranges = in.readInt();
        long explored = in.readLong();
        long valid = in.readLong();
        int[] first = readVector(in);
        if (ranges <= 0 || explored < 0 || valid < 0 || first == null) {
            throw new IOException("a batch of " + ranges + " ranges, " + explored + " explored, " + valid + " valid");
        }
        return new Summary(ranges, explored, valid, first);
    }

    /** Reads a batch written by {@link #write}. */
    public static BatchResult read(DataInputStream in) throws IOException {
        Summary summary = readSummary(in);
        BatchResult batch = new BatchResult(summary.ranges(), summary.first());
        batch.explored = summary.explored();
        batch.valid = summary.valid();
        batch.exceptions = in.readLong();
        int thrownBytes = in.readInt();
        if (thrownBytes > 0) {
            byte[] bytes = in.readNBytes(thrownBytes);
            try (ObjectInputStream o = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
                o.setObjectInputFilter(EXCEPTIONS);
                batch.firstException = (Throwable) o.readObject();
            } catch (ClassNotFoundException | ClassCastException e) {
                throw new IOException("the stored exception cannot be read: " + e, e);
            }
            batch.firstExceptionCandidate = readVector(in);
        }
        int regions = in.readInt();
        List<Region> list = new ArrayList<>(Math.min(regions, 1 << 16));
        for (int i = 0; i < regions; i++) {
            list.add(new Region(readVector(in), in.readLong(), in.readLong(), in.readDouble(), in.readLong()));
        }
        batch.regions.addAll(list);
        batch.records.close();
        batch.records = RecordBuffer.readFrom(in);
        batch.segment = readSegment(in);
        String lost = in.readUTF();
        batch.trailLost = lost.isEmpty() ? null : lost;
        batch.trailEntries = in.readLong();
        batch.trail.close();
        batch.trail = RecordBuffer.readFrom(in);
        batch.trailSegment = readTrailSegment(in);
        batch.firstReadBy = readVector(in);
        batch.fullReads = in.readInt();
        int rejections = in.readInt();
        if (rejections > 1 << 16) {
            throw new IOException("a batch with " + rejections + " conjunct rejection counts");
        }
        if (rejections >= 0) {
            batch.rejections = new long[rejections];
            for (int i = 0; i < rejections; i++) {
                batch.rejections[i] = in.readLong();
            }
        }
        if (in.read() == LOOK_AHEAD_CUT) { // a batch stored by an earlier version ends before: its cut is unknown
            int cut = in.readInt();
            batch.lookAheadCut = cut < 0 ? null : cut;
        }
        batch.outcome = Outcome.COMPLETED;
        return batch;
    }

    private static void writeSegment(DataOutputStream out, ValidSegment segment) throws IOException {
        if (segment == null) {
            out.writeLong(-1);
            return;
        }
        out.writeLong(segment.count());
        writeVector(out, segment.first());
        writeVector(out, segment.last());
        out.writeBoolean(segment.awaiting());
        out.writeInt(segment.bytes().length);
        out.write(segment.bytes());
    }

    private static ValidSegment readSegment(DataInputStream in) throws IOException {
        long count = in.readLong();
        if (count < 0) {
            return null;
        }
        int[] first = readVector(in);
        int[] last = readVector(in);
        boolean awaiting = in.readBoolean();
        int length = in.readInt();
        if (first == null || last == null || length < 0) {
            throw new IOException("a damaged segment of " + count + " valid candidates");
        }
        return new ValidSegment(first, last, count, awaiting, in.readNBytes(length));
    }

    private static void writeTrailSegment(DataOutputStream out, TrailSegment segment) throws IOException {
        if (segment == null) {
            out.writeLong(-1);
            return;
        }
        out.writeLong(segment.entries());
        writeVector(out, segment.first());
        writeVector(out, segment.last());
        out.writeInt(segment.stretches().length);
        for (long s : segment.stretches()) {
            out.writeLong(s);
        }
        out.writeBoolean(segment.deflated());
        out.writeInt(segment.bytes().length);
        out.write(segment.bytes());
    }

    private static TrailSegment readTrailSegment(DataInputStream in) throws IOException {
        long entries = in.readLong();
        if (entries < 0) {
            return null;
        }
        int[] first = readVector(in);
        int[] last = readVector(in);
        int n = in.readInt();
        if (first == null || last == null || n < 0 || n > 256) {
            throw new IOException("a damaged trail segment of " + entries + " entries");
        }
        long[] stretches = new long[n];
        for (int i = 0; i < n; i++) {
            stretches[i] = in.readLong();
        }
        boolean deflated = in.readBoolean();
        int length = in.readInt();
        if (length < 0) {
            throw new IOException("a damaged trail segment of " + entries + " entries");
        }
        return new TrailSegment(first, last, entries, stretches, deflated, in.readNBytes(length));
    }

    private static void writeVector(DataOutputStream out, int[] v) throws IOException {
        if (v == null) {
            out.writeInt(-1);
            return;
        }
        out.writeInt(v.length);
        for (int x : v) {
            out.writeInt(x);
        }
    }

    private static int[] readVector(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0) {
            return null;
        }
        if (n > 1 << 24) {
            throw new IOException("a vector of " + n + " values");
        }
        int[] v = new int[n];
        for (int i = 0; i < n; i++) {
            v[i] = in.readInt();
        }
        return v;
    }
}
