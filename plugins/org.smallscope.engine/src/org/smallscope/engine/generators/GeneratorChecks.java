package org.smallscope.engine.generators;

import java.util.ArrayList;
import java.util.List;

/**
 * A subject's dedicated generators, grounded and indexed by the slot whose change may violate them. Immutable and
 * shared between threads; each search thread checks candidates with its own {@link #newPruner()}.
 */
public final class GeneratorChecks {

    private final Check[][] bySlot;
    private final int objects;

    /**
     * @param slots the length of the candidate vector
     * @param objects the number of objects (not counting the root)
     * @param checks the grounded generators
     */
    public GeneratorChecks(int slots, int objects, List<Check> checks) {
        this.objects = objects;
        List<List<Check>> index = new ArrayList<>();
        for (int s = 0; s < slots; s++) {
            index.add(new ArrayList<>());
        }
        for (Check c : checks) {
            for (int s : c.slots()) {
                index.get(s).add(c);
            }
        }
        bySlot = new Check[slots][];
        for (int s = 0; s < slots; s++) {
            bySlot[s] = index.get(s).isEmpty() ? null : index.get(s).toArray(new Check[0]);
        }
    }

    /** @return a checker for one thread */
    public Pruner newPruner() {
        return new Pruner(bySlot, objects);
    }
}
