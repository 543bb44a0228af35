package org.smallscope.engine.search;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.subject.Subject;

import java.util.Arrays;

/**
 * Korat's step after a valid candidate, for one search: every reachable field not read joins the stack, depth first,
 * fields in vector order; objects already walked are marked by generation, so that no array is allocated per candidate.
 * <p>
 * Most valid candidates reach what the one walked before reached: a replaying walk keeps the stack the last walk left
 * and, while every field that decides what is reachable still holds the value it had then and every field repOk had
 * read then is on the stack again, pushes the fields that walk pushed and that are missing, in its order (the order a
 * walk from the root would push them in), instead of walking from the root.
 */
final class ReachableWalk {

    private final Subject subject;
    private final int[][] valueObject;
    private final int[][] objectSlots;
    private final int[] rootSlots;
    private final int[] walked;
    private int generation;
    private final boolean replays;
    private final boolean[] decidesReach;
    /** The stack the last walk left, bottom first, and the value of each of its fields then. */
    private final int[] walkStack;
    private final int[] walkValue;
    /** The height of {@link #walkStack}, or -1 when there was no walk; the height before the walk pushed (what repOk read). */
    private int walkHeight = -1;
    private int readHeight;
    private AccessRecorder walkedOn;

    /** @param replays whether a walk may replay the last one (else every walk starts from the root) */
    ReachableWalk(Subject subject, boolean replays) {
        this.subject = subject;
        this.valueObject = subject.valueObject();
        this.objectSlots = subject.objectSlots();
        this.rootSlots = subject.rootSlots();
        this.walked = new int[subject.objectCount()];
        this.replays = replays;
        this.decidesReach = subject.decidesReach();
        int n = replays ? subject.vectorLength() : 0;
        this.walkStack = new int[n];
        this.walkValue = new int[n];
    }

    /** Pushes every field {@code cv} reaches that is not on {@code rec}'s stack. */
    void touch(AccessRecorder rec, int[] cv) {
        if (rec.size() == cv.length) {
            return; // every field is on the stack already: nothing to push, whatever is reachable
        }
        if (replays && walkedOn == rec && replay(rec, cv)) {
            return;
        }
        int before = rec.size();
        if (++generation == 0) {
            Arrays.fill(walked, 0);
            generation = 1;
        }
        touch(rec, cv, rootSlots, rootSlots.length);
        if (replays) {
            remember(rec, cv, before, 0);
        }
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

    /**
     * The fields below the lowest the stack has been since the last walk kept their places and values; above it, the
     * walk's fields are checked one by one.
     *
     * @return false (nothing pushed) when what the candidate reaches may differ from what the last walk's did
     */
    private boolean replay(AccessRecorder rec, int[] cv) {
        int low = Math.min(rec.walkedSince(this), walkHeight);
        for (int d = low; d < walkHeight; d++) {
            int s = walkStack[d];
            if (decidesReach[s] && cv[s] != walkValue[d] || d < readHeight && !rec.holds(s)) {
                return false;
            }
        }
        int before = rec.size();
        for (int d = Math.max(low, readHeight); d < walkHeight; d++) {
            rec.push(walkStack[d]);
        }
        remember(rec, cv, before, low);
        return true;
    }

    /** Keeps the stack from depth {@code from} up (the part below is kept already) and watches it from now on. */
    private void remember(AccessRecorder rec, int[] cv, int before, int from) {
        int height = rec.size();
        for (int d = from; d < height; d++) {
            int s = rec.at(d);
            walkStack[d] = s;
            walkValue[d] = cv[s];
        }
        walkHeight = height;
        readHeight = before;
        walkedOn = rec;
        rec.markWalk(this);
    }
}
