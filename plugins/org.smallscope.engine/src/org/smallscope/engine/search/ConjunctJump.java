package org.smallscope.engine.search;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.subject.Subject;

/**
 * Picks the conjunct at which the next candidate's repOk may start: the last one, among those repOk can jump to, that
 * began on the candidate before with only fields the step kept on the stack below it. The conjuncts before it read only
 * those fields, which hold the same values, and passed; run again they would pass, reading nothing new.
 * {@code -Dsmallscope.search.everyConjunct=true} turns it off, to compare.
 */
final class ConjunctJump {

    /** {@code atMost[j]}: the highest conjunct up to {@code j} that repOk can jump to, or 0. */
    private final int[] atMost;

    private ConjunctJump(int[] atMost) {
        this.atMost = atMost;
    }

    /** @return the jumps of {@code subject}'s repOk, or null when it has none (or they are switched off) */
    static ConjunctJump of(Subject subject) {
        if (Boolean.getBoolean("smallscope.search.everyConjunct")) {
            return null;
        }
        int[] atMost = new int[subject.probedConjuncts()];
        boolean any = false;
        for (int j = 1; j < atMost.length; j++) {
            atMost[j] = subject.canSkipTo(j) ? j : atMost[j - 1];
            any |= atMost[j] > 0;
        }
        return any ? new ConjunctJump(atMost) : null;
    }

    /**
     * @return the conjunct the candidate that the last step made may start at (0: all of repOk), from what {@code rec}
     *         holds: the last candidate's conjunct heights and the stack the step kept
     */
    int after(AccessRecorder rec) {
        int j = Math.min(rec.conjunctsBegun(), atMost.length) - 1;
        int kept = rec.size();
        while (j > 0 && rec.heightAt(j) > kept) {
            j--;
        }
        return j > 0 ? atMost[j] : 0;
    }
}
