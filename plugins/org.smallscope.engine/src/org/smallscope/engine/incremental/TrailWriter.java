package org.smallscope.engine.incremental;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Consumer;

import org.smallscope.engine.search.trail.TrailSegment;
import org.smallscope.engine.subject.Subject;

/**
 * Keeps a run's conjunct trail (the candidates that begin a stretch of a prefix of repOk's conjuncts, with the conjunct
 * that rejected them) raw-deflated as it arrives, entry by entry or as segments the searching threads encoded (and
 * deflated, when large: {@link SnapshotTrailEncoder}), and appends it to the snapshot body after the valid pairs, where
 * {@link BackwardRecords} finds it, without deflating it again. Past {@link #LIMIT} entries, or when the trail is lost,
 * the section is dropped.
 */
final class TrailWriter {

    /** The most entries a snapshot keeps (about 1-3 bytes each once deflated): beyond, backward reuse is off for it. */
    static final long LIMIT = Long.getLong("smallscope.trail.limit", 1L << 24);
    /** Marks the section after the last valid pair. */
    static final int MARKER = 'T';

    private final Subject subject;
    private final int width;
    private ByteArrayOutputStream bytes;
    private RawDeflater sink;
    private UnsyncBufferedOutput out;
    private int[] previous;
    private long entries;
    private int from = 1;
    /** The highest conjunct whose look-ahead probes cut in a search of the run ({@code SearchListener.lookAheadCut}), or 0. */
    private int cutThrough;
    /** Whether a {@link #cut} was heard since the last {@link #reads}. */
    private boolean cutHeard;
    private String dropped;
    private int[] firstReadBy;
    private boolean confirmed;
    private long[] stretchCount;
    private int fullReads;
    private boolean fullReadsLost;
    private long[] rejections;

    TrailWriter(Subject subject, int width) {
        this.subject = subject;
        this.width = width;
    }

    void reset() {
        if (sink != null) {
            sink.end();
        }
        bytes = new ByteArrayOutputStream();
        sink = new RawDeflater(bytes);
        out = new UnsyncBufferedOutput(sink);
        previous = new int[subject.vectorLength()];
        entries = 0;
        firstReadBy = new int[subject.vectorLength()];
        confirmed = false;
        stretchCount = new long[Math.max(1, subject.probedConjuncts())];
        fullReads = Integer.MAX_VALUE;
        fullReadsLost = false;
        rejections = new long[subject.probedConjuncts() + 2];
        dropped = subject.probedConjuncts() > 0 ? null : "repOk has no conjunct probes: " + subject.probeRefusal();
        cutThrough = 0;
        cutHeard = false;
    }

    /**
     * A search of the run skipped, looking ahead, candidates that fail one of the first {@code through} conjuncts
     * ({@code SearchListener.lookAheadCut}; {@code CUT_UNKNOWN}: any conjunct a probe may run), without their stretches:
     * the trail serves only predicates keeping them.
     */
    void cut(int through) {
        cutHeard = true;
        cutThrough = Math.max(cutThrough, through);
    }

    void from(int m) {
        this.from = m;
    }

    /** Every search of the run ends with these (see {@code SearchListener.conjunctReads}): a trail without them is not kept. */
    void reads(int[] readers) {
        confirmed = true;
        if (!cutHeard) {
            cut(org.smallscope.engine.search.SearchListener.CUT_UNKNOWN); // a search that did not say what it skipped: anything it could
        }
        cutHeard = false;
        for (int i = 0; i < firstReadBy.length; i++) {
            if (readers[i] != 0 && (firstReadBy[i] == 0 || readers[i] < firstReadBy[i])) {
                firstReadBy[i] = readers[i];
            }
        }
    }

    /** A search of the run ended with this {@link org.smallscope.engine.search.SearchListener#fullReads}: the smallest is kept. */
    void fullReads(int safe) {
        fullReads = Math.min(fullReads, safe);
    }

    /** A search of the run reported these {@link org.smallscope.engine.search.SearchListener#conjunctRejections}: added up. */
    void rejections(long[] more) {
        for (int r = 0; r < rejections.length && r < more.length; r++) {
            rejections[r] += more[r];
        }
    }

    /**
     * @return per {@code m} from 0 to the conjunct count, how many of the run's explored candidates passed the first
     *         {@code m} conjuncts (exact for the prefixes the trail serves, from {@link #from} on), for the snapshot's
     *         header; null when no trail is kept
     */
    long[] passes() {
        if (dropped() != null) {
            return null;
        }
        long[] passes = new long[rejections.length - 1];
        long above = 0;
        for (int m = passes.length - 1; m >= 0; m--) {
            above += rejections[m + 1];
            passes[m] = above;
        }
        return passes;
    }

    /**
     * @return the run's {@link org.smallscope.engine.search.SearchListener#fullReads} for the snapshot's header, or null
     *         when it is 0, unknown (a search reported none) or the trail was lost (its probes miscounted or the run stopped)
     */
    Integer fullReads() {
        return fullReadsLost || !confirmed || fullReads == Integer.MAX_VALUE || fullReads <= 0 ? null : fullReads;
    }

    void add(int[] candidate, int stretchFrom, int rejectedBy, int[] heights) {
        if (dropped != null) {
            return;
        }
        String refusal = entries >= LIMIT ? beyondLimit() : refusal(rejectedBy, candidate.length);
        if (refusal != null) {
            drop(refusal);
            return;
        }
        try {
            SnapshotFile.writeDelta(out, candidate, previous, width);
            writeEntryRest(out, stretchFrom, rejectedBy, heights, stretchCount);
            entries++;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes the segment's first candidate against the one written last, then appends the rest as its searching thread deflated it. */
    void segment(TrailSegment segment) {
        if (dropped != null) {
            return;
        }
        if (entries + segment.entries() > LIMIT) {
            drop(beyondLimit());
            return;
        }
        try {
            SnapshotFile.writeDelta(out, segment.first(), previous, width);
            if (segment.deflated()) {
                out.flush();
                sink.join(segment.bytes());
            } else {
                out.write(segment.bytes()); // small: deflated here, with what came before
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        System.arraycopy(segment.last(), 0, previous, 0, previous.length);
        entries += segment.entries();
        for (int m = 0; m < stretchCount.length && m < segment.stretches().length; m++) {
            stretchCount[m] += segment.stretches()[m];
        }
    }

    /** The run's trail is incomplete (a search lost it): dropped, and so is {@link #fullReads()}. */
    void lose(String reason) {
        fullReadsLost = true;
        drop(reason);
    }

    /** The section is not kept (too large to keep); what the searches reported stays true. */
    private void drop(String reason) {
        if (dropped == null) {
            dropped = reason;
            bytes = null;
            out = null;
            if (sink != null) {
                sink.end();
                sink = null;
            }
        }
    }

    /** @return why no trail is kept, or null */
    String dropped() {
        return dropped != null ? dropped : confirmed ? null : "no search of the run reported its conjunct trail";
    }

    /**
     * Appends the section (marker, first prefix served, conjunct count, entry count, each slot's first reader, the
     * stretches per prefix, entries) to the body, unless dropped: the header through {@code body}, the entries as the
     * raw-deflated bytes kept, through {@code deflated} (which ends the body's own deflate block first).
     */
    void appendTo(UnsyncBufferedOutput body, Consumer<byte[]> deflated) throws IOException {
        if (dropped() != null) {
            return;
        }
        body.writeByte(MARKER);
        body.writeByte(Math.max(from, lookAheadFrom()));
        body.writeByte(subject.probedConjuncts());
        body.writeLong(entries);
        for (int r : firstReadBy) {
            body.writeByte(r);
        }
        for (int m = 1; m < subject.probedConjuncts(); m++) {
            body.writeLong(stretchCount[m]);
        }
        out.flush();
        sink.fullFlush();
        sink.end();
        sink = null;
        deflated.accept(bytes.toByteArray());
    }

    /**
     * @return the least prefix the trail serves after what the run's look-ahead skipped: past the highest conjunct whose
     *         probes cut, and past every conjunct a probe may run when that is unknown; at least 1
     */
    int lookAheadFrom() {
        int unknown = org.smallscope.engine.search.prune.LookAhead.servedPrefix(subject);
        return Math.max(1, cutThrough == org.smallscope.engine.search.SearchListener.CUT_UNKNOWN ? unknown : cutThrough);
    }

    /** @return why an entry cannot be kept in a snapshot's trail, or null */
    static String refusal(int rejectedBy, int vectorLength) {
        return rejectedBy > 255 || vectorLength > 65535 ? "repOk has more than 254 conjuncts or the vector more than 65,535 fields" : null;
    }

    private static String beyondLimit() {
        return "more than " + LIMIT + " candidates begin stretches (the cap, smallscope.trail.limit)";
    }

    /** Writes what follows an entry's candidate (stretchFrom, rejectedBy, the heights) and counts its stretches. */
    static void writeEntryRest(UnsyncBufferedOutput out, int stretchFrom, int rejectedBy, int[] heights, long[] stretchCount) throws IOException {
        out.writeByte(stretchFrom);
        out.writeByte(rejectedBy);
        for (int m = stretchFrom, last = Math.min(rejectedBy - 1, heights.length - 1); m <= last; m++) {
            out.writeShort(heights[m]);
            stretchCount[m]++;
        }
    }
}
