package org.smallscope.engine.search;

import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.search.trail.TrailSegment;
import org.smallscope.engine.search.trail.ValidSegment;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * What one batch of ranges found, recorded compactly so that it can wait for its turn, travel to another machine or
 * be kept in a checkpoint: counts, outcome, the regions covered, and every valid candidate with its successor (as
 * records, or as one listener's encoded segment).
 * {@link BatchReplay} reports it to a {@link SearchListener} as the search itself would have.
 */
public final class BatchResult implements Serializable, AutoCloseable {

    private static final long serialVersionUID = 1L;

    /** Successor flags after each valid candidate in the records. */
    static final int NO_SUCCESSOR = 0;
    static final int SUCCESSOR = 1;
    static final int NEXT_BATCH = 2;

    final int ranges;
    final int[] first;
    long explored;
    long valid;
    long exceptions;
    Throwable firstException;
    int[] firstExceptionCandidate;
    Outcome outcome = Outcome.COMPLETED;
    SmallscopeException failure;
    final List<Region> regions = new ArrayList<>();
    transient RecordBuffer records = new RecordBuffer();
    /**
     * The valid candidates and successors as the run's {@link org.smallscope.engine.search.trail.ValidEncoder} encoded them
     * (then {@link #records} is empty), or null.
     */
    ValidSegment segment;
    /** The conjunct trail ({@link SearchListener#conjunctsPassed}): per entry the candidate as a difference, stretchFrom, rejectedBy. */
    transient RecordBuffer trail = new RecordBuffer();
    long trailEntries;
    /**
     * The conjunct trail as the run's {@link org.smallscope.engine.search.trail.TrailEncoder} encoded it (then {@link #trail}
     * is empty), or null.
     */
    TrailSegment trailSegment;
    /** Per slot, the first conjunct that read it on a trail candidate (see {@link SearchListener#conjunctReads}), or null. */
    int[] firstReadBy;
    /** The smallest {@link SearchListener#fullReads} its searches reported, or {@link Integer#MAX_VALUE} for none. */
    int fullReads = Integer.MAX_VALUE;
    /** What its searches reported by {@link SearchListener#conjunctRejections}, added up, or null for none. */
    long[] rejections;
    /**
     * The largest {@link SearchListener#lookAheadCut} its searches reported, or null when none did (also in a batch from
     * a version that did not record it): replayed as {@link SearchListener#CUT_UNKNOWN}.
     */
    Integer lookAheadCut;
    /** Why the batch's trail is incomplete, or null. */
    String trailLost;
    /** The subject's methods that had run in the JVM that searched the batch ({@code CodeTrace.ran}), or null. */
    String[] ranMethods;

    /** @param ranges how many ranges the batch has; @param first the first candidate of its first range */
    BatchResult(int ranges, int[] first) {
        this.ranges = ranges;
        this.first = first;
    }

    /** @return how many ranges the batch had */
    public int ranges() {
        return ranges;
    }

    /** @return candidates explored */
    public long explored() {
        return explored;
    }

    /** @return valid candidates found */
    public long valid() {
        return valid;
    }

    /** @return completed, or why the batch stopped */
    public Outcome outcome() {
        return outcome;
    }

    /** @return bytes of the recorded candidates */
    public long recordBytes() {
        return records.size();
    }

    /** Deletes what the records keep on disk. */
    @Override
    public void close() {
        records.close();
        trail.close();
    }

    /** @return the first exception (or null) as it can travel: user exception classes may not exist where it goes, so they become their text and stack */
    Throwable portableException() {
        Throwable thrown = firstException;
        if (thrown == null || thrown instanceof SmallscopeException) {
            return thrown;
        }
        RuntimeException text = new Foreign(thrown.toString());
        text.setStackTrace(thrown.getStackTrace());
        return text;
    }

    /** An exception of a user class, kept as its text and stack trace; prints as the original did. */
    static final class Foreign extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Foreign(String text) {
            super(text);
        }

        @Override
        public String toString() {
            return getMessage();
        }
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        Throwable thrown = firstException;
        firstException = portableException();
        try {
            out.defaultWriteObject();
        } finally {
            firstException = thrown;
        }
        records.writeTo(out);
        trail.writeTo(out);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        records = RecordBuffer.readFrom(in);
        trail = RecordBuffer.readFrom(in);
    }
}
