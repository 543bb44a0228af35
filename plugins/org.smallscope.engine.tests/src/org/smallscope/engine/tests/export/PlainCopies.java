package org.smallscope.engine.tests.export;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;

import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.ObjectClass;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Subject;

/**
 * Builds a candidate as ordinary objects of the test's own (uninstrumented) classes, by setting
 * every slot's field reflectively and every array cell below its length: an oracle independent of
 * the engine's heaps and of the export.
 */
final class PlainCopies {

    private PlainCopies() {
    }

    /** @return the root of candidate {@code cv}, built from the classes the test itself loaded */
    static Object of(Subject subject, int[] cv) throws ReflectiveOperationException {
        ClassLoader loader = PlainCopies.class.getClassLoader();
        Object root = create(Class.forName(subject.className(), true, loader));
        Object[] objects = new Object[subject.objectCount()];
        for (ObjectClass cls : subject.objectClasses()) {
            for (int i = 0; i < cls.count(); i++) {
                int o = cls.offset() + i;
                objects[o] = cls.isArray() ? Array.newInstance(type(cls.array().componentTypeName(), loader), subject.arrayLength(o, cv))
                        : create(Class.forName(cls.className(), true, loader));
            }
        }
        for (Slot slot : subject.slots()) {
            Object owner = slot.object() < 0 ? root : objects[slot.object()];
            int v = cv[slot.index()];
            if (slot.object() >= 0 && subject.isArray(slot.object())) {
                if (!slot.field().fieldName().equals("length")) {
                    int i = Integer.parseInt(slot.field().fieldName());
                    if (i < Array.getLength(owner)) {
                        Array.set(owner, i, value(slot.domain(), v, owner.getClass().getComponentType(), objects, loader));
                    }
                }
                continue;
            }
            Field f = Class.forName(slot.field().declaringClassName(), true, loader).getDeclaredField(slot.field().fieldName());
            f.setAccessible(true);
            f.set(owner, value(slot.domain(), v, f.getType(), objects, loader));
        }
        return root;
    }

    /** @return value {@code v} of {@code d} as a field or element of type {@code type} holds it, as the engine stores it */
    private static Object value(Domain d, int v, Class<?> type, Object[] objects, ClassLoader loader) throws ReflectiveOperationException {
        switch (d.kind()) {
            case OBJECTS:
                int o = d.objectNumberAt(v);
                return o < 0 ? null : objects[o];
            case BOOLEANS:
                return v == 1;
            case ENUMS:
                return sameIn(d.enumAt(v), loader);
            case VALUES:
                return converted(sameIn(d.valueAt(v), loader), type.getName());
            default:
                return converted(d.intAt(v), type.getName());
        }
    }

    /** @return number or char {@code x} as the wrapper of type {@code t}'s primitive (ints stay Integers for other reference types) */
    static Object converted(Object x, String t) {
        Object v = x instanceof Character c ? (Object) (int) c.charValue() : x;
        if (!(v instanceof Number n) || !(x instanceof Integer || x instanceof Long || x instanceof Short || x instanceof Byte
                || x instanceof Character || x instanceof Float || x instanceof Double)) {
            return x;
        }
        return t.equals("long") || t.equals("java.lang.Long") ? (Object) n.longValue()
                : t.equals("int") || t.equals("java.lang.Integer") ? (Object) n.intValue()
                : t.equals("short") || t.equals("java.lang.Short") ? (Object) n.shortValue()
                : t.equals("byte") || t.equals("java.lang.Byte") ? (Object) n.byteValue()
                : t.equals("char") || t.equals("java.lang.Character") ? (Object) (char) n.intValue()
                : t.equals("float") || t.equals("java.lang.Float") ? (Object) n.floatValue()
                : t.equals("double") || t.equals("java.lang.Double") ? (Object) n.doubleValue() : x;
    }

    /** @return constant {@code x} of the finitization's classes as an object of the test's: enum constants by name, records rebuilt */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Object sameIn(Object x, ClassLoader loader) throws ReflectiveOperationException {
        if (x instanceof Enum<?> e) {
            return Enum.valueOf((Class) Class.forName(e.getDeclaringClass().getName(), true, loader), e.name());
        }
        if (!(x instanceof Record r)) {
            return x;
        }
        Class<?> cls = Class.forName(r.getClass().getName(), true, loader);
        RecordComponent[] components = cls.getRecordComponents();
        Object[] args = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            java.lang.reflect.Method accessor = r.getClass().getRecordComponents()[i].getAccessor();
            accessor.setAccessible(true);
            args[i] = sameIn(accessor.invoke(r), loader);
            types[i] = components[i].getType();
        }
        Constructor<?> canonical = cls.getDeclaredConstructor(types);
        canonical.setAccessible(true);
        return canonical.newInstance(args);
    }

    private static Class<?> type(String name, ClassLoader loader) throws ClassNotFoundException {
        switch (name) {
            case "int": return int.class;
            case "long": return long.class;
            case "short": return short.class;
            case "byte": return byte.class;
            case "char": return char.class;
            case "float": return float.class;
            case "double": return double.class;
            case "boolean": return boolean.class;
            default: return Class.forName(name, true, loader);
        }
    }

    private static Object create(Class<?> c) throws ReflectiveOperationException {
        Constructor<?> k = c.getDeclaredConstructor();
        k.setAccessible(true);
        return k.newInstance();
    }
}
