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
}
