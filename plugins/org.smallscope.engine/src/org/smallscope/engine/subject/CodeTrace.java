package org.smallscope.engine.subject;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.internal.ClassFacts;
import org.smallscope.engine.internal.PredicateAnalyzer;
import org.smallscope.engine.internal.TracedMethods;

/**
 * What a subject's code is and what of it ran: the class files it was loaded from (with fingerprints of their
 * methods), the methods its instrumented classes ran in this JVM or reported from others, and the methods whose code
 * the conjunct analysis compares by itself (repOk and the methods it is split across).
 */
public final class CodeTrace {

    private final ClassFileSource source;
    private final TracedMethods traced;
    private final List<String> conjunctMethods;
    private final Set<String> reported = new LinkedHashSet<>();
    private final ClassFacts facts;
    private final PredicateAnalyzer analyzer;

    CodeTrace(ClassFileSource source, TracedMethods traced, PredicateAnalyzer analyzer) {
        this.source = source;
        this.traced = traced;
        this.analyzer = analyzer;
        this.conjunctMethods = analyzer.conjunctMethods();
        this.facts = new ClassFacts(source);
    }

    /**
     * @return the fingerprint of the method {@code name desc} that a call on {@code owner} (an internal name) runs now,
     *         declared there or inherited, the same for javac's and ecj's code of the same source, or null when there is none
     */
    public String print(String owner, String name, String desc) {
        return analyzer.methodHash(owner, name, desc);
    }

    /** @return where the subject's class files are read */
    public ClassFileSource source() {
        return source;
    }

    /** @return the shapes of the subject's classes and what their code reads and calls, as the class files hold them now */
    public ClassFacts facts() {
        return facts;
    }

    /** @return the methods (as {@code owner name desc}) whose code the conjunct hashes cover */
    public List<String> conjunctMethods() {
        return conjunctMethods;
    }

    /** @return whether every instrumented method reports its entry (false: what ran is not known) */
    public boolean complete() {
        return traced != null && traced.complete();
    }

    /** @return the methods that ran, here or in other JVMs that searched parts of this subject ({@link #report}) */
    public synchronized List<String> ran() {
        Set<String> all = new LinkedHashSet<>(traced == null ? List.of() : traced.ran());
        all.addAll(reported);
        return new ArrayList<>(all);
    }

    private final java.util.Map<Object, List<String>> checks = new java.util.HashMap<>();

    /** @return what {@code check} says for {@code key}, worked out once for this subject (its class files do not change) */
    public synchronized List<String> checked(Object key, java.util.function.Supplier<List<String>> check) {
        return checks.computeIfAbsent(key, k -> List.copyOf(check.get()));
    }

    /** Adds methods that ran elsewhere (another JVM searching part of this subject). */
    public synchronized void report(Collection<String> ranElsewhere) {
        reported.addAll(ranElsewhere);
    }

    /** @return the classes that were instrumented (internal names), with those of methods reported from elsewhere */
    public synchronized List<String> classes() {
        Set<String> all = new LinkedHashSet<>(traced == null ? List.of() : traced.classes());
        reported.forEach(k -> all.add(k.substring(0, k.indexOf(' '))));
        return new ArrayList<>(all);
    }
}
