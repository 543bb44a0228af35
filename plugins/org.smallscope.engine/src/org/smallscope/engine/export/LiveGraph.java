package org.smallscope.engine.export;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * The objects reachable from one returned input (a generator's result), read by reflection: every object once, in
 * depth-first discovery order, each as what generated code must build: a plain object with its instance fields
 * (private and final ones too, those of superclasses included), an array, or a {@code java.util} collection or map;
 * values (boxed primitives, strings, enums, big numbers) are written as literals and are not nodes. Shared references
 * and cycles are kept by identity.
 */
import org.smallscope.engine.internal.MonitoredFields;

public final class LiveGraph {

    /** What one node is built as. */
    public enum Shape {
        /** {@code new C()}, then its fields. */
        OBJECT,
        /** {@code new T[n]} or {@code new int[] {...}}, then its elements. */
        ARRAY,
        /** {@code new ArrayList()}, then {@code add} of each element in iteration order. */
        COLLECTION,
        /** {@code new HashMap()}, then {@code put} of each entry in iteration order. */
        MAP
    }

    /** What the objects of a generator's inputs are, in messages. */
    public static final String INPUT = "a generated input";

    private final Object root;
    private final String whole;
    private final List<Object> order = new ArrayList<>();
    private final Map<Object, Integer> numbers = new IdentityHashMap<>();

    /** @param root the returned input (not a value: {@link #isValue} is false for it) */
    public LiveGraph(Object root) {
        this(root, INPUT);
    }

    /** @param whole what {@code root} is, in messages ({@value #INPUT}, {@code an object the finitization made}) */
    public LiveGraph(Object root, String whole) {
        this.root = root;
        this.whole = whole;
        discover(root, "the input");
    }

    /** @return the input */
    Object root() {
        return root;
    }

    /** @return the nodes in discovery order, the root first */
    public List<Object> order() {
        return order;
    }

    /** @return the node's number in discovery order */
    public int number(Object node) {
        return numbers.get(node);
    }

    /** @return whether {@code v} is written as a literal rather than built ({@code null}, boxed primitive, string, enum, big number) */
    public static boolean isValue(Object v) {
        return Literals.writable(v);
    }

    /** @return how node {@code o} is built */
    public static Shape shape(Object o) {
        if (o.getClass().isArray()) {
            return Shape.ARRAY;
        } else if (o instanceof Collection<?>) {
            return Shape.COLLECTION;
        } else if (o instanceof Map<?, ?>) {
            return Shape.MAP;
        }
        return Shape.OBJECT;
    }

    /** @return the instance fields of {@code c} and its superclasses that make up an input, superclass fields first */
    public static List<Field> fields(Class<?> c) {
        return MonitoredFields.userInstanceFields(c);
    }

    /** @return the value of {@code f} in {@code o} */
    public static Object read(Field f, Object o) {
        try {
            f.setAccessible(true);
            return f.get(o);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new ExportException(ExportException.Kind.SUBJECT, "cannot read field " + f.getDeclaringClass().getName() + "." + f.getName()
                    + " of a generated input: " + e);
        }
    }

    /** @return the references and values node {@code o} holds, in the order generated code writes them */
    public static List<Object> children(Object o) {
        List<Object> out = new ArrayList<>();
        switch (shape(o)) {
            case ARRAY:
                if (!o.getClass().getComponentType().isPrimitive()) {
                    for (int i = 0; i < Array.getLength(o); i++) {
                        out.add(Array.get(o, i));
                    }
                }
                break;
            case COLLECTION:
                out.addAll((Collection<?>) o);
                break;
            case MAP:
                ((Map<?, ?>) o).forEach((k, v) -> {
                    out.add(k);
                    out.add(v);
                });
                break;
            default:
                for (Field f : fields(o.getClass())) {
                    if (!f.getType().isPrimitive()) {
                        out.add(read(f, o));
                    }
                }
        }
        return out;
    }

    private void discover(Object o, String where) {
        if (isValue(o) || numbers.containsKey(o)) {
            return;
        }
        check(o, where);
        numbers.put(o, order.size());
        order.add(o);
        if (shape(o) == Shape.OBJECT) {
            for (Field f : fields(o.getClass())) {
                if (!f.getType().isPrimitive()) {
                    discover(read(f, o), "field " + f.getDeclaringClass().getName() + "." + f.getName());
                }
            }
        } else {
            for (Object child : children(o)) {
                discover(child, "an element of a " + o.getClass().getSimpleName());
            }
        }
    }

    /** Objects of the JDK other than arrays and the plain {@code java.util} collections cannot be built field by field. */
    private void check(Object o, String where) {
        Class<?> c = o.getClass();
        String name = c.getName();
        boolean jdk = c.getModule().isNamed() || name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.")
                || name.startsWith("sun.");
        Shape shape = shape(o);
        String why = null;
        if (shape == Shape.COLLECTION || shape == Shape.MAP) {
            boolean sortedByComparator = o instanceof SortedSet<?> s && s.comparator() != null
                    || o instanceof SortedMap<?, ?> m && m.comparator() != null;
            if (!name.startsWith("java.util.") || !Modifier.isPublic(c.getModifiers()) || !hasPublicNoArgConstructor(c)) {
                why = "a collection of class " + name + ", which generated code cannot create (only public java.util collections with a"
                        + " constructor without parameters, such as ArrayList, HashSet, TreeMap)";
            } else if (sortedByComparator) {
                why = "a " + c.getSimpleName() + " with a comparator, which generated code cannot recreate";
            }
        } else if (shape == Shape.OBJECT && jdk) {
            why = "an object of JDK class " + name + ", which is neither a value (boxed primitive, String, enum), an array nor a"
                    + " java.util collection";
        }
        if (why != null) {
            throw new ExportException(ExportException.Kind.SUBJECT, o == root ? (INPUT.equals(whole) ? whole : "it") + " is " + why : where + " of " + whole + " holds " + why);
        }
    }

    private static boolean hasPublicNoArgConstructor(Class<?> c) {
        try {
            return Modifier.isPublic(c.getConstructor().getModifiers());
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
