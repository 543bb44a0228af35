package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.smallscope.engine.EngineError;

/**
 * Lays out the candidate vector as the engine does ({@code SubjectLoader.Layout}): the root's bounded fields first (set
 * order), then each class domain in creation order, each of its objects, the bounded fields its class has; an array
 * pool's arrays contribute {@code length} and elements {@code 0..maxLength-1}. Each array-typed field of each object
 * owns the next array of its pool; a pool with too few arrays, and a slot with an empty domain, fail the run.
 */
final class Slots {

    private final UnitIndex index;
    private final Domains.Failures failures;
    private final Map<ClassDom, Integer> arraysHandedOut = new HashMap<>();
    private final Set<Object> reported = new HashSet<>();

    Slots(UnitIndex index, Domains.Failures failures) {
        this.index = index;
        this.failures = failures;
    }

    /** @return slot names ({@code this.root}, {@code Node0.left}, {@code int[]0.length}, {@code int[]0.2}) in vector order */
    List<String> of(List<SetBinding> bindings, List<ClassDom> classDomains) {
        List<String> slots = new ArrayList<>();
        for (SetBinding b : bindings) {
            if (applies(b, index.rootName())) {
                add(slots, b, "this");
            }
        }
        for (ClassDom cd : classDomains) {
            for (int i = 0; i < cd.count(); i++) {
                String label = cd.simpleName() + i;
                if (cd.isArray()) {
                    slots.add(label + ".length");
                    for (int e = 0; e < cd.array().maxLength(); e++) {
                        slots.add(label + "." + e);
                    }
                } else {
                    for (SetBinding b : bindings) {
                        if (applies(b, cd.simpleName())) {
                            add(slots, b, label);
                        }
                    }
                }
            }
        }
        return slots;
    }

    private void add(List<String> slots, SetBinding b, String label) {
        slots.add(label + "." + b.field());
        if (b.domain().size() == 0 && reported.add(b)) {
            failures.fail(b.start(), b.length(), EngineError.BAD_FINITIZATION.format(ownerName(b), "field " + b.ownerType() + "." + b.field()
                    + " of " + label + " has an empty domain"));
        }
        if (b.domain() instanceof SourceDomain.Arrays arrays) {
            ClassDom pool = arrays.pool();
            int k = arraysHandedOut.merge(pool, 1, Integer::sum) - 1;
            if (k >= pool.count() && reported.add(pool)) {
                failures.fail(pool.start(), pool.length(), EngineError.BAD_FINITIZATION.format(index.binaryName(index.rootName()), "field "
                        + b.ownerType() + "." + b.field() + " of " + label + " (set" + index.at(b.line()) + ") needs array number " + (k + 1) + " of the array set of "
                        + pool.simpleName() + ", which holds " + pool.count()
                        + "; each array-typed field of each object owns one array: raise the count of createArraySet"));
            }
        }
    }

    private String ownerName(SetBinding b) {
        String binary = index.binaryName(b.ownerType());
        return binary == null ? b.ownerType() : binary;
    }

    /** @return whether objects of {@code type} have the field: it is bound on that class or a supertype of it */
    boolean applies(SetBinding b, String type) {
        return b.ownerType().equals(type) || index.implementsOrExtends(type, b.ownerType());
    }
}
