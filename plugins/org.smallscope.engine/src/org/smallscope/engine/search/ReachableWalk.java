package org.smallscope.engine.search;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.subject.Subject;

import java.util.Arrays;

/**
 * Korat's step after a valid candidate, for one search: every reachable field not read joins the stack, depth first,
 * fields in vector order; objects already walked are marked by generation, so that no array is allocated per candidate.
 */
final class ReachableWalk {

    private final Subject subject;
    private final int[][] valueObject;
    private final int[][] objectSlots;
    private final int[] rootSlots;
    private final int[] walked;
    private int generation;

    ReachableWalk(Subject subject) {
        this.subject = subject;
        this.valueObject = subject.valueObject();
        this.objectSlots = subject.objectSlots();
        this.rootSlots = subject.rootSlots();
        this.walked = new int[subject.objectCount()];
    }

    /** Pushes every field {@code cv} reaches that is not on {@code rec}'s stack. */
    void touch(AccessRecorder rec, int[] cv) {
        if (rec.size() == cv.length) {
            return; // every field is on the stack already: nothing to push, whatever is reachable
        }
        if (++generation == 0) {
            Arrays.fill(walked, 0);
            generation = 1;
        }
        touch(rec, cv, rootSlots, rootSlots.length);
    }

    private void touch(AccessRecorder rec, int[] cv, int[] slots, int count) {
        for (int i = 0; i < count; i++) {
            int s = slots[i];
            rec.push(s);
            int o = valueObject[s][cv[s]];
            if (o >= 0 && walked[o] != generation) {
                walked[o] = generation;
                int[] owned = objectSlots[o];
                // an array: its length, then its elements below the length (the rest are not part of the candidate)
                touch(rec, cv, owned, subject.isArray(o) ? 1 + subject.arrayLength(o, cv) : owned.length);
            }
        }
    }
}
