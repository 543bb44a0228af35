package org.smallscope.engine.incremental;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.smallscope.engine.internal.ClassFacts;
import org.smallscope.engine.subject.CodeTrace;
import org.smallscope.engine.subject.StaticState;
import org.smallscope.engine.subject.Subject;

/**
 * What the verdicts of a snapshot's suite depended on besides its conjuncts, recorded when it is saved: the code of
 * every method, constructor and class initializer that ran while it was made (a dynamic closure: virtual and interface
 * targets, lambdas, other classes), the shapes of the classes that code lives in, and the static state it reads.
 * Reuse requires all of it unchanged except what the conjunct comparison explains ({@link DependencyCheck}).
 *
 * @param methods {@code owner name desc} of each method that ran, to its fingerprint
 * @param classes internal name of each class whose code ran, to its shape
 * @param statics {@code Class.field} of each static field the code that ran reads, and {@code Class#i} of each object of a
 *        candidate heap, to its value's canonical text
 * @param incomplete why what ran is not fully known (then nothing may be reused), or null
 */
public record Dependencies(Map<String, String> methods, Map<String, ClassFacts.Shape> classes, Map<String, String> statics,
        String incomplete) {

    /**
     * @param inherited the record of the snapshot this run reused (its verdicts stand in the new suite), or null
     * @param incomplete why this run does not know all that ran (a resumed run), or null
     * @return the record of a run of {@code subject} that completed just now
     */
    public static Dependencies record(Subject subject, Dependencies inherited, String incomplete) {
        CodeTrace trace = subject.codeTrace();
        if (trace == null || !trace.complete()) {
            return new Dependencies(Map.of(), Map.of(), Map.of(), "the classes were not traced");
        }
        String why = incomplete != null ? incomplete : inherited != null ? inherited.incomplete() : null;
        Set<String> ran = new LinkedHashSet<>(trace.ran());
        Set<String> classNames = new LinkedHashSet<>(trace.classes());
        if (inherited != null) {
            ran.addAll(inherited.methods().keySet());
            classNames.addAll(inherited.classes().keySet());
        }
        ClassFacts facts = trace.facts();
        Map<String, String> methods = new TreeMap<>();
        Set<String> staticNames = new java.util.TreeSet<>();
        for (String key : ran) {
            String[] m = key.split(" ");
            String print = trace.print(m[0], m[1], m[2]);
            if (print != null) {
                methods.put(key, print);
                staticNames.addAll(facts.staticsRead(m[0], m[1], m[2]));
            }
        }
        Map<String, ClassFacts.Shape> classes = new TreeMap<>();
        for (String c : classNames) {
            ClassFacts.Shape shape = facts.shape(c);
            if (shape != null) {
                classes.put(c, shape);
            }
        }
        return new Dependencies(methods, classes, state(subject, classes.keySet(), staticNames), why);
    }

    /**
     * @return the state of {@code subject}'s code now: the static fields named {@code names} of {@code classes}, and the
     *         objects of a candidate heap as their constructors make them ({@link StaticState})
     */
    static Map<String, String> state(Subject subject, Set<String> classes, Set<String> names) {
        List<String> binary = new ArrayList<>();
        classes.forEach(c -> binary.add(c.replace('/', '.')));
        Map<String, Integer> heap = new java.util.LinkedHashMap<>();
        heap.put(subject.className(), 1);
        subject.objectClasses().stream().filter(c -> !c.isArray()).forEach(c -> heap.merge(c.className(), c.count(), Integer::sum));
        Set<String> finitized = new java.util.HashSet<>();
        subject.fields().forEach(f -> finitized.add(f.declaringClassName() + "." + f.fieldName()));
        return StaticState.of(subject.codeTrace().source(), subject.className(), subject.finitizationName(), subject.args(), binary, names,
                heap, finitized);
    }
}
