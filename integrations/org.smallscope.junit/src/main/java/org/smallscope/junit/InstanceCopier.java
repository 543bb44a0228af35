package org.smallscope.junit;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Copies a structure the search built on the subject's instrumented classes into objects of the same classes as the test
 * sees them (its own class loader): objects of the subject's classes are created fresh with their constructor without
 * parameters (so fields the finitization does not bound hold what the constructor gives them, a new list each time),
 * then their bounded fields are copied; arrays are copied with their length, enum constants by name, other values
 * (strings, boxed numbers) are shared.
 */
final class InstanceCopier {

    private final ClassLoader from;
    private final ClassLoader to;
    private final Set<String> bounded;
    private final Map<Class<?>, Field[][]> fields = new HashMap<>();

    /**
     * @param from the loader of the instrumented classes
     * @param to the test's loader
     * @param bounded the fields the finitization bounds, as {@code declaringClassBinaryName#fieldName}
     */
    InstanceCopier(ClassLoader from, ClassLoader to, Set<String> bounded) {
        this.from = from;
        this.to = to;
        this.bounded = bounded;
    }

    /** @return a copy of {@code root} and everything reachable from it, of the test's classes */
    Object copy(Object root) {
        return copy(root, new IdentityHashMap<>());
    }

    private Object copy(Object value, Map<Object, Object> done) {
        if (value == null || !ours(value.getClass())) {
            return value;
        }
        Object copied = done.get(value);
        if (copied != null) {
            return copied;
        }
        Class<?> type = value.getClass();
        if (type.isEnum() || type.getSuperclass() != null && type.getSuperclass().isEnum()) {
            Enum<?> constant = (Enum<?>) value;
            return target(constant.getDeclaringClass()).getEnumConstants()[constant.ordinal()];
        }
        if (type.isArray()) {
            int length = Array.getLength(value);
            Object array = Array.newInstance(target(type.getComponentType()), length);
            done.put(value, array);
            for (int i = 0; i < length; i++) {
                Array.set(array, i, copy(Array.get(value, i), done));
            }
            return array;
        }
        Object object = instantiate(target(type));
        done.put(value, object);
        for (Field[] pair : pairs(type)) {
            try {
                pair[1].set(object, copy(pair[0].get(value), done));
            } catch (IllegalAccessException | IllegalArgumentException e) {
                throw new IllegalStateException("smallscope: cannot copy field " + pair[1].getDeclaringClass().getName() + "."
                        + pair[1].getName() + " into the test's instance: " + e.getMessage(), e);
            }
        }
        return object;
    }

    /** @return whether {@code type} (or an array's element type) is one of the instrumented classes */
    private boolean ours(Class<?> type) {
        Class<?> t = type;
        while (t.isArray()) {
            t = t.getComponentType();
        }
        return !t.isPrimitive() && t.getClassLoader() == from;
    }

    /** @return the test's class of the same name as {@code type} (primitives and foreign classes as they are) */
    private Class<?> target(Class<?> type) {
        if (type.isArray()) {
            return target(type.getComponentType()).arrayType();
        }
        if (!ours(type)) {
            return type;
        }
        try {
            return Class.forName(type.getName(), false, to);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("smallscope: the test's class loader has no class " + type.getName(), e);
        }
    }

    /** @return per bounded field of the test's class: {instrumented field, test field}, both accessible */
    private Field[][] pairs(Class<?> type) {
        return fields.computeIfAbsent(type, t -> {
            java.util.List<Field[]> list = new java.util.ArrayList<>();
            for (Class<?> c = target(t), s = t; c != null && c != Object.class; c = c.getSuperclass(), s = s.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (Modifier.isStatic(f.getModifiers()) || !bounded.contains(c.getName() + "#" + f.getName())) {
                        continue;
                    }
                    try {
                        Field source = s.getDeclaredField(f.getName());
                        source.setAccessible(true);
                        f.setAccessible(true);
                        list.add(new Field[] {source, f});
                    } catch (NoSuchFieldException e) {
                        throw new IllegalStateException("smallscope: the instrumented " + s.getName() + " has no field " + f.getName(), e);
                    }
                }
            }
            return list.toArray(Field[][]::new);
        });
    }

    private static Object instantiate(Class<?> type) {
        try {
            Constructor<?> c = type.getDeclaredConstructor();
            c.setAccessible(true);
            return c.newInstance();
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("smallscope: cannot create an instance of " + type.getName() + " for the test: " + e, e);
        }
    }
}
