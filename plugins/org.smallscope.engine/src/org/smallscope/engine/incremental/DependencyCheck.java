package org.smallscope.engine.incremental;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.objectweb.asm.Type;
import org.smallscope.engine.internal.ClassFacts;
import org.smallscope.engine.subject.CodeTrace;
import org.smallscope.engine.subject.StaticState;
import org.smallscope.engine.subject.Subject;

/**
 * Checks a snapshot's {@link Dependencies} against a subject's code and state now: every method that ran for the base
 * must be unchanged unless the conjunct comparison covers it (repOk and the methods it is split across, and the
 * finitization, whose bounds are compared) or nothing can call it any more; no class it ran in may change its
 * supertypes or add an override of a method that ran; every static value it read must be equal. Each difference is
 * a reason that names the method, class or field.
 */
public final class DependencyCheck {

    private DependencyCheck() {
    }

    /**
     * @return why the suite of snapshot {@code made} cannot be reused for {@code subject} (empty when it can); when the
     *         snapshot was made for another class (a renamed copy), its root class, the root's nested classes and its
     *         object classes stand for the subject's
     */
    public static List<String> reasons(SubjectDescriptor made, Subject subject) {
        CodeTrace trace = subject.codeTrace();
        if (trace == null || made.dependencies() == null) {
            return compute(made, subject);
        }
        // a run checks its base more than once (choosing it, announcing it, searching from it): the class files stay as they are
        return trace.checked(java.util.Arrays.asList(made.className(), made.dependencies()), () -> compute(made, subject));
    }

    private static List<String> compute(SubjectDescriptor made, Subject subject) {
        List<String> reasons = new ArrayList<>();
        Dependencies base = renamed(made, subject);
        CodeTrace now = subject.codeTrace();
        if (base == null) {
            reasons.add("dependencies: the snapshot keeps no record of the code and state its repOk depended on (made by an older "
                    + "Smallscope), so a change outside repOk's conjuncts could not be seen");
            return reasons;
        }
        if (base.incomplete() != null) {
            reasons.add("dependencies: what the base run's repOk ran is not fully known (" + base.incomplete() + ")");
            return reasons;
        }
        if (now == null) {
            reasons.add("dependencies: " + subject.simpleName() + " was loaded without instrumentation");
            return reasons;
        }
        ClassFacts facts = now.facts();
        Set<String> explained = new HashSet<>(now.conjunctMethods());
        Set<String> ranNames = new HashSet<>();
        base.methods().keySet().forEach(k -> ranNames.add(k.substring(k.indexOf(' ') + 1)));
        for (Map.Entry<String, String> e : base.methods().entrySet()) {
            String[] m = e.getKey().split(" ");
            if (explained.contains(e.getKey()) || ClassFacts.isLambdaBody(m[1]) || madeOnlyForHeaps(m, base, subject)
                    || subject.isFinitization(m[0], m[1])) {
                continue;
            }
            String print = now.print(m[0], m[1], m[2]);
            if (e.getValue().equals(print) || uncallable(m, base, subject)) {
                continue;
            }
            reasons.add("code: " + describe(m) + (print == null ? " is gone" : " changed") + " (the base run ran it, so its verdicts may depend on it)");
        }
        for (Map.Entry<String, ClassFacts.Shape> e : base.classes().entrySet()) {
            shapeReasons(e.getKey(), e.getValue(), facts.shape(e.getKey()), ranNames, reasons);
            if (reasons.size() > 0 && reasons.get(reasons.size() - 1).contains("changed its supertypes")
                    && onlyNewSupertypes(e.getKey(), base.classes(), facts)) {
                reasons.remove(reasons.size() - 1);
            }
        }
        Set<String> names = new TreeSet<>();
        base.statics().keySet().forEach(k -> names.add(k.substring(k.lastIndexOf('.') + 1)));
        Map<String, String> statics = Dependencies.state(subject, base.classes().keySet(), names);
        for (Map.Entry<String, String> e : base.statics().entrySet()) {
            String value = statics.get(e.getKey());
            if (e.getValue().startsWith(StaticState.OPAQUE) || value != null && value.startsWith(StaticState.OPAQUE)) {
                String why = (e.getValue().startsWith(StaticState.OPAQUE) ? e.getValue() : value).substring(StaticState.OPAQUE.length());
                reasons.add((e.getKey().contains("#") ? "state: a new " + e.getKey().replace("#", " (object ") + ")"
                        : "state: the value of static " + e.getKey()) + " cannot be compared (" + why + ")");
            } else if (value != null && !e.getValue().equals(value)) { // a static gone is one no code can read without a change seen above
                reasons.add(e.getKey().contains("#")
                        ? "state: a new " + e.getKey().replace("#", " (object ") + ") was {" + shorten(e.getValue()) + "} in the base, now {"
                                + shorten(value) + "} as its constructor makes it"
                        : "state: static " + e.getKey() + " was " + shorten(e.getValue()) + " in the base, now " + shorten(value) + " (repOk reads it)");
            }
        }
        return reasons;
    }

    /** @return {@code made}'s record with the classes of its subject renamed to those of {@code subject} */
    private static Dependencies renamed(SubjectDescriptor made, Subject subject) {
        Dependencies d = made.dependencies();
        if (d == null || made.className().equals(subject.className())) {
            return d;
        }
        java.util.Map<String, String> owners = new java.util.HashMap<>();
        owners.put(made.className(), subject.className());
        for (SubjectDescriptor.ClassBound c : made.classes()) {
            subject.objectClasses().stream().filter(o -> o.simpleName().equals(c.simpleName())).findFirst()
                    .ifPresent(o -> owners.putIfAbsent(c.className(), o.className()));
        }
        java.util.function.UnaryOperator<String> rename = internal -> {
            String binary = internal.replace('/', '.');
            String to = owners.get(binary);
            if (to == null && binary.startsWith(made.className() + "$")) {
                to = subject.className() + binary.substring(made.className().length());
            }
            return to == null ? internal : to.replace('.', '/');
        };
        java.util.function.UnaryOperator<String> inDescriptor = desc -> {
            String out = desc;
            for (java.util.Map.Entry<String, String> e : owners.entrySet()) {
                out = out.replace("L" + e.getKey().replace('.', '/') + ";", "L" + e.getValue().replace('.', '/') + ";");
            }
            return out.replace("L" + made.className().replace('.', '/') + "$", "L" + subject.className().replace('.', '/') + "$");
        };
        // the named base is a copy of the subject under another name: its own classes' code counts as the conjunct hashes
        // compare it (class names aside); code of other classes and all static state are compared as for the same class
        java.util.function.Predicate<String> own = internal -> !rename.apply(internal).equals(internal);
        java.util.Map<String, String> methods = new java.util.TreeMap<>();
        d.methods().forEach((k, v) -> {
            String[] m = k.split(" ");
            if (!own.test(m[0])) {
                methods.put(m[0] + " " + m[1] + " " + inDescriptor.apply(m[2]), v);
            }
        });
        java.util.Map<String, ClassFacts.Shape> classes = new java.util.TreeMap<>();
        d.classes().forEach((k, v) -> {
            if (!own.test(k)) {
                classes.put(k, v);
            }
        });
        java.util.Map<String, String> statics = new java.util.TreeMap<>();
        d.statics().forEach((k, v) -> {
            if (!k.contains("#")) { // the objects of the named class's heap: its own code, trusted as above
                statics.put(rename.apply(k.substring(0, k.lastIndexOf('.')).replace('.', '/')).replace('/', '.')
                        + k.substring(k.lastIndexOf('.')), v);
            }
        });
        return new Dependencies(methods, classes, statics, d.incomplete());
    }

    /**
     * @return whether {@code m} is the constructor of a class whose objects only candidate heaps hold (the root's or an
     *         object class's, created by no code of the base's classes): what it does shows in the heap objects' state,
     *         compared as state, so that moving an initializer into a superclass does not count as a change; not when it
     *         makes lambdas (their bodies show only in its code)
     */
    private static boolean madeOnlyForHeaps(String[] m, Dependencies base, Subject subject) {
        if (!m[1].equals("<init>") || !m[2].equals("()V")) {
            return false;
        }
        String cls = m[0].replace('/', '.');
        boolean heap = cls.equals(subject.className()) || subject.objectClasses().stream().anyMatch(c -> c.className().equals(cls));
        if (!heap) {
            return false;
        }
        ClassFacts facts = subject.codeTrace().facts();
        // a lambda it stores shows in the state only as a lambda: its body counts through the constructor's code
        return !facts.bindsCallSites(m[0], m[1], m[2]) && base.classes().keySet().stream().noneMatch(c -> facts.instantiated(c).contains(m[0]));
    }

    /**
     * @return whether class {@code cls} kept every supertype it had and gained only classes the base run never loaded (so
     *         no code it ran tested for them; dispatch is compared method by method), such as a superclass the class's
     *         code was moved into
     */
    private static boolean onlyNewSupertypes(String cls, Map<String, ClassFacts.Shape> was, ClassFacts facts) {
        Set<String> before = supertypes(cls, was::get);
        Set<String> after = supertypes(cls, facts::shape);
        return after.containsAll(before) && after.stream().filter(t -> !before.contains(t)).noneMatch(was::containsKey);
    }

    private static Set<String> supertypes(String cls, java.util.function.Function<String, ClassFacts.Shape> shapes) {
        Set<String> out = new TreeSet<>();
        List<String> todo = new ArrayList<>(List.of(cls));
        while (!todo.isEmpty()) {
            ClassFacts.Shape shape = shapes.apply(todo.remove(todo.size() - 1));
            if (shape == null) {
                continue;
            }
            List<String> direct = new ArrayList<>(shape.interfaces());
            if (shape.superName() != null) {
                direct.add(shape.superName());
            }
            for (String t : direct) {
                if (out.add(t)) {
                    todo.add(t);
                }
            }
        }
        return out;
    }

    private static void shapeReasons(String cls, ClassFacts.Shape was, ClassFacts.Shape is, Set<String> ranNames, List<String> reasons) {
        String name = cls.replace('/', '.');
        if (is == null) {
            if (was.methods().stream().anyMatch(ranNames::contains)) {
                reasons.add("code: class " + name + " is gone, and the base run's repOk ran code of it");
            }
            return;
        }
        if (!java.util.Objects.equals(was.superName(), is.superName()) || !was.interfaces().equals(is.interfaces())) {
            reasons.add("code: class " + name + " changed its supertypes (was " + was.superName() + " " + was.interfaces() + ", now "
                    + is.superName() + " " + is.interfaces() + "), and the base run's repOk ran code of it");
        }
        for (String m : is.methods()) {
            if (!was.methods().contains(m) && ranNames.contains(m) && !m.startsWith("<")) {
                reasons.add("code: " + name + " now declares " + m.replace(" ", "") + ", which overrides or hides a method the base run's repOk ran");
            }
        }
    }

    /**
     * @return whether nothing can call the changed or removed method {@code m} any more: no code of the base's classes
     *         names it and it implements no method of a type outside the subject's class files (which JDK code calls)
     */
    private static boolean uncallable(String[] m, Dependencies base, Subject subject) {
        if (m[1].startsWith("<")) {
            return false;
        }
        ClassFacts facts = subject.codeTrace().facts();
        String nameDesc = m[1] + " " + m[2];
        for (String cls : base.classes().keySet()) {
            if (facts.references(cls).contains(nameDesc)) {
                return false;
            }
        }
        return !declaredOutside(m[0], m[1], m[2], base, subject.classLoader(), new HashSet<>());
    }

    /** @return whether a supertype of {@code cls} from outside the subject's classes declares {@code name desc} (or it cannot be told) */
    private static boolean declaredOutside(String cls, String name, String desc, Dependencies base, ClassLoader loader, Set<String> seen) {
        if (cls == null || !seen.add(cls)) {
            return false;
        }
        ClassFacts.Shape shape = base.classes().get(cls);
        if (shape == null) {
            try {
                Class<?> outside = Class.forName(cls.replace('/', '.'), false, loader);
                for (Class<?> c = outside; c != null; c = c.getSuperclass()) {
                    if (declares(c, name, desc)) {
                        return true;
                    }
                }
                return declaredByInterface(outside, name, desc);
            } catch (ClassNotFoundException | LinkageError e) {
                return true;
            }
        }
        if (declaredOutside(shape.superName(), name, desc, base, loader, seen)) {
            return true;
        }
        for (String i : shape.interfaces()) {
            if (declaredOutside(i, name, desc, base, loader, seen)) {
                return true;
            }
        }
        return false;
    }

    private static boolean declaredByInterface(Class<?> c, String name, String desc) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Class<?> i : k.getInterfaces()) {
                if (declares(i, name, desc) || declaredByInterface(i, name, desc)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean declares(Class<?> c, String name, String desc) {
        for (Method method : c.getDeclaredMethods()) {
            if (method.getName().equals(name) && Type.getMethodDescriptor(method).equals(desc)) {
                return true;
            }
        }
        return false;
    }

    private static String describe(String[] m) {
        String cls = m[0].replace('/', '.');
        String simple = cls.substring(cls.lastIndexOf('.') + 1);
        String args = List.of(Type.getArgumentTypes(m[2])).stream().map(t -> {
            String n = t.getClassName();
            return n.substring(n.lastIndexOf('.') + 1);
        }).reduce((a, b) -> a + ", " + b).orElse("");
        return switch (m[1]) {
            case "<init>" -> "the constructor " + simple + "(" + args + ")";
            case "<clinit>" -> "the static initializer of " + simple;
            default -> simple + "." + m[1] + "(" + args + ")";
        };
    }

    private static String shorten(String value) {
        if (value == null) {
            return "not there";
        }
        return value.length() <= 60 ? value : value.substring(0, 57) + "...";
    }
}
