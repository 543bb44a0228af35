package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays out the candidate vector as the engine does: the root's bounded fields first, then for each
 * object set (in creation order) and each of its objects, the bounded fields its class has.
 */
final class Slots {

    private final UnitIndex index;

    Slots(UnitIndex index) {
        this.index = index;
    }

    /** @return slot names ({@code this.root}, {@code Node0.left}, ...) in vector order */
    List<String> of(List<EvaluatedBounds.Bound> fields, List<EvaluatedBounds.ObjectSet> sets) {
        List<String> slots = new ArrayList<>();
        for (EvaluatedBounds.Bound f : fields) {
            if (applies(f, index.rootName())) {
                slots.add("this." + field(f));
            }
        }
        for (EvaluatedBounds.ObjectSet set : sets) {
            for (int i = 0; i < set.count(); i++) {
                for (EvaluatedBounds.Bound f : fields) {
                    if (applies(f, set.simpleName())) {
                        slots.add(set.simpleName() + i + "." + field(f));
                    }
                }
            }
        }
        return slots;
    }

    private boolean applies(EvaluatedBounds.Bound f, String type) {
        String owner = f.qualifiedName().substring(0, f.qualifiedName().lastIndexOf('.'));
        String ownerType = owner.equals("this") ? index.rootName() : owner;
        return ownerType.equals(type) || index.isSubtype(type, ownerType);
    }

    private static String field(EvaluatedBounds.Bound f) {
        return f.qualifiedName().substring(f.qualifiedName().lastIndexOf('.') + 1);
    }
}
