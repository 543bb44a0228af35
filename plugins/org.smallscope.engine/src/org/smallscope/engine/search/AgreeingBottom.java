package org.smallscope.engine.search;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.subject.CandidateHeap;

/**
 * How much of the stack its heap's last candidate left a plain range may start with: the bottom as far as the range's
 * first candidate agrees with it. repOk reads the same values in the same order on that candidate until it first reads a
 * field that differs, so a fresh run would push those fields again, first and in that order; kept, their reads are not
 * reported again (Korat's own step keeps the stack's bottom the same way). With the conjunct trail, the first candidate's
 * conjunct heights are exact only above the kept bottom, and its stretches are measured against the topmost field it sets
 * (see {@link ConjunctTrail}): when that field would lie in the kept bottom, the bottom is cut below it, so it is read again.
 */
final class AgreeingBottom {

    private AgreeingBottom() {
    }

    /**
     * @param heap the heap whose objects hold the last candidate, with {@code rec} its stack
     * @param from the range's first candidate
     * @param exactTrail whether the conjunct trail is recorded
     * @return the number of fields at the bottom of {@code rec} the range may keep
     */
    static int height(CandidateHeap heap, AccessRecorder rec, int[] from, boolean exactTrail) {
        int kept = 0;
        for (int n = rec.size(); kept < n && heap.valueAt(rec.at(kept)) == from[rec.at(kept)]; kept++) {
            // the agreeing bottom
        }
        if (exactTrail && kept > 0) {
            int topSet = ConjunctTrail.highestNonzero(from, rec, kept);
            if (topSet >= 0 && topSet != Integer.MAX_VALUE) {
                return topSet; // every field it sets lies in the kept bottom
            }
        }
        return kept;
    }

    /**
     * A range with a subtree prefix starts with exactly the prefix on the stack; those of its slots already at the bottom
     * of {@code rec} with the values of {@code from} may stay there instead of being popped and pushed again, which changes
     * nothing the search sees but keeps their fields' read checks disarmed (so the JIT sees the same code paths in a run
     * of many subtrees as in one long range, whose bottom fields are never re-armed).
     *
     * @return the number of slots at the bottom of {@code rec} that are the prefix's first ones and agree with {@code from}
     */
    static int ofPrefix(CandidateHeap heap, AccessRecorder rec, int[] from, int[] prefix) {
        int n = Math.min(rec.size(), prefix.length);
        int kept = 0;
        while (kept < n && rec.at(kept) == prefix[kept] && heap.valueAt(prefix[kept]) == from[prefix[kept]]) {
            kept++;
        }
        return kept;
    }
}
