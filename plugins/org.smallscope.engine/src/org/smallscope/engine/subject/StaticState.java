package org.smallscope.engine.subject;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.internal.SubjectClassLoader;

/**
 * The values of a subject's static fields as its code leaves them after class initialization and the finitization,
 * in a fresh class loader of the uninstrumented classes, each written as a canonical text (deep: arrays, collections,
 * objects' fields) so that a later version of the code can be compared with it field by field.
 */
public final class StaticState {

    /** The text of a value that cannot be written canonically; never equal to another. */
    public static final String OPAQUE = "opaque:";
    private static final int BUDGET = 20_000;

    private StaticState() {
    }

    /**
     * @param classes binary names of the classes whose statics count
     * @param names the field names that count (the fields the code reads); the rest are left out
     * @return {@code Class.field} to its value's text, for every static field named in {@code names} of {@code classes}
     */
    public static Map<String, String> of(ClassFileSource source, String root, String finitization, int[] args, List<String> classes,
            java.util.Set<String> names) {
        return of(source, root, finitization, args, classes, names, Map.of(), java.util.Set.of());
    }

    /**
     * @param heap the classes a candidate heap is built of (binary names: the root first, then the object classes), to how
     *        many objects of each it holds: each is made by its constructor, as a heap makes it
     * @param finitized the fields the search sets ({@code Class.field}, binary class names), left out of the objects' texts
     * @return {@link #of(ClassFileSource, String, String, int[], List, java.util.Set)}, and {@code Class#i} to the text of the
     *         i-th object of each heap class (its fields other than {@code finitized}) as its constructor leaves it
     */
    public static Map<String, String> of(ClassFileSource source, String root, String finitization, int[] args, List<String> classes,
            java.util.Set<String> names, Map<String, Integer> heap, java.util.Set<String> finitized) {
        Map<String, String> out = new TreeMap<>();
        SubjectClassLoader fresh = new SubjectClassLoader(source, StaticState.class.getClassLoader(), UnaryOperator.identity());
        try {
            Class<?> rootClass = Class.forName(root, true, fresh);
            FinitizationRunner.run(rootClass, FinitizationRunner.find(rootClass, finitization, args), args);
        } catch (Throwable e) {
            out.put(root + ".<finitization>", OPAQUE + "the finitization failed in a fresh class loader: " + e);
            return out;
        }
        for (String name : classes) {
            Class<?> c;
            try {
                c = Class.forName(name, true, fresh);
            } catch (Throwable e) {
                out.put(name + ".<clinit>", "failed:" + e.getClass().getName());
                continue;
            }
            java.util.Set<String> done = new java.util.HashSet<>();
            for (Field f : staticsOf(c, fresh)) {
                if (!Modifier.isStatic(f.getModifiers()) || f.isSynthetic() || f.getName().startsWith("__ss$") || !names.contains(f.getName())
                        || !done.add(f.getName())) {
                    continue;
                }
                String value;
                try {
                    f.setAccessible(true);
                    value = text(f.get(null));
                } catch (RuntimeException | IllegalAccessException e) {
                    value = OPAQUE + "cannot read it: " + e;
                }
                out.put(name + "." + f.getName(), value);
            }
        }
        heap.forEach((name, count) -> {
            for (int i = 0; i < count; i++) {
                out.put(name + "#" + i, instance(name, fresh, finitized));
            }
        });
        return out;
    }

    /** @return the text of a new object of class {@code name} made as the search makes it ({@link Instances}): its fields other than {@code finitized} */
    private static String instance(String name, ClassLoader fresh, java.util.Set<String> finitized) {
        Object o;
        try {
            o = Instances.make(Class.forName(name, true, fresh));
        } catch (Throwable e) {
            return "failed:" + e.getClass().getName();
        }
        Writer w = new Writer();
        try {
            for (Field f : staticsOf(o.getClass(), fresh)) {
                String key = f.getDeclaringClass().getName() + "." + f.getName();
                if (Modifier.isStatic(f.getModifiers()) || f.getName().startsWith("__ss$") || finitized.contains(key)) {
                    continue;
                }
                f.setAccessible(true);
                w.sb.append(f.getName()).append('=');
                w.write(f.get(o));
                w.sb.append(',');
            }
        } catch (Opaque e) {
            return OPAQUE + e.getMessage();
        } catch (RuntimeException | IllegalAccessException e) {
            return OPAQUE + "cannot read its fields: " + e;
        }
        return w.sb.toString();
    }

    /** @return the fields of {@code c} and of its superclasses of the subject's code, nearest first (a static is read through a subclass too; an object has them all) */
    private static List<Field> staticsOf(Class<?> c, ClassLoader subject) {
        List<Field> out = new ArrayList<>();
        for (Class<?> k = c; k != null && k.getClassLoader() == subject; k = k.getSuperclass()) {
            out.addAll(List.of(k.getDeclaredFields()));
        }
        return out;
    }

    /** @return the canonical text of {@code value} (starts with {@link #OPAQUE} when it cannot be written) */
    static String text(Object value) {
        Writer w = new Writer();
        try {
            w.write(value);
        } catch (Opaque e) {
            return OPAQUE + e.getMessage();
        }
        return w.sb.toString();
    }

    private static final class Opaque extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Opaque(String why) {
            super(why, null, false, false);
        }
    }

    private static final class Writer {
        final StringBuilder sb = new StringBuilder();
        final Map<Object, Integer> seen = new IdentityHashMap<>();

        void write(Object v) {
            if (sb.length() > BUDGET * 8 || seen.size() > BUDGET) {
                throw new Opaque("a value of more than " + BUDGET + " objects");
            }
            if (v == null) {
                sb.append("null");
                return;
            }
            Class<?> c = v.getClass();
            if (v instanceof Number || v instanceof Boolean || v instanceof Character || v instanceof String) {
                sb.append(c.getSimpleName()).append(':').append(v instanceof String s ? quoted(s) : v.toString());
                return;
            }
            if (v instanceof Enum<?> e) {
                sb.append("enum:").append(e.getDeclaringClass().getName()).append('.').append(e.name());
                return;
            }
            if (c == Object.class) {
                sb.append("object"); // a plain Object (a lock, a marker): nothing but its identity, new in every run
                return;
            }
            if (v instanceof Class<?> k) {
                sb.append("class:").append(k.getName());
                return;
            }
            Integer back = seen.get(v);
            if (back != null) {
                sb.append('@').append(back);
                return;
            }
            seen.put(v, seen.size());
            if (c.isArray()) {
                sb.append(c.getComponentType().getName()).append('[');
                for (int i = 0; i < Array.getLength(v); i++) {
                    write(Array.get(v, i));
                    sb.append(',');
                }
                sb.append(']');
            } else if (v instanceof Map<?, ?> m && c.getName().startsWith("java.")) {
                sb.append(c.getName()).append('{');
                for (Map.Entry<?, ?> e : m.entrySet()) {
                    write(e.getKey());
                    sb.append('=');
                    write(e.getValue());
                    sb.append(',');
                }
                sb.append('}');
            } else if (v instanceof Collection<?> col && c.getName().startsWith("java.")) {
                sb.append(c.getName()).append('[');
                for (Object e : col) {
                    write(e);
                    sb.append(',');
                }
                sb.append(']');
            } else {
                fields(v, c);
            }
        }

        /** An object of the user's (or a lambda, whose body is fingerprinted with the code that creates it): its fields. */
        private void fields(Object v, Class<?> c) {
            boolean lambda = c.isHidden() || c.isSynthetic();
            if (c.getName().startsWith("java.") || c.getName().startsWith("jdk.") || c.getName().startsWith("sun.")) {
                throw new Opaque("a " + c.getName());
            }
            sb.append(lambda ? "lambda" + List.of(c.getInterfaces()).stream().map(Class::getName).toList() : c.getName()).append('(');
            List<Field> all = new ArrayList<>();
            for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
                if (k.getName().startsWith("java.")) {
                    throw new Opaque("a " + c.getName() + " (extends " + k.getName() + ")");
                }
                for (Field f : k.getDeclaredFields()) {
                    if (!Modifier.isStatic(f.getModifiers()) && !f.getName().startsWith("__ss$")) {
                        all.add(f);
                    }
                }
            }
            for (Field f : all) {
                try {
                    f.setAccessible(true);
                    sb.append(lambda ? "" : f.getName()).append('=');
                    write(f.get(v));
                    sb.append(',');
                } catch (RuntimeException | IllegalAccessException e) {
                    throw new Opaque("a " + c.getName() + " whose field " + f.getName() + " cannot be read");
                }
            }
            sb.append(')');
        }

        private static String quoted(String s) {
            return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
        }
    }
}
