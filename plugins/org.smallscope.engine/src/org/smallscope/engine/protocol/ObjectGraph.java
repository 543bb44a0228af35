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
     * @param slots every field of the object in slot order, each with its value's label (a primitive, {@code null} or an object)
     */
    public record Node(String label, String className, List<Field> fields, List<String> nullReferences, List<Field> slots) {

        /** @return whether the node is an array: its slots are {@code length}, then the elements below the length, named by index */
        public boolean isArray() {
            return isArrayClass(className);
        }

        /** @return for an array, its elements' value labels in index order (primitives, {@code null} or objects), else empty */
        public List<String> elements() {
            return isArray() ? slots.stream().filter(f -> !LENGTH.equals(f.name())).map(Field::value).toList() : List.of();
        }
    }

    /** The name of an array's length slot. */
    public static final String LENGTH = "length";

    /** @return whether a node of class {@code className} (a simple name) is an array */
    public static boolean isArrayClass(String className) {
        return className != null && className.endsWith("[]");
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
        return Layout.of(slots, values).graph(vector, rootClass);
    }

    /**
     * The part of building graphs that depends only on the slots, not on a vector: which slots each object owns and
     * the class of each object. Made once per subject, it builds the graph of every candidate.
     */
    public static final class Layout {

        private final List<String> slots;
        private final SlotValues values;
        private final Map<String, int[]> slotsOf;
        private final Map<String, String> classes;

        private Layout(List<String> slots, SlotValues values) {
            this.slots = List.copyOf(slots);
            this.values = values;
            if (values.slotDomain().length != slots.size()) {
                throw new IllegalArgumentException(values.slotDomain().length + " slot domains for " + slots.size() + " slots");
            }
            Map<String, List<Integer>> owned = new LinkedHashMap<>();
            for (int s = 0; s < slots.size(); s++) {
                owned.computeIfAbsent(owner(slots.get(s)), k -> new ArrayList<>()).add(s);
            }
            Map<String, int[]> bySlot = new HashMap<>();
            owned.forEach((owner, list) -> bySlot.put(owner, list.stream().mapToInt(Integer::intValue).toArray()));
            this.slotsOf = bySlot;
            this.classes = classes(values);
        }

        /** @return the layout of vectors with slots {@code slots} whose values mean {@code values} */
        public static Layout of(List<String> slots, SlotValues values) {
            return new Layout(slots, values);
        }

        /** @return the graph of the objects reachable from the root of {@code vector}; {@code rootClass} names the root's class, or null */
        public ObjectGraph graph(int[] vector, String rootClass) {
            if (vector.length != slots.size()) {
                throw new IllegalArgumentException("a vector of " + vector.length + " values for " + slots.size() + " slots");
            }
            Set<String> reachable = new LinkedHashSet<>();
            reachable.add(ROOT);
            discover(ROOT, vector, reachable);
            List<Node> nodes = new ArrayList<>();
            List<Edge> edges = new ArrayList<>();
            for (String label : reachable) {
                List<Field> fields = new ArrayList<>();
                List<String> nulls = new ArrayList<>();
                List<Field> all = new ArrayList<>();
                for (int s : owned(label, vector)) {
                    String field = field(slots.get(s));
                    String value = values.label(s, vector[s]);
                    all.add(new Field(field, value));
                    if (!values.domainOf(s).objects()) {
                        fields.add(new Field(field, value));
                    } else if (SlotValues.NULL.equals(value)) {
                        nulls.add(field);
                    } else {
                        edges.add(new Edge(label, field, value));
                    }
                }
                nodes.add(new Node(label, ROOT.equals(label) ? rootClass : classes.get(label), List.copyOf(fields), List.copyOf(nulls),
                        List.copyOf(all)));
            }
            return new ObjectGraph(List.copyOf(nodes), List.copyOf(edges));
        }

        /** @return the slots of object {@code label} that are part of the candidate: all for an object; the length and the elements below it for an array */
        private int[] owned(String label, int[] vector) {
            int[] all = slotsOf.getOrDefault(label, new int[0]);
            if (!isArrayClass(classes.get(label)) || all.length == 0) {
                return all;
            }
            int length;
            try {
                length = Integer.parseInt(values.label(all[0], vector[all[0]]));
            } catch (NumberFormatException e) {
                return all;
            }
            return java.util.Arrays.copyOf(all, Math.min(all.length, 1 + length));
        }

        private void discover(String owner, int[] vector, Set<String> reachable) {
            for (int s : owned(owner, vector)) {
                if (values.domainOf(s).objects()) {
                    String target = values.label(s, vector[s]);
                    if (!SlotValues.NULL.equals(target) && reachable.add(target)) {
                        discover(target, vector, reachable);
                    }
                }
            }
        }
    }

    private static Map<String, String> classes(SlotValues values) {
        Map<String, String> classes = new HashMap<>();
        for (SlotValues.ValueDomain d : values.domains()) {
            if (d.objects()) {
                for (int v = 0; v < d.labels().size(); v++) {
                    if (!SlotValues.NULL.equals(d.labels().get(v))) {
                        classes.put(d.labels().get(v), d.classOf(v));
                    }
                }
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

    /**
     * @return the structure as one line: the root's fields, then each other object with its fields, in discovery order,
     *         e.g. {@code root=Node0 size=2 | Node0{left=null right=Node1 info=0} Node1{left=null right=null info=1}}
     */
    public String text() {
        StringBuilder sb = new StringBuilder();
        for (Node node : nodes) {
            boolean root = ROOT.equals(node.label());
            if (!root) {
                sb.append(sb.length() == 0 ? "" : " | ").append(node.label()).append('{');
            }
            int mark = sb.length();
            for (Field f : node.slots()) {
                sb.append(sb.length() == mark ? "" : " ").append(f.name()).append('=').append(f.value());
            }
            if (!root) {
                sb.append('}');
            }
        }
        return sb.toString();
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
