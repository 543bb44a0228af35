package org.smallscope.engine.search;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.search.prune.PruningHooks;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;

import java.util.Arrays;

/**
 * Moves a {@link Search}'s candidate vector to the next candidate of its range in Korat order: backtracking on the last
 * read field, skipping isomorphic choices, staying above a floor, and the skips its prunings ask for (a step limit,
 * rejected partial candidates).
 */
final class CandidateStepper {

    private final Subject subject;
    private final CandidateHeap heap;
    private final RegionTally tally;
    private final StackMaxima isoMaxima;
    /** The prunings of the current range. */
    private PruningHooks prunings = PruningHooks.NONE;
    /** Whether a pruning of the range watches every step. */
    private boolean watchesSteps;
    /** Whether a step needs {@link #afterStep}: the range is mixed or a pruning watches steps. */
    private boolean afterSteps;
    private volatile boolean stopRequested;
    /** The candidate vector of the current range (the search's, written in place). */
    private int[] cv;
    /** The range's end (exclusive), or null for the end of the space or of a mixed range. */
    private int[] to;
    private int floor;
    private int floorHeight;
    private boolean[] newSlots;
    private boolean reachedEnd;
    private int[] endOfRange;
    private boolean endedWithSpace;
    /** The field the last step changed. */
    private int changed;
    /** While stepping below a reached floor: no regions and no mixed-range checks. */
    private boolean quiet;

    CandidateStepper(Subject subject, CandidateHeap heap, RegionTally tally) {
        this.subject = subject;
        this.heap = heap;
        this.tally = tally;
        this.isoMaxima = new StackMaxima(subject);
    }

    /**
     * A range begins at {@code from} (the vector stepped in place), ending before {@code to} (or null), with a subtree
     * prefix of {@code prefixLength} fields (or none: -1), pinned to a floor of {@code floorHeight} and with new fields
     * {@code newSlots} (null: not mixed), stepped with {@code prunings}.
     */
    void begin(int[] from, int[] to, int prefixLength, int floorHeight, boolean[] newSlots, PruningHooks prunings) {
        this.cv = from;
        this.to = to;
        this.floor = Math.max(prefixLength < 0 ? 0 : prefixLength + 1, floorHeight);
        this.floorHeight = floorHeight;
        this.newSlots = newSlots;
        this.prunings = prunings;
        this.watchesSteps = prunings.steppers.length > 0;
        this.afterSteps = watchesSteps || newSlots != null;
        endOfRange = null;
        endedWithSpace = false;
        isoMaxima.reset();
        reachedEnd = to != null && Arrays.equals(cv, to); // [x, x) holds nothing: a subtree the generators prune
    }

    /** Asks the stepping to stop soon (a cancelled or timed-out search); it stays stopped. */
    void stop() {
        stopRequested = true;
    }

    /** @return whether {@link #stop()} was called */
    boolean stopped() {
        return stopRequested;
    }

    /** @return whether the range just begun holds no candidate */
    boolean empty() {
        return reachedEnd;
    }

    /** @return whether the range ended at its end (not at the end of the space) */
    boolean reachedEnd() {
        return reachedEnd;
    }

    /** The range ends at its end after the current candidate (a range of one stored candidate). */
    void endAtEnd() {
        reachedEnd = to != null;
    }

    /** @return the range's end, or null */
    int[] to() {
        return to;
    }

    /** @return the floor of the current range: the stack entries a step keeps */
    int floor() {
        return floor;
    }

    /** @return after a floor-pinned range that ended at its floor, the candidate after it; else null */
    int[] endOfRange() {
        return endOfRange;
    }

    /** @return what the listener is told follows a valid candidate: the next one, or the range's end when it stopped there */
    int[] successor(boolean more) {
        return more || reachedEnd && !endedWithSpace ? cv : null;
    }

    /**
     * Moves to the candidate after the one just explored, past the fields the prunings need not change (those above
     * {@code eqTop} on the stack, Korat+'s) and up to the range's end.
     *
     * @return false when the range is exhausted
     */
    boolean next(AccessRecorder rec, int eqTop) {
        boolean more = advance(rec);
        if (more && rec.size() > eqTop) {
            more = skipSameClass(rec, eqTop);
        }
        if (tally != null) {
            tally.cut(rec.size());
        }
        if (more && newSlots == null && to != null && Arrays.equals(cv, to)) {
            more = false;
            reachedEnd = true;
        }
        return more;
    }

    /**
     * Moves {@link #cv} to the next candidate in Korat order; false when the range is exhausted. A floor-pinned range
     * that reaches its floor moves on below it, quietly (it is the next range's business), to its end.
     */
    private boolean advance(AccessRecorder rec) {
        boolean more = step(rec);
        if (!more && floorHeight > 0 && floor > 0 && !stopRequested) {
            reachedEnd = true;
            floor = 0;
            quiet = true;
            try {
                endOfRange = step(rec) ? cv.clone() : null;
                endedWithSpace = endOfRange == null;
            } finally {
                quiet = false;
            }
        }
        return more;
    }

    /** One backtracking step of {@link #advance}, not below {@link #floor}. */
    private boolean step(AccessRecorder rec) {
        int[] sizes = subject.domainSize();
        int[][] isoClass = subject.isoClass();
        int[][] isoIndex = subject.isoIndex();
        int[][] nextDomain = subject.nextDomain();
        while (rec.size() > floor) {
            int f = rec.top();
            rec.pop();
            int v = cv[f];
            if (v >= sizes[f] - 1) {
                cv[f] = 0;
                heap.write(f, 0);
                continue;
            }
            int cls = isoClass[f][v];
            if (cls >= 0) {
                if (isoIndex[f][v] > isoMaxima.highest(rec, cv, cls)) {
                    // a fresh object was tried: the other fresh objects of its class domain are isomorphic to it
                    int next = nextDomain[f][v];
                    if (tally != null && !quiet) {
                        tally.skipped(f, v, next < 0 ? sizes[f] : next, rec);
                    }
                    if (next < 0) {
                        cv[f] = 0;
                        heap.write(f, 0);
                        continue;
                    }
                    // the first object of the next class domain of the field's object set
                    v = next - 1;
                }
            }
            cv[f] = v + 1;
            heap.write(f, v + 1);
            changed = f;
            return !afterSteps || quiet || afterStep(rec, f); // kept out of step, which stays small enough to inline
        }
        return false;
    }

    /**
     * After a step that changed field {@code f} (not below a reached floor): tells the prunings that watch steps.
     *
     * @return false when {@code f} is a base field of a mixed range: its first change ends the range
     */
    private boolean afterStep(AccessRecorder rec, int f) {
        if (watchesSteps) {
            prunings.stepped(rec.size(), f, cv, to);
        }
        if (newSlots != null && !newSlots[f]) {
            if (to != null && Arrays.equals(cv, to)) {
                reachedEnd = true;
            }
            return false;
        }
        return true;
    }

    /**
     * While a pruning rejects the field just changed on the fields of the stack (a dedicated generator it violates), it
     * rejects every candidate agreeing on them: skip them as after a failing repOk that read only those fields (not explored). While
     * the step would only move that field to its next value (no isomorphism jump, not its last value; no regions, not a
     * mixed range) it is moved in place, without pushing and popping it, and the heap gets only the value it stops on.
     *
     * @return false when the range ended meanwhile
     */
    boolean skipRejected(AccessRecorder rec) {
        int[] sizes = subject.domainSize();
        int[][] isoClass = subject.isoClass();
        boolean inPlace = tally == null && newSlots == null;
        int unwritten = -1; // the field moved in place, whose value the heap does not hold yet
        try {
            while (prunings.rejects(cv, rec, changed)) {
                int f = changed;
                if (inPlace && cv[f] < sizes[f] - 1 && isoClass[f][cv[f]] < 0) {
                    if (to != null && cv[f] == to[f] && agreesOnStack(rec, to)) {
                        rec.push(f);
                        reachedEnd = true; // the range's end lies among the skipped candidates
                        return false;
                    }
                    cv[f]++;
                    unwritten = f;
                    if (stopRequested) {
                        return false;
                    }
                    if (to != null && cv[f] == to[f] && Arrays.equals(cv, to)) {
                        reachedEnd = true;
                        return false;
                    }
                    continue;
                }
                if (unwritten >= 0) {
                    heap.write(unwritten, cv[unwritten]);
                    unwritten = -1;
                }
                rec.push(f);
                if (tally != null) {
                    tally.pruned(rec);
                }
                if (newSlots == null && to != null && agreesOnStack(rec, to)) {
                    reachedEnd = true; // the range's end lies among the skipped candidates
                    return false;
                }
                boolean more = advance(rec);
                if (tally != null) {
                    tally.cut(rec.size());
                }
                if (!more || stopRequested) {
                    return false;
                }
                if (newSlots == null && to != null && Arrays.equals(cv, to)) {
                    reachedEnd = true;
                    return false;
                }
            }
            return true;
        } finally {
            if (unwritten >= 0) {
                heap.write(unwritten, cv[unwritten]);
            }
        }
    }

    /**
     * A step limit (Korat+'s: the step just taken changed no field eqClass read, all lie at depth {@code top} or below):
     * every candidate up to the next change of the field at depth {@code top} is skipped (of the class just covered): reset
     * the fields above it and step from it instead.
     */
    private boolean skipSameClass(AccessRecorder rec, int top) {
        int[] sizes = subject.domainSize();
        if (tally != null) {
            tally.cut(rec.size());
            tally.skipped(changed, cv[changed] - 1, sizes[changed], rec); // the values from the one just stepped to
        }
        cv[changed] = 0;
        heap.write(changed, 0);
        while (rec.size() > top + 1) {
            int g = rec.top();
            rec.pop();
            if (tally != null) {
                tally.cut(rec.size());
                tally.skipped(g, cv[g], sizes[g], rec);
            }
            cv[g] = 0;
            heap.write(g, 0);
        }
        return advance(rec);
    }

    private boolean agreesOnStack(AccessRecorder rec, int[] other) {
        for (int i = 0, n = rec.size(); i < n; i++) {
            if (cv[rec.at(i)] != other[rec.at(i)]) {
                return false;
            }
        }
        return true;
    }
}
