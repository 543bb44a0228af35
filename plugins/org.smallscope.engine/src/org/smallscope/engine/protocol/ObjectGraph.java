package org.smallscope.engine.protocol;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The one model of the object graph of a candidate vector, built from what the run protocol carries (slot
 * names, {@link SlotValues}, the vector), so that every consumer of a run (the IDE's views, exports) reads
 * candidates the same way: the root object ({@code this}) and every object
 * reachable from it, each with its primitive fields, and one edge per non-null reference, labelled
 * with its field. Null references are not nodes: each node lists the names of its null references.
 *
 * @param nodes the reachable objects, root first, then in depth-first discovery order over the slots
 * @param edges the non-null references between them, in the same order
 */
public record ObjectGraph(List<Node> nodes, List<Edge> edges) {

    /** The label of the root object. */
    public static final String ROOT = "this";

    /**
     * A primitive field's value.
     *
     * @param name the field's name ({@code info})
     * @param value its value's label ({@code 3}, {@code true}, {@code RED})
     */
    public record Field(String name, String value) {
        @Override
        public String toString() {
            return name + "=" + value;
        }
    }

    /**
     * An object of the structure.
     *
     * @param label {@code this}, {@code Node0}, ...
     * @param className the simple name of its class, or null if unknown
     * @param fields its primitive fields, in slot order
     * @param nullReferences the names of its reference fields that are null
     */
    public record Node(String label, String className, List<Field> fields, List<String> nullReferences) {
    }

    /**
     * A non-null reference.
     *
     * @param from the label of the object holding the field
     * @param field the field's name ({@code left}, {@code next})
     * @param to the label of the object referenced
     */
    public record Edge(String from, String field, String to) {
        @Override
        public String toString() {
            return from + " -" + field + "-> " + to;
        }
    }

    /**
     * @param slots the vector's slot names ({@code this.root}, {@code Node0.left})
     * @param values what each slot's values mean
     * @param vector the candidate vector
     * @param rootClass the simple name of the root's class, or null
     * @return the graph of the objects reachable from the root of {@code vector}
     */
    public static ObjectGraph of(List<String> slots, SlotValues values, int[] vector, String rootClass) {
        if (vector.length != slots.size() || values.slotDomain().length != slots.size()) {
            throw new IllegalArgumentException("a vector of " + vector.length + " values for " + slots.size() + " slots");
        }
        Map<String, List<Integer>> slotsOf = new LinkedHashMap<>();
        for (int s = 0; s < slots.size(); s++) {
            slotsOf.computeIfAbsent(owner(slots.get(s)), k -> new ArrayList<>()).add(s);
        }
        Set<String> reachable = new LinkedHashSet<>();
        reachable.add(ROOT);
        discover(ROOT, slotsOf, values, vector, reachable);
        Map<String, String> classes = classes(values);
        List<Node> nodes = new ArrayList<>();
        List<Edge> edges = new ArrayList<>();
        for (String label : reachable) {
            List<Field> fields = new ArrayList<>();
            List<String> nulls = new ArrayList<>();
            for (int s : slotsOf.getOrDefault(label, List.of())) {
                String field = field(slots.get(s));
                String value = values.label(s, vector[s]);
                if (!values.domainOf(s).objects()) {
                    fields.add(new Field(field, value));
                } else if (SlotValues.NULL.equals(value)) {
                    nulls.add(field);
                } else {
                    edges.add(new Edge(label, field, value));
                }
            }
            nodes.add(new Node(label, ROOT.equals(label) ? rootClass : classes.get(label), List.copyOf(fields), List.copyOf(nulls)));
        }
        return new ObjectGraph(List.copyOf(nodes), List.copyOf(edges));
    }

    private static void discover(String owner, Map<String, List<Integer>> slotsOf, SlotValues values, int[] vector, Set<String> reachable) {
        for (int s : slotsOf.getOrDefault(owner, List.of())) {
            if (values.domainOf(s).objects()) {
                String target = values.label(s, vector[s]);
                if (!SlotValues.NULL.equals(target) && reachable.add(target)) {
                    discover(target, slotsOf, values, vector, reachable);
                }
            }
        }
    }

    private static Map<String, String> classes(SlotValues values) {
        Map<String, String> classes = new HashMap<>();
        for (SlotValues.ValueDomain d : values.domains()) {
            if (d.objects()) {
                d.labels().stream().filter(l -> !SlotValues.NULL.equals(l)).forEach(l -> classes.put(l, d.objectClass()));
            }
        }
        return classes;
    }

    /** @return {@code Node0} of {@code Node0.left} */
    static String owner(String slot) {
        return slot.substring(0, slot.lastIndexOf('.'));
    }

    /** @return {@code left} of {@code Node0.left} */
    static String field(String slot) {
        return slot.substring(slot.lastIndexOf('.') + 1);
    }

    /** @return the node labelled {@code label}, if it is reachable */
    public Optional<Node> node(String label) {
        return nodes.stream().filter(n -> n.label().equals(label)).findFirst();
    }

    /** @return the edges leaving {@code label} */
    public List<Edge> edgesFrom(String label) {
        return edges.stream().filter(e -> e.from().equals(label)).toList();
    }
}
