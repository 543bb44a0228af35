package org.smallscope.engine.search;

import java.util.Arrays;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.runtime.StopRequest;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;

/**
 * Reads the conjunct probes after repOk ran on a candidate and tells the listener, for the candidates that begin a
 * stretch of some prefix of repOk's conjuncts, which prefixes, how many fields each read, and which conjunct rejected
 * it (see {@link SearchListener#conjunctsPassed}), and at the end which conjunct first read each field on them: what a
 * later run of a weakened predicate needs to search only those stretches.
 */
final class ConjunctTrail {

    private final SearchListener listener;
    private final int conjuncts;
    private final int[] heights;
    private final int[] firstReadBy;
    /** Per 1-based conjunct, the explored candidates it rejected since the last {@link #flush} ({@code [n + 1]}: valid). */
    private final long[] rejections;
    private boolean rejectionsDirty;
    private boolean lost;
    private boolean skipNext;
    private boolean dirty = true;
    private boolean first = true;
    /** What {@link SearchListener#fullReads} will say: starts at the conjunct count, lowered by each valid candidate. */
    private int fullReads;
    private boolean fullReadsDirty = true;
    /** What {@link SearchListener#lookAheadCut} said last, or -1. */
    private int reportedCut = -1;

    ConjunctTrail(Subject subject, SearchListener listener) {
        this.listener = listener;
        this.conjuncts = subject.probedConjuncts();
        this.heights = new int[conjuncts];
        this.firstReadBy = new int[subject.vectorLength()];
        this.rejections = new long[conjuncts + 2];
        this.fullReads = conjuncts;
    }

    /** repOk returned {@code ok} (false also when it threw) on {@code cv}; {@code rec} holds the fields it read, in order. */
    void explored(int[] cv, AccessRecorder rec, boolean ok) {
        if (lost || skipNext) {
            skipNext = false;
            return;
        }
        boolean wasFirst = first;
        first = false;
        int begun = rec.conjunctsBegun();
        if (ok ? begun != conjuncts : begun < 1) {
            lost = true;
            listener.trailLost("the conjunct probes counted " + begun + " of " + conjuncts + " conjuncts on a " + (ok ? "valid" : "rejected")
                    + " candidate (a conjunct's code runs outside repOk's order)");
            return;
        }
        if (ok) {
            noteFullReads(cv, rec);
        }
        int rejectedBy = ok ? conjuncts + 1 : begun;
        rejections[rejectedBy]++;
        rejectionsDirty = true;
        int last = Math.min(rejectedBy - 1, conjuncts - 1);
        if (last < 1) {
            return;
        }
        int highest = wasFirst ? highestNonzero(cv, rec) : rec.sizeAtStart();
        if (highest == Integer.MAX_VALUE) {
            return; // a field it sets was not read: it begins no stretch
        }
        for (int m = 1; m <= last; m++) {
            if (rec.heightAt(m) > highest) {
                for (int j = m; j <= last; j++) {
                    heights[j] = rec.heightAt(j);
                }
                noteReads(rec, m, last);
                listener.conjunctsPassed(cv, m, rejectedBy, heights);
                return;
            }
        }
    }

    /**
     * repOk ran from conjunct {@code base} on, on a candidate known to pass the conjuncts before with every field read by
     * them, and each of those conjuncts from the second on beginning no higher than its last non-zero field (the base
     * snapshot's {@link SearchListener#fullReads} was at least {@code base}): its stretch begins at conjunct {@code base},
     * every later conjunct begins with the whole vector on the stack, and every field counts as read by conjunct
     * {@code base}, which is what {@link #explored} would have found running all of repOk. {@code inherited} is the base
     * snapshot's value, what this candidate contributes to {@link SearchListener#fullReads}.
     */
    void exploredFrom(int base, int inherited, int[] cv, AccessRecorder rec, boolean ok) {
        if (lost) {
            return;
        }
        first = false;
        int begun = rec.conjunctsBegun();
        if (ok ? begun != conjuncts : begun <= base) {
            lost = true;
            listener.trailLost("the conjunct probes counted " + begun + " of " + conjuncts + " conjuncts on a " + (ok ? "valid" : "rejected")
                    + " candidate whose first " + base + " were skipped");
            return;
        }
        if (ok && inherited < fullReads) {
            fullReads = inherited;
            fullReadsDirty = true;
        }
        int rejectedBy = ok ? conjuncts + 1 : begun;
        rejections[rejectedBy]++;
        rejectionsDirty = true;
        int last = Math.min(rejectedBy - 1, conjuncts - 1);
        for (int j = base; j <= last; j++) {
            heights[j] = cv.length;
        }
        for (int slot = 0; slot < cv.length; slot++) {
            if (firstReadBy[slot] == 0 || firstReadBy[slot] > base) {
                firstReadBy[slot] = base;
                dirty = true;
            }
        }
        listener.conjunctsPassed(cv, base, rejectedBy, heights);
    }

    /**
     * Lowers {@link #fullReads} for a valid candidate: to 0 when repOk left a field unread, else to the first conjunct
     * (from the second on) that began above the candidate's last non-zero field on the stack, if any.
     */
    private void noteFullReads(int[] cv, AccessRecorder rec) {
        if (fullReads == 0) {
            return;
        }
        if (rec.size() != cv.length) {
            fullReads = 0;
            fullReadsDirty = true;
            return;
        }
        if (fullReads == 1) {
            return; // no conjunct m with 1 <= m < fullReads to lower it to
        }
        // Every field is on the stack, so its last non-zero field is the first non-zero one from the stack's top down:
        // highestNonzero's answer without its two passes over the whole vector, which on every valid candidate took a
        // tenth of the CPU of generate LinkedHeap(10) (39 million valid heaps)
        int highest = cv.length - 1;
        while (highest >= 0 && cv[rec.at(highest)] == 0) {
            highest--;
        }
        for (int m = 1; m < fullReads; m++) {
            if (rec.heightAt(m) > highest) {
                fullReads = m;
                fullReadsDirty = true;
                return;
            }
        }
    }

    /**
     * @return the stack position of the last field {@code cv} sets, or {@link Integer#MAX_VALUE} when it sets a field not
     *         on the stack. Needed for a run's first candidate only: on the others the search kept the stack's bottom
     *         from the candidate before and changed the field right above it, the one field it sets beyond them, which
     *         lands right above them when read (so the stack's size at the start stands for it; unread, no height exceeds it).
     */
    private static int highestNonzero(int[] cv, AccessRecorder rec) {
        return highestNonzero(cv, rec, rec.size());
    }

    /**
     * @return the position of the last field {@code cv} sets among the first {@code n} fields of {@code rec}'s stack (-1
     *         if it sets none of them), or {@link Integer#MAX_VALUE} when it sets a field outside them
     */
    static int highestNonzero(int[] cv, AccessRecorder rec, int n) {
        int highest = -1;
        int onStack = 0;
        for (int i = 0; i < n; i++) {
            if (cv[rec.at(i)] != 0) {
                highest = i;
                onStack++;
            }
        }
        int nonzero = 0;
        for (int v : cv) {
            if (v != 0) {
                nonzero++;
            }
        }
        return nonzero == onStack ? highest : Integer.MAX_VALUE;
    }

    /** A run (range) begins: its first candidate's stack starts empty or pre-pushed, so it is checked field by field. */
    void runStarts() {
        first = true;
    }

    /**
     * The first candidate of a subtree runs with the subtree's fields already on the stack, so the probes would see
     * them as read before any conjunct: runs repOk on it once more with an empty stack to learn its own heights, then
     * restores the stack (the search's own run of it is then not reported again).
     */
    void naturalFirst(CandidateHeap heap, AccessRecorder rec, int[] cv, int[] prefix) {
        rec.clear();
        boolean ok;
        try {
            ok = heap.repOk();
        } catch (StopRequest stop) {
            lost = true;
            listener.trailLost("the run was stopped");
            ok = false;
        } catch (Throwable t) {
            ok = false;
        }
        explored(cv, rec, ok);
        skipNext = !lost;
        rec.clear();
        for (int slot : prefix) {
            rec.pushDisarmed(slot);
        }
    }

    /**
     * Notes which conjunct read each field of a candidate that begins a stretch for {@code from} conjuncts: the heights
     * below {@code from} are not its own (fields kept on the stack from the candidate before count there), so the
     * fields of the first {@code from} conjuncts are all noted as read by conjunct {@code from}; a slot read by the
     * first {@code m} conjuncts of some stretch-first candidate for {@code m} thus always has a reader of at most {@code m}.
     */
    private void noteReads(AccessRecorder rec, int from, int last) {
        int j = from;
        for (int i = 0, n = rec.heightAt(last); i < n; i++) {
            while (j < last && rec.heightAt(j) <= i) {
                j++;
            }
            int slot = rec.at(i);
            if (firstReadBy[slot] == 0 || firstReadBy[slot] > j) {
                firstReadBy[slot] = j;
                dirty = true;
            }
        }
    }

    /**
     * Hands the readers noted so far to the listener (at the end of a run when they changed, and after the first run of
     * this search: it confirms the trail is complete), after the highest conjunct whose look-ahead probes cut so far,
     * {@code cutThrough} (also alone when it rose).
     */
    void flush(int cutThrough) {
        if (!lost && (dirty || cutThrough > reportedCut)) {
            reportedCut = Math.max(reportedCut, cutThrough);
            listener.lookAheadCut(reportedCut);
        }
        if (!lost && dirty) {
            dirty = false;
            listener.conjunctReads(firstReadBy.clone());
        }
        if (!lost && fullReadsDirty) {
            fullReadsDirty = false;
            listener.fullReads(fullReads);
        }
        if (!lost && rejectionsDirty) {
            rejectionsDirty = false;
            listener.conjunctRejections(rejections.clone());
            Arrays.fill(rejections, 0);
        }
    }

    /** @return {@code sum} with {@code more} added slot by slot (either may be null; {@code sum} is grown or reused) */
    static long[] add(long[] sum, long[] more) {
        if (more == null) {
            return sum;
        }
        long[] out = sum == null || sum.length < more.length ? Arrays.copyOf(sum == null ? new long[0] : sum, more.length) : sum;
        for (int i = 0; i < more.length; i++) {
            out[i] += more[i];
        }
        return out;
    }

    /** @return {@code a} and {@code b} merged (per slot the smallest non-zero reader); either may be null */
    static int[] merge(int[] a, int[] b) {
        if (a == null || b == null) {
            return a == null ? b == null ? null : b.clone() : a;
        }
        for (int i = 0; i < a.length; i++) {
            if (b[i] != 0 && (a[i] == 0 || b[i] < a[i])) {
                a[i] = b[i];
            }
        }
        return a;
    }
}
