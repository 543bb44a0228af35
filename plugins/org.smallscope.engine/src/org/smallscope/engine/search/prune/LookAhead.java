package org.smallscope.engine.search.prune;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.runtime.StopRequest;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;

/**
 * Conjunct look-ahead: when repOk rejects a candidate at conjunct {@code j}, runs each later conjunct {@code k} that repOk
 * can jump to and whose own code leaves nothing behind ({@link Subject#canProbe}: a conjunct writing a scratch field could
 * change what a later run of repOk answers) on its own on the same candidate, noting the fields it reads; one that returns
 * false, normally, having read only fields on Korat's stack at depth {@code d} or below, rejects every candidate agreeing
 * with this one on those fields (repOk is deterministic, and from conjunct {@code k} on it runs as if the conjuncts before
 * had passed), so the next step changes a field at depth {@code d} or below. It skips only invalid candidates and leaves
 * Korat's order and isomorphism breaking alone, so the valid candidates and their order stay Korat's; only fewer candidates
 * are explored. A probe that throws, reads a field off the stack, makes more than its budget of reads (a loop over a
 * cyclic heap) or sees its conjunct pass tells nothing; a conjunct whose probes after rejections by another seldom cut is
 * probed less ({@link #worthIt}), so the explored count of a search depends a little on how it was split among threads.
 * {@link #cutThrough} tells which conjuncts' probes cut, so that the search's conjunct trail serves every weakening
 * keeping them.
 * Off with {@code -D}{@value #EXACT}{@code =true} (the CLI's
 * {@code --korat-exact}), or per search with {@code SearchBuilder.koratExact}.
 */
public final class LookAhead implements Pruning {

    /** The switch that keeps Korat's explored counts: no look-ahead. */
    public static final String EXACT = "smallscope.search.koratExact";

    private final CandidateHeap heap;
    private final AccessRecorder rec;
    /** The conjuncts (0-based) a probe may run, ascending. */
    private final int[] probed;
    private final int conjuncts;
    private final int budget;
    private int floor;
    private int[] to;
    private long cuts;
    /** The highest conjunct (1-based) whose probe cut the search short so far, or 0. */
    private int cutThrough;
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
    /** Per conjunct, the rejections by it still to pass up without probing (none of the conjuncts after it was worth it). */
    private final int[] quiet;

    private LookAhead(CandidateHeap heap, int[] probed, int conjuncts) {
        this.heap = heap;
        this.rec = heap.recorder();
        this.probed = probed;
        this.conjuncts = conjuncts;
        this.budget = 8 * heap.subject().vectorLength() + 64;
        this.tried = new long[conjuncts][conjuncts];
        this.helped = new long[conjuncts][conjuncts];
        int n = heap.subject().vectorLength();
        this.memoDepth = new int[conjuncts];
        java.util.Arrays.fill(memoDepth, -2);
        this.memoSlots = new int[conjuncts][n];
        this.memoValues = new int[conjuncts][n];
        this.memoOff = new int[conjuncts];
        this.quiet = new int[conjuncts];
    }

    /** @return whether searches look ahead unless told otherwise (the default: {@value #EXACT} is not set) */
    public static boolean onByDefault() {
        return !Boolean.getBoolean(EXACT);
    }

    /** @return the look-ahead of a search of {@code heap}'s subject, or null when no conjunct can be probed */
    static LookAhead of(CandidateHeap heap) {
        int[] probed = probedConjuncts(heap.subject());
        return probed.length == 0 || heap.holdsCollections() ? null : new LookAhead(heap, probed, heap.subject().probedConjuncts());
    }

    private static int[] probedConjuncts(Subject subject) {
        if (!subject.monitored() || Boolean.getBoolean("smallscope.search.everyConjunct")) {
            return new int[0];
        }
        return java.util.stream.IntStream.range(1, subject.probedConjuncts()).filter(subject::canProbe).toArray();
    }

    /**
     * @return the number of leading conjuncts a later, weakened predicate must share with {@code subject}'s for the
     *         conjunct trail of a search that may have looked ahead to serve it when it is not known which probes cut
     *         (every conjunct a probe may run among them), or 0 when no conjunct can be probed
     */
    public static int servedPrefix(Subject subject) {
        int[] probed = probedConjuncts(subject);
        return probed.length == 0 ? 0 : probed[probed.length - 1] + 1;
    }

    @Override
    public void rangeBegins(RangeStart range) {
        floor = range.floor();
        to = range.to();
    }

    @Override
    public int stepLimit(AccessRecorder stack, boolean valid) {
        int begun = stack.conjunctsBegun();
        if (valid || begun < 1 || begun >= conjuncts) {
            return Integer.MAX_VALUE;
        }
        int j = begun - 1;
        if (quiet[j] > 0) {
            quiet[j]--; // no conjunct after j is worth probing now: the next rejections by j cost one decrement
            return Integer.MAX_VALUE;
        }
        int top = stack.size() - 1;
        int best = top;
        int cutBy = -1;
        boolean asked = false;
        boolean worth = false;
        for (int k : probed) {
            if (k < begun || best < floor) {
                continue;
            }
            asked = true;
            if (!worthIt(j, k)) {
                continue;
            }
            worth = true;
            if (!knownNotToCut(k, stack)) {
                int d = probe(k, stack);
                if (d == STOPPED) {
                    break;
                }
                tried[j][k]++;
                if (d < best) {
                    best = d;
                    cutBy = k;
                    helped[j][k]++;
                }
            }
        }
        if (asked && !worth) {
            quiet[j] = 1023;
        }
        best = Math.max(best, floor - 1);
        if (to != null) {
            best = pastEnd(stack, best, top);
        }
        if (best >= top) {
            return Integer.MAX_VALUE;
        }
        cuts++;
        cutThrough = Math.max(cutThrough, cutBy + 1); // every candidate skipped fails conjunct cutBy (or one before)
        return best;
    }

    private static final int STOPPED = Integer.MIN_VALUE;

    /**
     * @return whether to probe conjunct {@code k} after a rejection by {@code j}: always for the first 64 such candidates,
     *         then while at least one probe in 32 cut the search short, else on every 1,024th candidate only (a conjunct
     *         that runs out of reads on the cyclic heaps an earlier one rejects would cost more than it saves). Skipping a
     *         probe skips nothing: the search only explores more.
     */
    private boolean worthIt(int j, int k) {
        long n = tried[j][k];
        if (n < 64 || helped[j][k] * 32 >= n) {
            return true;
        }
        tried[j][k] = n + 1; // a probe passed up counts too, so that one in 1,024 still runs
        return (n & 1023) == 0;
    }

    /**
     * @return the deepest stack position conjunct {@code k}, run alone on the candidate, read before it returned false (-1:
     *         none), {@link Integer#MAX_VALUE} when it tells nothing, or {@link #STOPPED} when the search was asked to stop
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
            return Integer.MAX_VALUE;
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

    /** @return how many times a probe cut the search short so far */
    public long cuts() {
        return cuts;
    }

    /**
     * @return the highest conjunct (1-based) whose probe cut the search short so far, 0 when none did: the candidates
     *         skipped each fail one of the first that many conjuncts, so the conjunct trail still serves every predicate
     *         that keeps them
     */
    public int cutThrough() {
        return cutThrough;
    }
}
