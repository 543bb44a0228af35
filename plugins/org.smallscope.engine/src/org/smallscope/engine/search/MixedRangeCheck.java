package org.smallscope.engine.search;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;

/**
 * Checks that a mixed range keeps what iGen relies on (no base field is read after a new one, and the first change of a
 * base field lands exactly on the range's end) and says what broke it, for a search that then starts over.
 */
final class MixedRangeCheck {

    private final Subject subject;
    private boolean[] newSlots;
    /** The stack entries below this were checked already. */
    private int checkedTo;
    /** Where the first new field sits on the stack, or -1. */
    private int firstNewAt;
    private String violation;
    private boolean[] scanned;
    private boolean noNewSlots;

    MixedRangeCheck(Subject subject) {
        this.subject = subject;
    }

    /** A range begins: {@code newSlots} are its new fields, or null for a range that is not mixed. */
    void begin(boolean[] newSlots) {
        this.newSlots = newSlots;
        violation = null;
        checkedTo = 0;
        firstNewAt = -1;
    }

    /** @return whether the range is mixed and none of its fields is new (the last answer is kept per array) */
    boolean noNewSlots() {
        if (newSlots == null) {
            return false;
        }
        if (newSlots != scanned) {
            scanned = newSlots;
            noNewSlots = true;
            for (boolean fresh : newSlots) {
                noNewSlots &= !fresh;
            }
        }
        return noNewSlots;
    }

    /** A backtracking step left {@code height} entries on the stack. */
    void stepped(int height) {
        checkedTo = Math.min(checkedTo, height);
    }

    /**
     * @return whether no base field comes after a new field on the stack; only the entries pushed since the last
     *         backtracking step are checked, the ones below were checked before
     */
    boolean baseFieldsFirst(AccessRecorder rec, int[] cv) {
        int n = rec.size();
        if (firstNewAt >= Math.min(checkedTo, n)) {
            firstNewAt = -1; // the first new field was popped
        }
        for (int i = Math.min(checkedTo, n); i < n; i++) {
            int slot = rec.at(i);
            if (newSlots[slot]) {
                if (firstNewAt < 0) {
                    firstNewAt = i;
                }
            } else if (firstNewAt >= 0) {
                violation = "base field " + subject.slots().get(slot).name() + " is read after new field "
                        + subject.slots().get(rec.at(firstNewAt)).name() + " on candidate " + Structures.formatVector(cv);
                return false;
            }
        }
        checkedTo = n;
        return true;
    }

    /** @return whether changing base field {@code changed} gave the range's end {@code to} (null: the end of the space); else says not */
    boolean landsOnEnd(int changed, int[] cv, int[] to) {
        if (to != null && java.util.Arrays.equals(cv, to)) {
            return true;
        }
        violation = "changing base field " + subject.slots().get(changed).name() + " gives " + Structures.formatVector(cv)
                + ", not the range's end " + (to == null ? "(the end of the space)" : Structures.formatVector(to));
        return false;
    }

    /** @return what broke the range's promise, or null */
    String violation() {
        return violation;
    }
}
