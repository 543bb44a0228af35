package org.smallscope.ui.tests;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.ObjectClass;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.examples.Examples;

/**
 * What the object graph of a candidate vector must be, computed straight from the engine's view of
 * the bundled example with the same fields and finitization (slots, owners, per-value domains), not from the
 * labels the runner sends: the objects reachable from the root (an array owns its length and the elements
 * below it only), one edge per non-null reference, each object's class and each array's elements.
 *
 * @param nodes {@code this} and the labels of the reachable objects
 * @param edges {@code Node0 -left-> Node1}, {@code Entry[]0 -2-> Entry1} per non-null reference of a reachable object
 * @param fields {@code Node0.info=3}, {@code int[]0.length=3} per primitive field of a reachable object
 * @param classes the simple class name of each reachable object other than the root ({@code Const}, {@code int[]})
 * @param arrays per reachable array, its elements' labels below its length ({@code 5}, {@code null}, {@code Entry1})
 */
record ExpectedGraph(Set<String> nodes, Set<String> edges, Set<String> fields, Map<String, String> classes, Map<String, List<String>> arrays) {

    /** @return the bundled example called {@code name} ({@code BST}, {@code HeapArray}), loaded from the examples bundle */
    static Class<?> exampleClass(String name) {
        String className = Examples.className(name).orElse("org.smallscope.examples." + name);
        try {
            return Class.forName(className, false, ExpectedGraph.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    /** @return the engine's subject for bundled example {@code name} (same layout as the test project's copy), every finitization argument {@code size} */
    static Subject example(String name, int size) {
        Class<?> cls = exampleClass(name);
        int[] args = new int[finitizationArity(cls)];
        Arrays.fill(args, size);
        return SubjectLoader.load(SubjectRequest.of(cls, args));
    }

    /** @return the number of int arguments of {@code cls}'s finitization {@code fin<SimpleName>} */
    static int finitizationArity(Class<?> cls) {
        return Arrays.stream(cls.getMethods()).filter(m -> m.getName().equals("fin" + cls.getSimpleName()))
                .min(java.util.Comparator.comparingInt(java.lang.reflect.Method::getParameterCount)).orElseThrow(() -> new AssertionError(cls.getName() + " has no public fin" + cls.getSimpleName())).getParameterCount();
    }

    /** @return the expected graph of {@code cv} */
    static ExpectedGraph of(Subject subject, int[] cv) {
        Map<Integer, String> labels = new HashMap<>();
        Map<Integer, String> classOf = new HashMap<>();
        for (ObjectClass c : subject.objectClasses()) {
            for (int i = 0; i < c.count(); i++) {
                labels.put(c.offset() + i, c.label(i));
                classOf.put(c.offset() + i, c.simpleName());
            }
        }
        labels.put(-1, "this");
        List<Integer> work = new ArrayList<>(List.of(-1));
        Set<String> edges = new LinkedHashSet<>();
        Set<String> fields = new LinkedHashSet<>();
        Map<String, String> classes = new LinkedHashMap<>();
        Map<String, List<String>> arrays = new LinkedHashMap<>();
        for (int w = 0; w < work.size(); w++) {
            int o = work.get(w);
            String label = labels.get(o);
            List<String> elements = o >= 0 && subject.isArray(o) ? new ArrayList<>() : null;
            int[] owned = owned(subject, o, cv);
            for (int k = 0; k < owned.length; k++) {
                Slot slot = subject.slots().get(owned[k]);
                Domain d = slot.domain();
                int value = cv[slot.index()];
                int target = d.objectNumberAt(value);
                if (target >= 0) {
                    edges.add(label + " -" + slot.field().fieldName() + "-> " + labels.get(target));
                    if (!work.contains(target)) {
                        work.add(target);
                    }
                } else if (d.kind() != Domain.Kind.OBJECTS) {
                    fields.add(slot.name() + "=" + d.describe(value));
                }
                if (elements != null && k > 0) {
                    elements.add(d.describe(value));
                }
            }
            if (o >= 0) {
                classes.put(label, classOf.get(o));
            }
            if (elements != null) {
                arrays.put(label, List.copyOf(elements));
            }
        }
        Set<String> nodes = new LinkedHashSet<>();
        work.forEach(o -> nodes.add(labels.get(o)));
        return new ExpectedGraph(nodes, edges, fields, classes, arrays);
    }

    /** @return the slots of object {@code o} (-1: the root) that are part of candidate {@code cv} */
    private static int[] owned(Subject subject, int o, int[] cv) {
        if (o < 0) {
            return subject.rootSlots();
        }
        int[] all = subject.objectSlots()[o];
        return subject.isArray(o) ? Arrays.copyOf(all, 1 + subject.arrayLength(o, cv)) : all;
    }
}
