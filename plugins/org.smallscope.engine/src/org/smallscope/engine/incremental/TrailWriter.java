package org.smallscope.engine.incremental;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.zip.InflaterInputStream;

import org.smallscope.engine.subject.Subject;

/**
 * Keeps a run's conjunct trail (the candidates that begin a stretch of a prefix of repOk's conjuncts, with the conjunct
 * that rejected them) compressed as it arrives, and appends it to the snapshot body after the valid pairs, where
 * {@link BackwardRecords} finds it. Past {@link #LIMIT} entries, or when the trail is lost, the section is dropped.
 */
final class TrailWriter {

    /** The most entries a snapshot keeps (about 1-3 bytes each once deflated): beyond, backward reuse is off for it. */
    static final long LIMIT = Long.getLong("smallscope.trail.limit", 1L << 24);
    /** Marks the section after the last valid pair. */
    static final int MARKER = 'T';

    private final Subject subject;
    private final int width;
    private ByteArrayOutputStream bytes;
    private DataOutputStream out;
    private int[] previous;
    private long entries;
    private int from = 1;
    private String dropped;
    private int[] firstReadBy;
    private boolean confirmed;
    private long[] stretchCount;

    TrailWriter(Subject subject, int width) {
        this.subject = subject;
        this.width = width;
    }

    void reset() {
        bytes = new ByteArrayOutputStream();
        out = UnsyncBufferedOutput.deflatingInto(bytes);
        previous = new int[subject.vectorLength()];
        entries = 0;
        firstReadBy = new int[subject.vectorLength()];
        confirmed = false;
        stretchCount = new long[Math.max(1, subject.probedConjuncts())];
        dropped = subject.probedConjuncts() > 0 ? null : "repOk has no conjunct probes: " + subject.probeRefusal();
    }

    void from(int m) {
        this.from = m;
    }

    /** Every search of the run ends with these (see {@code SearchListener.conjunctReads}): a trail without them is not kept. */
    void reads(int[] readers) {
        confirmed = true;
        for (int i = 0; i < firstReadBy.length; i++) {
            if (readers[i] != 0 && (firstReadBy[i] == 0 || readers[i] < firstReadBy[i])) {
                firstReadBy[i] = readers[i];
            }
        }
    }

    void add(int[] candidate, int stretchFrom, int rejectedBy, int[] heights) {
        if (dropped != null) {
            return;
        }
        if (entries >= LIMIT || rejectedBy > 255 || candidate.length > 65535) {
            lose(entries >= LIMIT ? "more than " + LIMIT + " candidates begin stretches (the cap, smallscope.trail.limit)"
                    : "repOk has more than 254 conjuncts or the vector more than 65,535 fields");
            return;
        }
        try {
            SnapshotFile.writeDelta(out, candidate, previous, width);
            out.writeByte(stretchFrom);
            out.writeByte(rejectedBy);
            for (int m = stretchFrom, last = Math.min(rejectedBy - 1, heights.length - 1); m <= last; m++) {
                out.writeShort(heights[m]);
                stretchCount[m]++;
            }
            entries++;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void lose(String reason) {
        if (dropped == null) {
            dropped = reason;
            bytes = null;
            out = null;
        }
    }

    /** @return why no trail is kept, or null */
    String dropped() {
        return dropped != null ? dropped : confirmed ? null : "no search of the run reported its conjunct trail";
    }

    /** Appends the section (marker, first prefix served, conjunct count, entry count, each slot's first reader, the stretches per prefix, entries) to the body, unless dropped. */
    void appendTo(DataOutputStream body) throws IOException {
        if (dropped() != null) {
            return;
        }
        out.close();
        body.writeByte(MARKER);
        body.writeByte(from);
        body.writeByte(subject.probedConjuncts());
        body.writeLong(entries);
        for (int r : firstReadBy) {
            body.writeByte(r);
        }
        for (int m = 1; m < subject.probedConjuncts(); m++) {
            body.writeLong(stretchCount[m]);
        }
        try (InputStream in = new InflaterInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            in.transferTo(body);
        }
    }
}
