package org.smallscope.ui.tests;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

/**
 * What the object graph of a candidate vector must be, computed straight from the engine's view of
 * the bundled example with the same fields and finitization (slots, owners, domains), not from the
 * labels the runner sends: the objects reachable from the root, and one edge per non-null reference.
 *
 * @param nodes {@code this} and the labels of the reachable objects
 * @param edges {@code Node0 -left-> Node1} per non-null reference of a reachable object
 * @param fields {@code Node0.info=3} per primitive field of a reachable object
 */
record ExpectedGraph(Set<String> nodes, Set<String> edges, Set<String> fields) {

    /** @return the engine's subject for bundled example {@code name} (same layout as the demo project's copy) */
    static Subject example(String name, int size) {
        try {
            Class<?> cls = Class.forName("org.smallscope.examples." + name, false, ExpectedGraph.class.getClassLoader());
            return SubjectLoader.load(SubjectRequest.of(cls, new int[] {size}));
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    /** @return the expected graph of {@code cv} */
    static ExpectedGraph of(Subject subject, int[] cv) {
        Set<String> reachable = new LinkedHashSet<>(List.of("this"));
        List<String> work = new ArrayList<>(reachable);
        for (int i = 0; i < work.size(); i++) {
            for (Slot slot : subject.slots()) {
                String target = slot.objectLabel().equals(work.get(i)) ? target(slot, cv) : null;
                if (target != null && reachable.add(target)) {
                    work.add(target);
                }
            }
        }
        Set<String> edges = new LinkedHashSet<>();
        Set<String> fields = new LinkedHashSet<>();
        for (Slot slot : subject.slots()) {
            if (!reachable.contains(slot.objectLabel())) {
                continue;
            }
            String target = target(slot, cv);
            if (target != null) {
                edges.add(slot.objectLabel() + " -" + slot.field().fieldName() + "-> " + target);
            } else if (slot.field().domain().kind() != Domain.Kind.OBJECTS) {
                fields.add(slot.name() + "=" + slot.field().domain().describe(cv[slot.index()]));
            }
        }
        return new ExpectedGraph(reachable, edges, fields);
    }

    private static String target(Slot slot, int[] cv) {
        Domain d = slot.field().domain();
        int o = d.objectIndexAt(cv[slot.index()]);
        return o < 0 ? null : d.objectClass().label(o);
    }
}
