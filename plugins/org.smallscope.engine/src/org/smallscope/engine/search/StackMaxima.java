package org.smallscope.engine.search;

import java.util.Arrays;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.subject.Subject;

/**
 * The highest object index of each class among the fields on Korat's stack, kept per stack depth: isomorphism breaking
 * asks it at every backtracking step, and the entries below the lowest point the stack reached since the last question
 * are the same, so each field is looked at once while it stays on the stack instead of at every step.
 */
final class StackMaxima {

    private final int[][] isoClass;
    private final int[][] isoIndex;
    /** {@code highest[c][d]}: the highest index of class {@code c} among the first {@code d} fields of the stack, or -1. */
    private final int[][] highest;
    private int depth;

    StackMaxima(Subject subject) {
        this.isoClass = subject.isoClass();
        this.isoIndex = subject.isoIndex();
        this.highest = new int[subject.isoClassCount()][subject.vectorLength() + 1];
        for (int[] h : highest) {
            Arrays.fill(h, -1);
        }
    }

    /** Forgets what it knew of the stack (a new run: another search may have used the heap's stack meanwhile). */
    void reset() {
        depth = 0;
    }

    /** @return the highest index of class {@code cls} among the objects the fields on {@code rec}'s stack hold in {@code cv}, or -1 */
    int highest(AccessRecorder rec, int[] cv, int cls) {
        int n = rec.size();
        int[][] h = highest;
        for (int d = Math.min(depth, rec.keptSince()); d < n; d++) {
            int g = rec.at(d);
            int w = cv[g];
            for (int[] ofClass : h) {
                ofClass[d + 1] = ofClass[d];
            }
            int c = isoClass[g][w];
            if (c >= 0 && isoIndex[g][w] > h[c][d + 1]) {
                h[c][d + 1] = isoIndex[g][w];
            }
        }
        depth = n;
        rec.markKept();
        return h[cls][n];
    }
}
