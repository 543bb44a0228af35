package org.smallscope.engine.tests.export;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Deep comparison of two object graphs by reflection, for tests: the same shape under a one-to-one mapping of objects
 * (so sharing and cycles must match), equal values, classes equal by name (the two graphs may come from different class
 * loaders); collections and maps compared element by element in iteration order.
 */
final class DeepStructure {

    private final Map<Object, Object> mapped = new IdentityHashMap<>();
    private final Map<Object, Object> back = new IdentityHashMap<>();

    private DeepStructure() {
    }

    /** @return null if {@code a} and {@code b} are the same structure, else where they first differ */
    static String difference(Object a, Object b) {
        return new DeepStructure().compare(a, b, "input");
    }

    private String compare(Object a, Object b, String path) {
        if (a == null || b == null) {
            return a == b ? null : path + ": " + a + " vs " + b;
        }
        if (!a.getClass().getName().equals(b.getClass().getName())) {
            return path + ": class " + a.getClass().getName() + " vs " + b.getClass().getName();
        }
        if (a instanceof Number || a instanceof String || a instanceof Boolean || a instanceof Character) {
            return a.equals(b) ? null : path + ": " + a + " vs " + b;
        }
        if (a instanceof Enum<?> e) {
            return e.name().equals(((Enum<?>) b).name()) ? null : path + ": " + a + " vs " + b;
        }
        Object seen = mapped.get(a);
        if (seen != null || back.containsKey(b)) {
            return seen == b ? null : path + ": sharing differs";
        }
        mapped.put(a, b);
        back.put(b, a);
        if (a.getClass().isArray()) {
            if (Array.getLength(a) != Array.getLength(b)) {
                return path + ": length " + Array.getLength(a) + " vs " + Array.getLength(b);
            }
            return all(list(a), list(b), path);
        } else if (a instanceof Collection<?> c) {
            return all(new ArrayList<>(c), new ArrayList<>((Collection<?>) b), path);
        } else if (a instanceof Map<?, ?> m) {
            List<Object> x = new ArrayList<>();
            List<Object> y = new ArrayList<>();
            m.forEach((k, v) -> { x.add(k); x.add(v); });
            ((Map<?, ?>) b).forEach((k, v) -> { y.add(k); y.add(v); });
            return all(x, y, path);
        }
        for (Class<?> c = a.getClass(), k = b.getClass(); c != null && c != Object.class; c = c.getSuperclass(), k = k.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) || f.isSynthetic()) {
                    continue;
                }
                try {
                    Field g = k.getDeclaredField(f.getName());
                    f.setAccessible(true);
                    g.setAccessible(true);
                    String d = compare(f.get(a), g.get(b), path + "." + f.getName());
                    if (d != null) {
                        return d;
                    }
                } catch (ReflectiveOperationException e) {
                    return path + "." + f.getName() + ": " + e;
                }
            }
        }
        return null;
    }

    private String all(List<Object> x, List<Object> y, String path) {
        if (x.size() != y.size()) {
            return path + ": " + x.size() + " vs " + y.size() + " elements";
        }
        for (int i = 0; i < x.size(); i++) {
            String d = compare(x.get(i), y.get(i), path + "[" + i + "]");
            if (d != null) {
                return d;
            }
        }
        return null;
    }

    private static List<Object> list(Object array) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < Array.getLength(array); i++) {
            out.add(Array.get(array, i));
        }
        return out;
    }
}
