package org.smallscope.engine.search.prune;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.subject.CandidateHeap;

/**
 * The rejecting conjunct alone: when repOk rejects a candidate at conjunct {@code j} (not the first), runs conjunct
 * {@code j} alone on it ({@link ConjunctProbe}); if it returns false having read only fields on Korat's stack at depth
 * {@code d} or below, every candidate agreeing on those fields fails it too, so the next step changes a field at depth
 * {@code d} or below. Korat would change the top of the stack, which may be a field only an earlier conjunct read: a
 * {@code size} check after a walk, say, that the last links of the walk cannot repair. Same valid candidates in the same
 * order, fewer explored; not in {@code --korat-exact} searches.
 */
final class RejectingConjunctProbe implements Pruning {

    private final ConjunctProbe probes;
    /** Whether a probe may run conjunct {@code j} ({@link ConjunctProbe#probeable}). */
    private final boolean[] probeable;
    private int cutThrough;
    /** Per conjunct, the rejections by it still to pass up without asking {@link ConjunctProbe#worthIt} (as {@link LookAhead}'s). */
    private final int[] quiet;

    private RejectingConjunctProbe(CandidateHeap heap, int[] probed) {
        this.probes = new ConjunctProbe(heap);
        this.probeable = new boolean[probes.conjuncts()];
        this.quiet = new int[probes.conjuncts()];
        for (int j : probed) {
            probeable[j] = true;
        }
    }

    /** @return the pruning for a search of {@code heap}'s subject, or null when no conjunct can be probed */
    static RejectingConjunctProbe of(CandidateHeap heap) {
        int[] probed = ConjunctProbe.probeable(heap);
        return probed.length == 0 ? null : new RejectingConjunctProbe(heap, probed);
    }

    @Override
    public void rangeBegins(RangeStart range) {
        probes.rangeBegins(range);
    }

    @Override
    public int stepLimit(AccessRecorder stack, boolean valid) {
        int j = stack.conjunctsBegun() - 1;
        if (valid || j < 1 || j >= probeable.length || !probeable[j]) {
            return Integer.MAX_VALUE;
        }
        if (quiet[j] > 0) {
            quiet[j]--; // probing j is not worth it now: the next rejections by j cost one decrement
            return Integer.MAX_VALUE;
        }
        if (!probes.worthIt(j, j)) {
            quiet[j] = 1023;
            return Integer.MAX_VALUE;
        }
        int top = stack.size() - 1;
        if (top < probes.floor()) {
            return Integer.MAX_VALUE;
        }
        int d = probes.cutDepth(j, j, stack, top);
        if (d == ConjunctProbe.STOPPED || d == ConjunctProbe.NOTHING) {
            return Integer.MAX_VALUE;
        }
        int best = probes.bounded(stack, d, top);
        if (best >= top) {
            return Integer.MAX_VALUE;
        }
        cutThrough = Math.max(cutThrough, j + 1); // every candidate skipped fails conjunct j
        return best;
    }

    @Override
    public int cutThrough() {
        return cutThrough;
    }
}
