package org.smallscope.engine.udita;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.smallscope.engine.internal.MonitoredFields;
import org.smallscope.engine.protocol.ObjectGraph;

/**
 * Renders any object graph by reflection as the protocol's {@link ObjectGraph}: the root ({@code this}) and every
 * object reachable through fields (private and inherited included), array elements and collection elements, each
 * labelled by its class's simple name and a number in discovery order ({@code Node0}); cycles and sharing become edges
 * to the same label; primitives, boxed values, strings and enums are values. Isomorphic graphs render the same.
 */
public final class ReflectiveGraph {

    /** What a field or element holds while its delayed choice is still unmade, or null if it holds its value. */
    public interface Pending {

        /** No pending choices. */
        Pending NONE = new Pending() {
            @Override
            public String field(Object owner, Field field) {
                return null;
            }

            @Override
            public String element(Object array, int index) {
                return null;
            }
        };

        /** @return the label of the unmade choice stored in {@code field} of {@code owner}, or null */
        String field(Object owner, Field field);

        /** @return the label of the unmade choice stored in element {@code index} of {@code array}, or null */
        String element(Object array, int index);
    }

    private final Pending pending;
    private final Map<Object, String> labels = new IdentityHashMap<>();
    private final Map<String, Integer> counters = new HashMap<>();
    private final List<Object> order = new ArrayList<>();

    private ReflectiveGraph(Pending pending) {
        this.pending = pending;
    }

    /** @return the graph of the objects reachable from {@code root} */
    public static ObjectGraph of(Object root) {
        return of(root, Pending.NONE);
    }

    /** @return the graph of the objects reachable from {@code root}, showing the choices {@code pending} says are unmade */
    public static ObjectGraph of(Object root, Pending pending) {
        return new ReflectiveGraph(pending).build(root);
    }

    /** @return the one-line text of the graph of {@code root} (see {@link ObjectGraph#text()}) */
    public static String text(Object root) {
        return of(root).text();
    }

    private ObjectGraph build(Object root) {
        List<ObjectGraph.Node> nodes = new ArrayList<>();
        List<ObjectGraph.Edge> edges = new ArrayList<>();
        if (root == null || isValue(root)) {
            String value = root == null ? "null" : valueLabel(root);
            ObjectGraph.Field f = new ObjectGraph.Field("value", value);
            nodes.add(new ObjectGraph.Node(ObjectGraph.ROOT, root == null ? null : simpleName(root.getClass()), List.of(f), List.of(), List.of(f)));
            return new ObjectGraph(nodes, edges);
        }
        labels.put(root, ObjectGraph.ROOT);
        order.add(root);
        for (int i = 0; i < order.size(); i++) {
            Object o = order.get(i);
            String label = labels.get(o);
            List<ObjectGraph.Field> prims = new ArrayList<>();
            List<String> nulls = new ArrayList<>();
            List<ObjectGraph.Field> all = new ArrayList<>();
            for (Slot s : slots(o)) {
                String value;
                boolean reference = false;
                if (s.pending != null) {
                    value = s.pending;
                } else if (s.value == null) {
                    value = "null";
                    reference = s.reference;
                } else if (isValue(s.value) || !s.reference) {
                    value = valueLabel(s.value);
                } else {
                    value = discover(s.value);
                    reference = true;
                }
                all.add(new ObjectGraph.Field(s.name, value));
                if (!reference) {
                    prims.add(new ObjectGraph.Field(s.name, value));
                } else if (s.value == null) {
                    nulls.add(s.name);
                } else {
                    edges.add(new ObjectGraph.Edge(label, s.name, value));
                }
            }
            nodes.add(new ObjectGraph.Node(label, simpleName(o.getClass()), List.copyOf(prims), List.copyOf(nulls), List.copyOf(all)));
        }
        return new ObjectGraph(List.copyOf(nodes), List.copyOf(edges));
    }

    /** One named value of an object: a field, an array's length or element, a collection's element. */
    private record Slot(String name, Object value, boolean reference, String pending) {
    }

    private String discover(Object o) {
        String label = labels.get(o);
        if (label == null) {
            String simple = simpleName(o.getClass());
            int n = counters.merge(simple, 1, Integer::sum) - 1;
            label = simple + n;
            labels.put(o, label);
            order.add(o);
        }
        return label;
    }

    private List<Slot> slots(Object o) {
        List<Slot> slots = new ArrayList<>();
        Class<?> type = o.getClass();
        if (type.isArray()) {
            int length = Array.getLength(o);
            slots.add(new Slot(ObjectGraph.LENGTH, length, false, null));
            boolean refs = !type.getComponentType().isPrimitive();
            for (int i = 0; i < length; i++) {
                slots.add(new Slot(Integer.toString(i), Array.get(o, i), refs, pending.element(o, i)));
            }
            return slots;
        }
        if (o instanceof Collection<?> c && type.getName().startsWith("java.")) {
            int i = 0;
            for (Object e : c) {
                slots.add(new Slot(Integer.toString(i++), e, true, null));
            }
            return slots;
        }
        if (o instanceof Map<?, ?> m && type.getName().startsWith("java.")) {
            for (Map.Entry<?, ?> e : m.entrySet()) {
                slots.add(new Slot(String.valueOf(e.getKey()), e.getValue(), true, null));
            }
            return slots;
        }
        for (Field f : MonitoredFields.userInstanceFields(type)) {
            try {
                f.setAccessible(true);
                slots.add(new Slot(f.getName(), f.get(o), !f.getType().isPrimitive(), pending.field(o, f)));
            } catch (RuntimeException | IllegalAccessException e) {
                slots.add(new Slot(f.getName(), "?", false, null));
            }
        }
        return slots;
    }

    private static boolean isValue(Object o) {
        return o instanceof Number || o instanceof Boolean || o instanceof Character || o instanceof CharSequence || o instanceof Enum<?>
                || o instanceof Class<?>;
    }

    private static String valueLabel(Object o) {
        if (o instanceof CharSequence s) {
            return '"' + s.toString() + '"';
        }
        if (o instanceof Character c) {
            return "'" + c + "'";
        }
        if (o instanceof Enum<?> e) {
            return e.name();
        }
        if (o instanceof Class<?> c) {
            return c.getName();
        }
        return String.valueOf(o);
    }

    private static String simpleName(Class<?> type) {
        return org.smallscope.engine.subject.ClassNames.simple(type);
    }
}
