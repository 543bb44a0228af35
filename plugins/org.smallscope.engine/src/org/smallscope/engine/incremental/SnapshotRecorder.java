package org.smallscope.engine.incremental;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.search.trail.ValidEncoder;
import org.smallscope.engine.search.trail.TrailEncoder;
import org.smallscope.engine.search.trail.TrailSegment;
import org.smallscope.engine.search.trail.ValidSegment;
import org.smallscope.engine.subject.Subject;

import com.google.gson.JsonObject;

/**
 * Listens to a search and keeps what a snapshot needs, compactly: each valid candidate and its
 * successor, as differences from the vector before, compressed as they arrive (no object per vector), or as segments
 * that the searching threads encoded and compressed the same way.
 */
public final class SnapshotRecorder implements SearchListener {

    private final Subject subject;
    private final int width;
    private ByteArrayOutputStream bytes;
    private RawDeflater sink;
    private UnsyncBufferedOutput out;
    private PairWriter pairs;
    private long valid;
    private final TrailWriter trail;
    private boolean trailWanted = true;
    private SnapshotHeader base;
    private Long fullEstimate;
    private String incomplete;

    /** @param subject the subject searched */
    public SnapshotRecorder(Subject subject) {
        this.subject = subject;
        this.width = SnapshotFile.widthFor(subject.domainSizes());
        this.trail = new TrailWriter(subject, width);
        reset();
    }

    private void reset() {
        bytes = new ByteArrayOutputStream();
        sink = new RawDeflater(bytes);
        out = new UnsyncBufferedOutput(sink);
        pairs = new PairWriter(out, width, new int[subject.vectorLength()]);
        valid = 0;
        trail.reset();
        if (!trailWanted) {
            trail.lose("the snapshot is not saved");
        }
    }

    /**
     * The saved suite also stands on the verdicts of the snapshot with header {@code base} (null: none), and what the run
     * ran is not fully known for {@code incomplete} (null: it is); @return this
     */
    public SnapshotRecorder dependingOn(SnapshotHeader base, String incomplete) {
        this.base = base;
        this.incomplete = incomplete;
        return this;
    }

    /** The cost of a full search of this subject is about {@code explored} candidates (a lowered bound's guess); @return this */
    public SnapshotRecorder fullSearchEstimate(long explored) {
        this.fullEstimate = explored;
        return this;
    }

    /** The run searches only stretches of the first {@code m} conjuncts: its trail serves prefixes of {@code m} or more conjuncts. */
    public SnapshotRecorder trailFrom(int m) {
        trail.from(m);
        return this;
    }

    /** Whether the run keeps a conjunct trail for its snapshot (off when the snapshot is not saved); @return this */
    public SnapshotRecorder recordingTrail(boolean on) {
        this.trailWanted = on;
        reset();
        return this;
    }

    @Override
    public boolean wantsTrail() {
        return trailWanted && subject.probedConjuncts() > 0;
    }

    @Override
    public void conjunctsPassed(int[] candidate, int stretchFrom, int rejectedBy, int[] heights) {
        trail.add(candidate, stretchFrom, rejectedBy, heights);
    }

    /** The trail serves only predicates keeping the conjuncts whose look-ahead probes skipped candidates. */
    @Override
    public void lookAheadCut(int through) {
        trail.cut(through);
    }

    @Override
    public void conjunctReads(int[] firstReadBy) {
        trail.reads(firstReadBy);
    }

    @Override
    public void fullReads(int safe) {
        trail.fullReads(safe);
    }

    @Override
    public void conjunctRejections(long[] rejections) {
        trail.rejections(rejections);
    }

    @Override
    public void trailLost(String reason) {
        trail.lose(reason);
    }

    /** @return why the snapshot keeps no conjunct records, or null when it keeps them */
    public String trailDropped() {
        return trail.dropped();
    }

    @Override
    public void searchRestarted(String reason) {
        reset();
    }

    @Override
    public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
        pairs.valid(candidate);
        valid++;
    }

    @Override
    public void successorFound(int[] next) {
        pairs.successor(next);
    }

    /** The searching threads may encode the valid candidates as this recorder would ({@link #validSegment}). */
    @Override
    public ValidEncoder.Source validEncoding() {
        return () -> new SnapshotSegmentEncoder(width);
    }

    /** Writes the segment's first candidate, then appends the rest as the searching thread deflated it. */
    @Override
    public void validSegment(ValidSegment segment) {
        pairs.valid(segment.first());
        appendDeflated(segment.bytes());
        pairs.continueFrom(segment.last(), segment.awaiting());
        valid += segment.count();
    }

    /** The searching threads may encode the conjunct trail as this recorder would ({@link #trailSegment}). */
    @Override
    public TrailEncoder.Source trailEncoding() {
        int conjuncts = subject.probedConjuncts();
        int deflateFrom = Integer.getInteger("smallscope.trail.deflateFrom", SnapshotTrailEncoder.DEFLATE_FROM);
        return wantsTrail() ? () -> new SnapshotTrailEncoder(width, conjuncts, deflateFrom) : null;
    }

    @Override
    public void trailSegment(TrailSegment segment) {
        trail.segment(segment);
    }

    /** Ends the body's deflate block on a byte boundary and appends bytes deflated apart (raw, ending in a full flush). */
    private void appendDeflated(byte[] deflated) {
        try {
            out.flush();
            sink.join(deflated);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the header and body of the snapshot of a completed search */
    public SnapshotFile.Contents finish(SearchResult result, String mode, String toolVersion) {
        return finish(result, mode, toolVersion, null);
    }

    /** @return the header (with the IDE's {@code sourceModel}, or null) and body of the snapshot of a completed search */
    public SnapshotFile.Contents finish(SearchResult result, String mode, String toolVersion, JsonObject sourceModel) {
        try {
            pairs.end();
            trail.appendTo(out, this::appendDeflated);
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        SnapshotHeader header = new SnapshotHeader(SnapshotFile.FORMAT, toolVersion, System.currentTimeMillis(),
                SubjectDescriptor.of(subject).withDependencies(Dependencies.record(subject, base == null ? null : base.descriptor().dependencies(),
                        incomplete)), mode, result.explored(), valid, result.millis(), width, sourceModel, trail.fullReads(),
                fullEstimate != null ? Math.max(result.explored(), fullEstimate)
                        : base == null ? result.explored() : Math.max(result.explored(), base.fullSearchEstimate()), trail.passes());
        return new SnapshotFile.Contents(header, bytes.toByteArray());
    }
}
