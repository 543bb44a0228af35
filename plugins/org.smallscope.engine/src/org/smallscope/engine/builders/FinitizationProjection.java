package org.smallscope.engine.builders;

import java.lang.reflect.Field;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;

import org.smallscope.engine.internal.MonitoredFields;
import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.ObjectClass;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;

/**
 * A live object seen through a finitization: the candidate vector of a subject whose reachable part (from the root along
 * the finitized fields only) is that object's, so that {@link Structures#canonical} of it is the same text as the repOk
 * search's for the same structure; or why the object lies outside the bounds (too many objects of a class, a value
 * outside a field's domain). Fields of unreached objects stay 0, which canonical texts never read.
 *
 * @param vector the candidate vector, or null when outside the bounds
 * @param outside why the object lies outside the bounds, or null
 */
public record FinitizationProjection(int[] vector, String outside) {

    /** @return the projection of {@code root} (an object of {@code subject}'s class, from any class loader) onto {@code subject} */
    public static FinitizationProjection of(Subject subject, Object root) {
        return new Walk(subject).run(root);
    }

    /** @return the canonical text of the projected structure (only when not outside the bounds) */
    public String canonical(Subject subject) {
        return Structures.canonical(subject, vector);
    }

    /** One projection. */
    private static final class Walk {
        private final Subject subject;
        private final int[] cv;
        private final Map<Object, Integer> numbers = new IdentityHashMap<>();
        private final int[] used;
        private final Deque<Object> todo = new ArrayDeque<>();

        Walk(Subject subject) {
            this.subject = subject;
            this.cv = new int[subject.vectorLength()];
            this.used = new int[subject.objectClasses().size()];
        }

        FinitizationProjection run(Object root) {
            if (!root.getClass().getName().equals(subject.className())) {
                return new FinitizationProjection(null, "it is a " + root.getClass().getName() + ", not a " + subject.className());
            }
            String outside = fill(root, subject.rootSlots());
            while (outside == null && !todo.isEmpty()) {
                Object o = todo.poll();
                outside = fill(o, subject.objectSlots()[numbers.get(o)]);
            }
            return outside == null ? new FinitizationProjection(cv, null) : new FinitizationProjection(null, outside);
        }

        private String fill(Object owner, int[] slots) {
            for (int s : slots) {
                Slot slot = subject.slots().get(s);
                Object value = read(owner, slot);
                int v = encode(s, slot, value);
                if (v < 0) {
                    String what = value != null && slot.domain().kind() == Domain.Kind.OBJECTS ? "a " + value.getClass().getSimpleName()
                            : Domain.describeValue(value);
                    return "field " + slot.field().qualifiedName() + " holds " + what + ", " + (value == null
                            || slot.domain().kind() != Domain.Kind.OBJECTS ? "outside its domain" : why(value));
                }
                cv[s] = v;
            }
            return null;
        }

        private String why(Object value) {
            ObjectClass cls = classOf(value);
            return cls == null ? "a class the finitization has no objects of" : cls.isArray() ? "an array (arrays are not compared)"
                    : "one object more than the finitization's " + cls.count() + " of class " + cls.simpleName();
        }

        private int encode(int s, Slot slot, Object value) {
            Domain d = slot.domain();
            switch (d.kind()) {
                case OBJECTS:
                    int o = value == null ? -1 : number(value);
                    if (value != null && o < 0) {
                        return -1;
                    }
                    int[] objects = subject.valueObject()[s];
                    for (int v = 0; v < d.size(); v++) {
                        if (value == null ? d.objectClassAt(v) == null : objects[v] == o) {
                            return v;
                        }
                    }
                    return -1;
                case INTS:
                    for (int v = 0; v < d.size(); v++) {
                        if (value instanceof Number n && d.intAt(v) == n.intValue() || value instanceof Character c && d.intAt(v) == c) {
                            return v;
                        }
                    }
                    return -1;
                case BOOLEANS:
                    return Boolean.TRUE.equals(value) ? (d.size() > 1 ? 1 : -1) : 0;
                case ENUMS:
                    for (int v = 0; v < d.size(); v++) {
                        if (value instanceof Enum<?> e && d.enumAt(v).name().equals(e.name())) {
                            return v;
                        }
                    }
                    return -1;
                default:
                    for (int v = 0; v < d.size(); v++) {
                        if (Objects.equals(d.valueAt(v), value)) {
                            return v;
                        }
                    }
                    return -1;
            }
        }

        /** @return the subject's number for live object {@code value}, numbering it (and queueing its fields) when first met; -1 if none is left */
        private int number(Object value) {
            Integer n = numbers.get(value);
            if (n != null) {
                return n;
            }
            ObjectClass cls = classOf(value);
            if (cls == null || cls.isArray() || used[cls.id()] >= cls.count()) {
                return -1;
            }
            int o = subject.objectNumber(cls, used[cls.id()]++);
            numbers.put(value, o);
            todo.add(value);
            return o;
        }

        private ObjectClass classOf(Object value) {
            for (ObjectClass c : subject.objectClasses()) {
                if (c.className().equals(value.getClass().getName())) {
                    return c;
                }
            }
            return null;
        }

        private static Object read(Object owner, Slot slot) {
            for (Field f : MonitoredFields.userInstanceFields(owner.getClass())) {
                if (f.getName().equals(slot.field().fieldName()) && f.getDeclaringClass().getName().equals(slot.field().declaringClassName())) {
                    try {
                        f.setAccessible(true);
                        return f.get(owner);
                    } catch (ReflectiveOperationException | RuntimeException e) {
                        throw new IllegalStateException("cannot read field " + slot.field().qualifiedName() + ": " + e, e);
                    }
                }
            }
            throw new IllegalStateException("a " + owner.getClass().getName() + " has no field " + slot.field().qualifiedName());
        }
    }
}
