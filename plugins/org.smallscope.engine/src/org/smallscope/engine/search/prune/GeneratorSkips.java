package org.smallscope.engine.search.prune;

import org.smallscope.engine.generators.Pruner;
import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.subject.Subject;

/** Dedicated generators as a pruning: skips every candidate agreeing on the known fields with one a generator rejects. */
final class GeneratorSkips implements Pruning {

    private final Pruner pruner;

    private GeneratorSkips(Pruner pruner) {
        this.pruner = pruner;
    }

    /** @return the pruning of {@code subject}'s dedicated generators (a checker of this thread's), or null when it has none */
    static GeneratorSkips of(Subject subject) {
        return subject.pruning() == null ? null : new GeneratorSkips(subject.pruning().newPruner());
    }

    @Override
    public boolean rejects(int[] cv, AccessRecorder stack, int changed) {
        return pruner.rejects(cv, stack, changed);
    }

    @Override
    public boolean keepsStack() {
        return false;
    }
}
