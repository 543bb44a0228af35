package org.smallscope.engine.subject;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.internal.ClassFacts;

/**
 * The subject's code that ran while repOk judged candidates: every traced method other than constructors, class
 * initializers and the finitization (they build objects and bounds, not verdicts), with what its bytecode reads,
 * writes and calls, and the fields of the candidates' objects those instructions name.
 */
final class RanCode {

    /** One method that ran, as {@code owner name desc} (internal owner name). */
    record Method(String owner, String name, String desc) {

        /** @return {@code Cache.withinCapacity} */
        String describe() {
            String s = owner.substring(owner.lastIndexOf('/') + 1);
            return s.substring(s.lastIndexOf('$') + 1) + "." + name;
        }
    }

    private final Subject subject;
    private final ClassFacts facts;
    private final List<Method> methods = new ArrayList<>();
    private final List<Class<?>> heap = new ArrayList<>();

    private RanCode(Subject subject, CodeTrace trace) {
        this.subject = subject;
        this.facts = trace.facts();
        for (String method : trace.ran()) {
            String[] m = method.split(" ");
            if (m.length == 3 && !m[1].startsWith("<") && !subject.isFinitization(m[0], m[1])) {
                methods.add(new Method(m[0], m[1], m[2]));
            }
        }
        load(subject.className());
        for (ObjectClass c : subject.objectClasses()) {
            if (c.array() == null) {
                load(c.className());
            }
        }
    }

    /** @return the code that ran for {@code subject}, or null when what ran is not known */
    static RanCode of(Subject subject) {
        CodeTrace trace = subject.codeTrace();
        return trace == null ? null : new RanCode(subject, trace);
    }

    List<Method> methods() {
        return methods;
    }

    ClassFacts facts() {
        return facts;
    }

    /** @return the classes of the candidates' objects (the subject's and its object sets'), as loaded for the search */
    List<Class<?>> heapClasses() {
        return heap;
    }

    /** @return the field that a field instruction on {@code owner} (internal name) named {@code name} accesses, or null outside the subject's classes */
    Field field(String owner, String name) {
        try {
            for (Class<?> c = Class.forName(owner.replace('/', '.'), false, subject.classLoader()); c != null; c = c.getSuperclass()) {
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

    /** @return the classes of the candidates' objects that have field {@code f} */
    List<Class<?>> owners(Field f) {
        return heap.stream().filter(c -> f.getDeclaringClass().isAssignableFrom(c)).toList();
    }

    /** @return whether the finitization bounds {@code f} */
    boolean bound(Field f) {
        return subject.fields().stream()
                .anyMatch(s -> s.fieldName().equals(f.getName()) && s.declaringClassName().equals(f.getDeclaringClass().getName()));
    }

    /** @return the name {@code set} takes: the bare field name for the subject's class, else {@code Node.field} */
    String setName(Field f) {
        return f.getDeclaringClass().getName().equals(subject.className()) ? f.getName()
                : f.getDeclaringClass().getSimpleName() + "." + f.getName();
    }

    private void load(String name) {
        try {
            heap.add(Class.forName(name, false, subject.classLoader()));
        } catch (ClassNotFoundException | LinkageError e) {
            // not loadable here: its fields are not named
        }
    }
}
