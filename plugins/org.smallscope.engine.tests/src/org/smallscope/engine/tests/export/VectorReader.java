package org.smallscope.engine.tests.export;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Map;

import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.ObjectClass;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.udita.ReflectiveGraph;

/**
 * Reads real objects back into a candidate vector of a subject: every finitized field of the root
 * and of each reachable object, every array's length and its cells below it, mapped to the index of
 * the value in the slot's domain (objects numbered per class domain as they are met). Comparing the
 * {@link Structures#canonical} text of the vector read with the engine's shows whether an object
 * graph built by other code (a generated factory, a plain copy) is exactly the engine's instance.
 */
final class VectorReader {

    private final Subject subject;
    private final int[] vector;
    private final Map<Object, Integer> numbers = new IdentityHashMap<>();
    private final Object[] objects;
    private final int[] used;
    private final Deque<Integer> pending = new ArrayDeque<>();

    private VectorReader(Subject subject) {
        this.subject = subject;
        this.vector = new int[subject.vectorLength()];
        this.objects = new Object[subject.objectCount()];
        this.used = new int[subject.objectClasses().size()];
    }

    /** @return the canonical text of the candidate {@code root} is the root of */
    static String canonical(Subject subject, Object root) {
        return Structures.canonical(subject, read(subject, root));
    }

    /**
     * @return the vector of the candidate {@code root} is the root of (slots of unreachable objects and of cells at or after
     *         an array's length are 0)
     * @throws AssertionError naming the slot if a field holds a value outside its domain, or an array is shared
     */
    static int[] read(Subject subject, Object root) {
        VectorReader r = new VectorReader(subject);
        r.readOwner(subject.rootSlots(), root);
        while (!r.pending.isEmpty()) {
            int o = r.pending.pop();
            if (subject.isArray(o)) {
                r.readArray(o);
            } else {
                r.readOwner(subject.objectSlots()[o], r.objects[o]);
            }
        }
        return r.vector;
    }

    private void readOwner(int[] slots, Object owner) {
        for (int s : slots) {
            Slot slot = subject.slots().get(s);
            vector[s] = indexOf(slot, slot.domain(), read(owner, slot));
        }
    }

    private void readArray(int o) {
        int[] slots = subject.objectSlots()[o];
        Object array = objects[o];
        int length = Array.getLength(array);
        Slot lengthSlot = subject.slots().get(slots[0]);
        vector[slots[0]] = indexOf(lengthSlot, lengthSlot.domain(), length);
        if (length > slots.length - 1) {
            throw new AssertionError(lengthSlot.name() + ": an array of length " + length + " where at most " + (slots.length - 1) + " fit");
        }
        for (int i = 0; i < length; i++) {
            Slot cell = subject.slots().get(slots[1 + i]);
            vector[cell.index()] = indexOf(cell, cell.domain(), Array.get(array, i));
        }
    }

    private static Object read(Object owner, Slot slot) {
        for (Class<?> c = owner.getClass(); c != null; c = c.getSuperclass()) {
            if (c.getName().equals(slot.field().declaringClassName())) {
                try {
                    Field f = c.getDeclaredField(slot.field().fieldName());
                    f.setAccessible(true);
                    return f.get(owner);
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError("cannot read " + slot.name(), e);
                }
            }
        }
        throw new AssertionError(slot.name() + ": " + owner.getClass().getName() + " has no field " + slot.field().qualifiedName());
    }

    private int indexOf(Slot slot, Domain d, Object value) {
        if (d.kind() == Domain.Kind.OBJECTS) {
            return objectIndex(slot, d, value);
        }
        String type = slot.field().typeName();
        for (int v = 0; v < d.size(); v++) {
            if (same(expected(d, v, type), value)) {
                return v;
            }
        }
        throw new AssertionError(slot.name() + " holds " + describe(value) + ", which is not in its domain " + d);
    }

    private int objectIndex(Slot slot, Domain d, Object value) {
        if (value == null) {
            if (!d.includesNull()) {
                throw new AssertionError(slot.name() + " is null, which its domain " + d + " does not allow");
            }
            return 0;
        }
        int number;
        if (d.isArrays()) {
            number = d.objectNumberAt(0);
            if (numbers.containsKey(value) || objects[number] != null) {
                throw new AssertionError(slot.name() + ": array " + d.describe(0) + " is shared or met twice");
            }
            numbers.put(value, number);
            objects[number] = value;
            pending.push(number);
            return 0;
        }
        Integer known = numbers.get(value);
        if (known != null) {
            number = known;
        } else {
            ObjectClass cls = d.objectClasses().stream().filter(c -> c.className().equals(value.getClass().getName())).findFirst()
                    .orElseThrow(() -> new AssertionError(slot.name() + " holds a " + value.getClass().getName() + ", not a class of " + d));
            if (used[cls.id()] == cls.count()) {
                throw new AssertionError(slot.name() + ": more than " + cls.count() + " objects of " + cls.simpleName());
            }
            number = cls.offset() + used[cls.id()]++;
            numbers.put(value, number);
            objects[number] = value;
            pending.push(number);
        }
        for (int v = 0; v < d.size(); v++) {
            if (d.objectNumberAt(v) == number) {
                return v;
            }
        }
        throw new AssertionError(slot.name() + " holds object number " + number + ", which is not in its domain " + d);
    }

    /** @return value {@code v} of non-object domain {@code d} as the engine stores it in a field or cell of type {@code type} */
    private static Object expected(Domain d, int v, String type) {
        switch (d.kind()) {
            case BOOLEANS:
                return v == 1;
            case ENUMS:
                return d.enumAt(v);
            case INTS:
                return PlainCopies.converted(d.intAt(v), type);
            default:
                return PlainCopies.converted(d.valueAt(v), type);
        }
    }

    /**
     * @return whether real value {@code x} is {@code expected}: the same class (by name) and equal (floating values bit for bit),
     *         records and enums by their text, other objects (constants the finitization built) by the graph of their fields
     */
    private static boolean same(Object expected, Object x) {
        if (expected == null || x == null) {
            return expected == x;
        }
        if (!expected.getClass().getName().equals(x.getClass().getName())) {
            return false;
        }
        if (expected instanceof Record || expected instanceof Enum<?>) {
            return expected.toString().equals(x.toString());
        }
        if (expected.equals(x)) {
            return true;
        }
        // an object the finitization added (addObject), rebuilt field by field: the same objects and values reached from it
        boolean literal = expected instanceof Number || expected instanceof Boolean || expected instanceof Character || expected instanceof String;
        return !literal && ReflectiveGraph.text(expected).equals(ReflectiveGraph.text(x));
    }

    private static String describe(Object value) {
        return value == null ? "null" : value + " (" + value.getClass().getName() + ")";
    }
}
