package org.smallscope.engine.subject;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the fields of the candidates' objects that repOk's code read during a search although the finitization bounds
 * none of them: each keeps the value its constructor gives in every candidate, which silently narrows the suite.
 */
public final class UnboundReads {

    private UnboundReads() {
    }

    /**
     * @return one warning per such field ({@code Cache.capacity}), naming a method that read it; none when what ran is not
     *         known. Final, static and synthetic fields are not named: a final field is a constant by its declaration.
     */
    public static List<String> warnings(Subject subject) {
        CodeTrace trace = subject.codeTrace();
        if (trace == null) {
            return List.of();
        }
        List<Class<?>> heap = heapClasses(subject);
        Map<Field, String> unbound = new LinkedHashMap<>();
        for (String method : trace.ran()) {
            String[] m = method.split(" ");
            if (m.length != 3 || m[1].startsWith("<") || m[1].equals(subject.finitizationMethod())) {
                continue; // constructors and initializers set fields; the finitization only names them
            }
            for (String read : trace.facts().instanceFieldsRead(m[0], m[1], m[2])) {
                String[] r = read.split(" ");
                Field f = field(subject.classLoader(), r[0].replace('/', '.'), r[1]);
                if (f != null && !unbound.containsKey(f) && readable(f) && onHeap(f, heap) && !bound(f, subject)) {
                    unbound.put(f, simple(m[0]) + "." + m[1]);
                }
            }
        }
        List<String> out = new ArrayList<>();
        unbound.forEach((f, where) -> out.add(subject.simpleName() + "'s repOk reads " + f.getDeclaringClass().getSimpleName() + "."
                + f.getName() + " (in " + where + "), which the finitization " + subject.finitizationName()
                + " does not bound: every candidate keeps the value its constructor gives it, so the suite holds no structure with another "
                + "value; bound it with set(\"" + qualified(f, subject) + "\", ...), or declare it final if it is a constant"));
        return out;
    }

    private static List<Class<?>> heapClasses(Subject subject) {
        List<Class<?>> out = new ArrayList<>();
        load(subject.classLoader(), subject.className(), out);
        for (ObjectClass c : subject.objectClasses()) {
            if (c.array() == null) {
                load(subject.classLoader(), c.className(), out);
            }
        }
        return out;
    }

    private static void load(ClassLoader loader, String name, List<Class<?>> out) {
        try {
            out.add(Class.forName(name, false, loader));
        } catch (ClassNotFoundException | LinkageError e) {
            // not loadable here: its fields are not named
        }
    }

    /** @return the field {@code name} that a {@code GETFIELD} on {@code owner} reads (declared there or inherited), or null */
    private static Field field(ClassLoader loader, String owner, String name) {
        try {
            for (Class<?> c = Class.forName(owner, false, loader); c != null; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (f.getName().equals(name)) {
                        return f;
                    }
                }
            }
        } catch (ClassNotFoundException | LinkageError e) {
            // a class of the JDK or one not loadable here: not a field of the candidates' objects
        }
        return null;
    }

    private static boolean readable(Field f) {
        int mods = f.getModifiers();
        return !Modifier.isStatic(mods) && !Modifier.isFinal(mods) && !f.isSynthetic();
    }

    private static boolean onHeap(Field f, List<Class<?>> heap) {
        return heap.stream().anyMatch(c -> f.getDeclaringClass().isAssignableFrom(c));
    }

    private static boolean bound(Field f, Subject subject) {
        return subject.fields().stream()
                .anyMatch(s -> s.fieldName().equals(f.getName()) && s.declaringClassName().equals(f.getDeclaringClass().getName()));
    }

    /** @return the name {@code set} takes: the bare field name for the subject's class, else {@code Node.field} */
    private static String qualified(Field f, Subject subject) {
        return f.getDeclaringClass().getName().equals(subject.className()) ? f.getName()
                : f.getDeclaringClass().getSimpleName() + "." + f.getName();
    }

    private static String simple(String internalName) {
        String s = internalName.substring(internalName.lastIndexOf('/') + 1);
        return s.substring(s.lastIndexOf('$') + 1);
    }
}
