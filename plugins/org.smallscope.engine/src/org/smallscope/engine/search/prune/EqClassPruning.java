package org.smallscope.engine.search.prune;

import org.smallscope.engine.runtime.AccessRecorder;

/**
 * Korat+ as a pruning: classifies each valid candidate into its black-box equivalence class ({@link EqClasses}) and, when
 * Korat's next step would change no field eqClass read, skips to the next change of the topmost such field on the stack.
 */
final class EqClassPruning implements Pruning {

    private final EqClasses classes;

    EqClassPruning(EqClasses classes) {
        this.classes = classes;
    }

    @Override
    public void rangeBegins(RangeStart range) {
        if (range.floor() > 0 || range.to() != null || range.newSlots() != null) {
            throw new IllegalStateException("equivalence-class pruning searches the whole space: no range, subtree or floor");
        }
    }

    @Override
    public void validFound(int[] cv) {
        classes.classify(cv);
    }

    @Override
    public int stepLimit(AccessRecorder rec, boolean valid) {
        return valid ? classes.topRead(rec) : Integer.MAX_VALUE;
    }

    @Override
    public boolean keepsStack() {
        return false;
    }
}
