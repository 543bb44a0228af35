package org.smallscope.engine.search.prune;

import java.util.Arrays;
import java.util.stream.IntStream;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.runtime.StopRequest;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;

/**
 * Runs one conjunct of repOk alone on a candidate that repOk rejected (a probe, for the prunings that probe, as
 * {@link LookAhead}), notes how deep on Korat's stack it read before it returned false, keeps per conjunct the last probe
 * that did not cut, and says when probing a conjunct is still worth it. One instance per pruning and search.
 */
final class ConjunctProbe {

    /** What {@link #cutDepth} returns when the search was asked to stop. */
    static final int STOPPED = Integer.MIN_VALUE;
    /** What {@link #cutDepth} returns when the probe tells nothing (or was not run). */
    static final int NOTHING = Integer.MAX_VALUE;

    private final CandidateHeap heap;
    private final AccessRecorder rec;
    private final int conjuncts;
    private final int budget;
    private int floor;
    private int[] to;
    /** {@code tried[j][k]}, {@code helped[j][k]}: probes of conjunct {@code k} after a rejection by {@code j}, and those that cut. */
    private final long[][] tried;
    private final long[][] helped;
    /**
     * Per conjunct, the last probe that did not cut: it read the stack's fields up to {@code memoDepth[k]} (-2: no memo),
     * {@code memoSlots[k]} holding {@code memoValues[k]}, and then ended the same way on any candidate holding them
     * (repOk is deterministic), unless it ended by reading field {@code memoOff[k]} off the stack, which must still be off.
     */
    private final int[] memoDepth;
    private final int[][] memoSlots;
    private final int[][] memoValues;
    private final int[] memoOff;

    ConjunctProbe(CandidateHeap heap) {
        this.heap = heap;
        this.rec = heap.recorder();
        this.conjuncts = heap.subject().probedConjuncts();
        this.budget = 8 * heap.subject().vectorLength() + 64;
        this.tried = new long[conjuncts][conjuncts];
        this.helped = new long[conjuncts][conjuncts];
        int n = heap.subject().vectorLength();
        this.memoDepth = new int[conjuncts];
        Arrays.fill(memoDepth, -2);
        this.memoSlots = new int[conjuncts][n];
        this.memoValues = new int[conjuncts][n];
        this.memoOff = new int[conjuncts];
    }

    /**
     * @return the conjuncts (0-based, ascending) a probe of {@code heap}'s subject may run: those after the first that repOk
     *         can jump to and whose own code leaves nothing behind ({@link Subject#canProbe}); none for a heap holding
     *         collections, an unmonitored subject, or with {@code -Dsmallscope.search.everyConjunct=true}
     */
    static int[] probeable(CandidateHeap heap) {
        return heap.holdsCollections() ? new int[0] : probeable(heap.subject());
    }

    static int[] probeable(Subject subject) {
        if (!subject.monitored() || Boolean.getBoolean("smallscope.search.everyConjunct")) {
            return new int[0];
        }
        return IntStream.range(1, subject.probedConjuncts()).filter(subject::canProbe).toArray();
    }

    /** @return the number of conjuncts of repOk a probe knows of */
    int conjuncts() {
        return conjuncts;
    }

    /** A range begins: its floor (no step below it) and its end (null: none). */
    void rangeBegins(RangeStart range) {
        floor = range.floor();
        to = range.to();
    }

    /** @return the range's floor: the lowest depth a step may change */
    int floor() {
        return floor;
    }

    /**
     * @return whether to probe conjunct {@code k} after a rejection by {@code j}: always for the first 64 such candidates,
     *         then while at least one probe in 32 cut the search short, else on every 1,024th candidate only (a conjunct
     *         that runs out of reads on the cyclic heaps an earlier one rejects would cost more than it saves). Skipping a
     *         probe skips nothing: the search only explores more.
     */
    boolean worthIt(int j, int k) {
        long n = tried[j][k];
        if (n < 64 || helped[j][k] * 32 >= n) {
            return true;
        }
        tried[j][k] = n + 1; // a probe passed up counts too, so that one in 1,024 still runs
        return (n & 1023) == 0;
    }

    /**
     * Probes conjunct {@code k} after a rejection by {@code j} (unless its last probe is known to end the same way), counting
     * it for {@link #worthIt}.
     *
     * @param best the depth the caller would step at already: a probe cuts only below it
     * @return the deepest stack position the probe read before conjunct {@code k} returned false when that is below
     *         {@code best}, else {@link #NOTHING}; {@link #STOPPED} when the search was asked to stop
     */
    int cutDepth(int j, int k, AccessRecorder stack, int best) {
        if (knownNotToCut(k, stack)) {
            tried[j][k]++; // a probe that would end as its last one did counts as one that did not cut
            return NOTHING;
        }
        int d = probe(k, stack);
        if (d == STOPPED) {
            return STOPPED;
        }
        tried[j][k]++;
        if (d < best) {
            helped[j][k]++;
            return d;
        }
        return NOTHING;
    }

    /**
     * @return {@code best} raised to the range's floor and, in a range with an end, to the lowest depth whose skip stops
     *         before that end; {@code top} when no skip is left
     */
    int bounded(AccessRecorder stack, int best, int top) {
        best = Math.max(best, floor - 1);
        return to == null ? best : pastEnd(stack, best, top);
    }

    /**
     * @return the deepest stack position conjunct {@code k}, run alone on the candidate, read before it returned false (-1:
     *         none), {@link #NOTHING} when it tells nothing, or {@link #STOPPED} when the search was asked to stop
     */
    private int probe(int k, AccessRecorder stack) {
        boolean ok = true;
        boolean stopped = false;
        rec.beginProbe(budget, k + 1 < conjuncts ? k + 1 : -1);
        try {
            ok = heap.repOkFrom(k);
        } catch (StopRequest stop) {
            stopped = true; // the search's own next run of repOk meets the request again
        } catch (Throwable t) {
            ok = true; // an exception, a breach of repOk's contract, a stack overflow or the probe's end: unknown
        }
        int deepest = rec.endProbe();
        if (stopped) {
            memoDepth[k] = -2;
            return STOPPED;
        }
        if (ok || rec.probeEndedEarly()) {
            remember(k, stack, deepest, rec.probeOffStack());
            return NOTHING;
        }
        memoDepth[k] = -2;
        return deepest;
    }

    /** Notes that conjunct {@code k}'s probe did not cut, having read the stack's fields up to {@code deepest}. */
    private void remember(int k, AccessRecorder stack, int deepest, int off) {
        for (int i = 0; i <= deepest; i++) {
            int slot = stack.at(i);
            memoSlots[k][i] = slot;
            memoValues[k][i] = heap.valueAt(slot);
        }
        memoDepth[k] = deepest;
        memoOff[k] = off;
    }

    /**
     * @return whether conjunct {@code k}'s probe would end as its last one did, without a cut: the candidate holds the
     *         fields that probe read, at the same stack positions (and the field off the stack it ended on is off still)
     */
    private boolean knownNotToCut(int k, AccessRecorder stack) {
        int depth = memoDepth[k];
        if (depth < -1 || stack.size() <= depth || memoOff[k] >= 0 && stack.holds(memoOff[k])) {
            return false;
        }
        int[] slots = memoSlots[k];
        int[] values = memoValues[k];
        for (int i = 0; i <= depth; i++) {
            int slot = stack.at(i);
            if (slot != slots[i] || heap.valueAt(slot) != values[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * @return the lowest depth at or above {@code best} whose skip stops before the range's end: the end must not agree
     *         with the candidate on the stack up to it (else it lies among the skipped candidates); {@code top} when there
     *         is none
     */
    private int pastEnd(AccessRecorder stack, int best, int top) {
        for (int i = 0; i <= top; i++) {
            int slot = stack.at(i);
            if (to[slot] != heap.valueAt(slot)) {
                return Math.max(best, i);
            }
        }
        return top;
    }
}
