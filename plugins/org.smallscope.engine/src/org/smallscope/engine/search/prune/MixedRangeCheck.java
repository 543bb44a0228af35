package org.smallscope.engine.search.prune;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;

/**
 * Checks that a mixed range keeps what iGen relies on (no base field is read after a new one, and the first change of a
 * base field lands exactly on the range's end) and says what broke it, for a search that then starts over.
 */
final class MixedRangeCheck implements Pruning {

    private final Subject subject;
    private boolean[] newSlots;
    /** The stack entries below this were checked already. */
    private int checkedTo;
    /** Where the first new field sits on the stack, or -1. */
    private int firstNewAt;
    private String violation;

    MixedRangeCheck(Subject subject) {
        this.subject = subject;
    }

    /** A range begins: its new fields are {@code range.newSlots()}. */
    @Override
    public void rangeBegins(RangeStart range) {
        this.newSlots = range.newSlots();
        violation = null;
        checkedTo = 0;
        firstNewAt = -1;
    }

    /** A backtracking step left {@code height} entries on the stack; a change of a base field must give the range's end. */
    @Override
    public void stepped(int height, int changed, int[] cv, int[] to) {
        checkedTo = Math.min(checkedTo, height);
        if (!newSlots[changed] && !(to != null && java.util.Arrays.equals(cv, to))) {
            violation = "changing base field " + subject.slots().get(changed).name() + " gives " + Structures.formatVector(cv)
                    + ", not the range's end " + (to == null ? "(the end of the space)" : Structures.formatVector(to));
        }
    }

    /**
     * @return whether a base field comes after a new field on the stack; only the entries pushed since the last
     *         backtracking step are checked, the ones below were checked before
     */
    @Override
    public boolean breaksRange(AccessRecorder rec, int[] cv) {
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
                return true;
            }
        }
        checkedTo = n;
        return false;
    }

    @Override
    public SmallscopeException failure() {
        return violation == null ? null : EngineError.RANGE_ORDER_BROKEN.exception(subject.className(), violation);
    }
}
