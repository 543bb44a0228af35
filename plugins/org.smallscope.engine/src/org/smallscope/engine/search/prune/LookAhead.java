package org.smallscope.engine.search.prune;

import org.smallscope.engine.runtime.AccessRecorder;
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

    private final ConjunctProbe probes;
    /** The conjuncts (0-based) a probe may run, ascending. */
    private final int[] probed;
    private final int conjuncts;
    private long cuts;
    /** The highest conjunct (1-based) whose probe cut the search short so far, or 0. */
    private int cutThrough;
    /** Per conjunct, the rejections by it still to pass up without probing (none of the conjuncts after it was worth it). */
    private final int[] quiet;

    private LookAhead(CandidateHeap heap, int[] probed) {
        this.probes = new ConjunctProbe(heap);
        this.probed = probed;
        this.conjuncts = probes.conjuncts();
        this.quiet = new int[conjuncts];
    }

    /** @return whether searches look ahead unless told otherwise (the default: {@value #EXACT} is not set) */
    public static boolean onByDefault() {
        return !Boolean.getBoolean(EXACT);
    }

    /** @return the look-ahead of a search of {@code heap}'s subject, or null when no conjunct can be probed */
    static LookAhead of(CandidateHeap heap) {
        int[] probed = ConjunctProbe.probeable(heap);
        return probed.length == 0 ? null : new LookAhead(heap, probed);
    }

    /**
     * @return the number of leading conjuncts a later, weakened predicate must share with {@code subject}'s for the
     *         conjunct trail of a search that may have looked ahead to serve it when it is not known which probes cut
     *         (every conjunct a probe may run among them), or 0 when no conjunct can be probed
     */
    public static int servedPrefix(Subject subject) {
        int[] probed = ConjunctProbe.probeable(subject);
        return probed.length == 0 ? 0 : probed[probed.length - 1] + 1;
    }

    @Override
    public void rangeBegins(RangeStart range) {
        probes.rangeBegins(range);
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
            if (k < begun || best < probes.floor()) {
                continue;
            }
            asked = true;
            if (!probes.worthIt(j, k)) {
                continue;
            }
            worth = true;
            int d = probes.cutDepth(j, k, stack, best);
            if (d == ConjunctProbe.STOPPED) {
                break;
            }
            if (d != ConjunctProbe.NOTHING) {
                best = d;
                cutBy = k;
            }
        }
        if (asked && !worth) {
            quiet[j] = 1023;
        }
        best = probes.bounded(stack, best, top);
        if (best >= top) {
            return Integer.MAX_VALUE;
        }
        cuts++;
        cutThrough = Math.max(cutThrough, cutBy + 1); // every candidate skipped fails conjunct cutBy (or one before)
        return best;
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
    @Override
    public int cutThrough() {
        return cutThrough;
    }
}
