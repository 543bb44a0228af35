package org.smallscope.engine.floor;

import java.nio.MappedByteBuffer;

import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;

/**
 * The floor under a search: replays the candidates of a {@link CandidateTrace} into a heap of the subject's
 * uninstrumented classes ({@link org.smallscope.engine.subject.SubjectLoader#loadUnmonitored}) and runs plain repOk on
 * each, so that the time taken is what the candidates cost without the engine (no read recording, no backtracking, no
 * isomorphism breaking, no listeners). Fields are set by the heap's generated writer (plain {@code putfield}s and array
 * stores, nothing recorded), repOk is called directly from it (or through a method handle where the writer cannot reach it).
 */
public final class FloorReplay {

    /**
     * What one replay measured.
     *
     * @param nanos wall-clock time of the replay loop (decoding the trace, writing the changed fields, repOk)
     * @param candidates candidates replayed
     * @param valid candidates repOk accepted
     * @param disagreements candidates on which repOk's verdict differs from the search's (0 for a faithful replay)
     * @param firstDisagreement the first of them (0-based position in the trace), or -1
     */
    public record Result(long nanos, long candidates, long valid, long disagreements, long firstDisagreement) {
    }

    private final Subject subject;
    private final CandidateTrace trace;
    private final MappedByteBuffer bytes;

    /**
     * @param subject the subject the trace was recorded on, loaded again without monitoring, with the same bounds
     * @throws IllegalArgumentException if {@code subject} is monitored or its candidate vectors differ from the trace's
     */
    public FloorReplay(Subject subject, CandidateTrace trace) {
        if (subject.monitored()) {
            throw new IllegalArgumentException(subject.describe() + " is instrumented; the floor replays into the classes as compiled"
                    + " (SubjectLoader.loadUnmonitored)");
        }
        if (subject.vectorLength() != trace.vectorLength() || !subject.describe().equals(trace.subject())) {
            throw new IllegalArgumentException("the trace of " + trace.subject() + " (vectors of " + trace.vectorLength() + ") does not fit "
                    + subject.describe() + " (vectors of " + subject.vectorLength() + ")");
        }
        this.subject = subject;
        this.trace = trace;
        this.bytes = trace.map();
    }

    /** Replays the whole trace once, on a fresh heap (as a search starts on one), on the calling thread. */
    public Result run() {
        CandidateHeap heap = subject.newHeap();
        MappedByteBuffer t = bytes;
        int slotWidth = trace.slotWidth();
        int valueWidth = trace.valueWidth();
        long n = trace.candidates();
        long valid = 0;
        long disagreements = 0;
        long first = -1;
        int p = 0;
        long start = System.nanoTime();
        for (long c = 0; c < n; c++) {
            int header = 0;
            int shift = 0;
            byte b;
            do {
                b = t.get(p++);
                header |= (b & 0x7f) << shift;
                shift += 7;
            } while (b < 0);
            for (int k = header >>> 1; k > 0; k--) {
                int slot = read(t, p, slotWidth);
                p += slotWidth;
                int value = read(t, p, valueWidth);
                p += valueWidth;
                heap.write(slot, value);
            }
            boolean ok;
            try {
                ok = heap.repOk();
            } catch (Throwable e) {
                ok = false; // as the search counts it
            }
            if (ok) {
                valid++;
            }
            if (ok != ((header & 1) != 0)) {
                disagreements++;
                first = first < 0 ? c : first;
            }
        }
        long nanos = System.nanoTime() - start;
        if (p != trace.bytes()) {
            throw new IllegalStateException("the trace " + trace.file() + " has " + trace.bytes() + " bytes, " + p + " were replayed");
        }
        return new Result(nanos, n, valid, disagreements, first);
    }

    private static int read(MappedByteBuffer t, int p, int width) {
        return width == 1 ? t.get(p) & 0xff : width == 2 ? t.getChar(p) : t.getInt(p);
    }
}
