package org.smallscope.engine.search.prune;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.subject.EqClassProbe;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;

/**
 * The black-box equivalence classes (Korat+) a search covers: classifies each valid candidate with the subject's
 * {@code eqClass()}, counts the candidates of each class and keeps the first one, and tells the search how far it may
 * skip (see {@link EqClassPruning}). One search (one thread) uses it.
 */
public final class EqClasses {

    /**
     * One class covered.
     *
     * @param key the key eqClass returned
     * @param count the valid candidates of the class the search reported
     * @param first the vector of the first of them
     * @param firstStructure that candidate rendered as structure text
     */
    public record Covered(Object key, long count, int[] first, String firstStructure) {

        /** @return the key as text (its toString, or "null") */
        public String name() {
            return String.valueOf(key);
        }
    }

    private final Subject subject;
    private final EqClassProbe probe;
    private final boolean[] read;
    private final Map<Object, Covered> classes = new LinkedHashMap<>();
    private boolean lastWasNew;

    /** @param subject a monitored subject whose root class declares {@code eqClass()} */
    public EqClasses(Subject subject) {
        this.subject = subject;
        this.probe = new EqClassProbe(subject);
        this.read = new boolean[subject.vectorLength()];
    }

    /** @return the subject whose candidates are classified */
    public Subject subject() {
        return subject;
    }

    /** Classifies the valid candidate {@code cv} (e.g. of a suite found without pruning): counts it in its class. */
    public void classify(int[] cv) {
        Object key = probe.classify(cv, read);
        Covered c = classes.get(key);
        lastWasNew = c == null;
        classes.put(key, c == null ? new Covered(key, 1, cv.clone(), Structures.render(subject, cv))
                : new Covered(key, c.count() + 1, c.first(), c.firstStructure()));
    }

    /**
     * @param rec the stack of the candidate classified last: every field repOk read and every reachable one
     * @return the depth on {@code rec} of the topmost field eqClass read (-1 when it read none), or
     *         {@link Integer#MAX_VALUE} when it read a field not on the stack (the search must then not skip)
     */
    int topRead(AccessRecorder rec) {
        int reads = 0;
        for (boolean r : read) {
            reads += r ? 1 : 0;
        }
        int top = -1;
        for (int i = 0, n = rec.size(); i < n; i++) {
            if (read[rec.at(i)]) {
                top = i;
                reads--;
            }
        }
        return reads > 0 ? Integer.MAX_VALUE : top;
    }

    /** @return whether the candidate classified last was the first of its class */
    public boolean lastWasNew() {
        return lastWasNew;
    }

    /** @return the classes covered so far, in the order they were first met */
    public List<Covered> covered() {
        return new ArrayList<>(classes.values());
    }
}
