package org.smallscope.engine.export.methods;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.smallscope.engine.export.Literals;
import org.smallscope.engine.export.Names;
import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.FieldSpec;
import org.smallscope.engine.subject.ObjectClass;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Subject;

/**
 * The receiver after a call in method mode, as the facts a regression test asserts: each field of the finitization
 * read from the live objects, walked depth-first from the receiver (scalars before references, as {@link org.smallscope.engine.export.Terms}
 * orders them), objects the call created included. Objects are named by variables in discovery order.
 *
 * @param steps the facts in walk order
 */
public record PostState(List<Step> steps) {

    /** The variable of the receiver. */
    public static final String RECEIVER = "receiver";

    /** What a step says about a field or an array cell. */
    public enum Kind {
        /** It holds {@code value} (a constant Java source can write). */
        VALUE,
        /** It is null. */
        NULL,
        /** It is an object met here first, named {@code variable} (of class pool {@code pool}; an array has {@code length}). */
        NEW,
        /** It is the object met before as {@code variable}. */
        SAME
    }

    /**
     * One fact.
     *
     * @param owner the variable of the object holding the field or cell
     * @param field the field, or null for an array cell
     * @param index the array cell, or -1
     * @param kind what the field holds
     * @param value the value ({@link Kind#VALUE})
     * @param variable the object's variable ({@link Kind#NEW}, {@link Kind#SAME})
     * @param pool the object's class pool ({@link Kind#NEW}), or null when the subject has none for its class
     * @param length the array's length ({@link Kind#NEW} of an array), else -1
     */
    public record Step(String owner, FieldSpec field, int index, Kind kind, Object value, String variable, ObjectClass pool, int length) {
    }

    /** @return the post-state of {@code receiver} (a live object of {@code subject}'s root class) */
    static PostState of(Subject subject, Object receiver) throws ReflectiveOperationException {
        return new Walk(subject).run(receiver);
    }

    /** One walk over a live heap. */
    private static final class Walk {
        private final Subject subject;
        private final Map<ObjectClass, List<Slot>> fieldsOf = new LinkedHashMap<>();
        private final List<Slot> rootFields = new ArrayList<>();
        private final Map<Object, String> variables = new IdentityHashMap<>();
        private final Map<String, Integer> perName = new LinkedHashMap<>();
        private final List<Step> steps = new ArrayList<>();

        Walk(Subject subject) {
            this.subject = subject;
            for (Slot slot : subject.slots()) {
                if (slot.object() < 0) {
                    rootFields.add(slot);
                    continue;
                }
                ObjectClass cls = classOf(slot.object());
                if (!cls.isArray() && slot.object() == cls.offset()) {
                    fieldsOf.computeIfAbsent(cls, c -> new ArrayList<>()).add(slot);
                }
            }
        }

        private ObjectClass classOf(int o) {
            for (ObjectClass c : subject.objectClasses()) {
                if (o >= c.offset() && o < c.offset() + c.count()) {
                    return c;
                }
            }
            throw new IllegalStateException("object " + o + " is in no class pool");
        }

        PostState run(Object receiver) throws ReflectiveOperationException {
            variables.put(receiver, RECEIVER);
            fields(receiver, RECEIVER, rootFields);
            return new PostState(List.copyOf(steps));
        }

        private void fields(Object object, String variable, List<Slot> slots) throws ReflectiveOperationException {
            for (boolean references : new boolean[] {false, true}) {
                for (Slot slot : slots) {
                    if ((slot.domain().kind() == Domain.Kind.OBJECTS) == references) {
                        value(variable, slot.field(), -1, read(object, slot.field().fieldName()), references);
                    }
                }
            }
        }

        private void value(String owner, FieldSpec field, int index, Object value, boolean reference) throws ReflectiveOperationException {
            if (value == null) {
                steps.add(new Step(owner, field, index, Kind.NULL, null, null, null, -1));
            } else if (!reference) {
                if (Literals.writable(value)) {
                    steps.add(new Step(owner, field, index, Kind.VALUE, value, null, null, -1));
                }
            } else if (variables.containsKey(value)) {
                steps.add(new Step(owner, field, index, Kind.SAME, null, variables.get(value), null, -1));
            } else {
                ObjectClass pool = poolOf(value.getClass());
                String simple = Names.typePart((pool == null ? value.getClass().getSimpleName() : pool.simpleName()).replace("[]", "s"));
                String name = simple.isEmpty() ? "object" : Character.toLowerCase(simple.charAt(0)) + simple.substring(1);
                int n = perName.merge(name, 1, Integer::sum) - 1;
                String variable = name + n;
                variables.put(value, variable);
                boolean array = value.getClass().isArray();
                steps.add(new Step(owner, field, index, Kind.NEW, null, variable, pool, array ? Array.getLength(value) : -1));
                if (pool == null) {
                    return;
                }
                if (array) {
                    boolean objects = pool.array().elements().kind() == Domain.Kind.OBJECTS;
                    for (int i = 0; i < Array.getLength(value); i++) {
                        value(variable, null, i, Array.get(value, i), objects);
                    }
                } else {
                    fields(value, variable, fieldsOf.getOrDefault(pool, List.of()));
                }
            }
        }

        private ObjectClass poolOf(Class<?> cls) {
            for (ObjectClass c : subject.objectClasses()) {
                if (cls.isArray() ? c.isArray() && (c.array().componentTypeName().equals(cls.getComponentType().getName())
                        || c.array().componentTypeName().equals(cls.getComponentType().getCanonicalName())) : c.className().equals(cls.getName())) {
                    return c;
                }
            }
            return null;
        }

        private static Object read(Object object, String name) throws ReflectiveOperationException {
            for (Class<?> c = object.getClass(); c != null; c = c.getSuperclass()) {
                try {
                    Field f = c.getDeclaredField(name);
                    f.setAccessible(true);
                    return f.get(object);
                } catch (NoSuchFieldException e) {
                    // declared in a superclass
                }
            }
            throw new NoSuchFieldException(name + " in " + object.getClass().getName());
        }
    }
}
