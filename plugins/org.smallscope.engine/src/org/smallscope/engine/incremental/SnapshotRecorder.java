package org.smallscope.engine.incremental;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;

import com.google.gson.JsonObject;

/**
 * Listens to a search and keeps what a snapshot needs, compactly: each valid candidate and its
 * successor, as differences from the vector before, compressed as they arrive (no object per vector).
 */
public final class SnapshotRecorder implements SearchListener {

    private final Subject subject;
    private final int width;
    private ByteArrayOutputStream bytes;
    private DataOutputStream out;
    private long valid;
    private boolean awaitingSuccessor;
    private int[] previous;
    private final TrailWriter trail;
    private boolean trailWanted = true;

    /** @param subject the subject searched */
    public SnapshotRecorder(Subject subject) {
        this.subject = subject;
        this.width = SnapshotFile.widthFor(subject.domainSizes());
        this.trail = new TrailWriter(subject, width);
        reset();
    }

    private void reset() {
        bytes = new ByteArrayOutputStream();
        out = UnsyncBufferedOutput.deflatingInto(bytes);
        valid = 0;
        awaitingSuccessor = false;
        previous = new int[subject.vectorLength()];
        trail.reset();
        if (!trailWanted) {
            trail.lose("the snapshot is not saved");
        }
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

    @Override
    public void conjunctReads(int[] firstReadBy) {
        trail.reads(firstReadBy);
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
        try {
            if (awaitingSuccessor) {
                out.writeByte(0);
            }
            SnapshotFile.writeDelta(out, candidate, previous, width);
            valid++;
            awaitingSuccessor = true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void successorFound(int[] next) {
        try {
            if (next == null) {
                out.writeByte(0);
            } else {
                out.writeByte(1);
                SnapshotFile.writeDelta(out, next, previous, width);
            }
            awaitingSuccessor = false;
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
            if (awaitingSuccessor) {
                out.writeByte(0);
                awaitingSuccessor = false;
            }
            trail.appendTo(out);
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        SnapshotHeader header = new SnapshotHeader(SnapshotFile.FORMAT, toolVersion, System.currentTimeMillis(),
                SubjectDescriptor.of(subject), mode, result.explored(), valid, result.millis(), width, sourceModel);
        return new SnapshotFile.Contents(header, bytes.toByteArray());
    }
}
