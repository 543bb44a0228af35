package org.smallscope.engine.search.prune;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;

/**
 * The registry of prunings (in the style of JaCoCo's {@code Filters.all()}): which of them a search of a subject runs with,
 * in a fixed order. A new pruning is one class implementing {@link Pruning} plus one line in {@link #forSubject}.
 */
public final class Prunings {

    /**
     * What a search asks for beyond its subject.
     *
     * @param eqClasses Korat+'s classes to cover, or null for no Korat+
     * @param mixedRange whether the ranges are mixed ranges of an extended subject
     * @param skipBase for mixed ranges of stored candidates: the base conjuncts repOk may jump over, or 0
     * @param skipInherited the base snapshot's {@code fullReads}
     * @param added prunings of the caller's, after the built-in ones (one search's own instances)
     * @param lookAhead the heap of a search that looks ahead ({@link LookAhead}), or null for Korat's explored counts
     */
    public record Config(EqClasses eqClasses, boolean mixedRange, int skipBase, int skipInherited, List<Pruning> added, CandidateHeap lookAhead) {

        /** A plain search: nothing asked for. */
        public static final Config PLAIN = new Config(null, false, 0, 0, List.of());

        /** A configuration without look-ahead. */
        public Config(EqClasses eqClasses, boolean mixedRange, int skipBase, int skipInherited, List<Pruning> added) {
            this(eqClasses, mixedRange, skipBase, skipInherited, added, null);
        }

        /**
         * @return whether the search may explore fewer candidates than Korat by running conjuncts of repOk alone (not
         *         {@code --korat-exact}, on plain ranges, without Korat+): the condition of every pruning that probes
         */
        public boolean looksAhead() {
            return lookAhead != null && !mixedRange && eqClasses == null;
        }

        /** @return this configuration for mixed ranges */
        public Config mixed() {
            return new Config(eqClasses, true, skipBase, skipInherited, added, lookAhead);
        }
    }

    private Prunings() {
    }

    /** @return the prunings active for a search of {@code subject} configured by {@code config}, new instances, in order */
    public static List<Pruning> forSubject(Subject subject, Config config) {
        List<Pruning> active = new ArrayList<>();
        add(active, ConjunctJump.of(subject)); // where repOk starts on the next candidate
        if (config.mixedRange()) {
            add(active, BaseSkip.of(subject, config.skipBase(), config.skipInherited())); // a stored candidate from its base conjuncts
            active.add(new MixedRangeCheck(subject)); // the promise of a mixed range
        }
        add(active, GeneratorSkips.of(subject)); // dedicated generators
        if (config.looksAhead()) {
            add(active, LookAhead.of(config.lookAhead())); // later conjuncts rejecting on the stack's fields alone
            add(active, RejectingConjunctProbe.of(config.lookAhead())); // the rejecting conjunct on fewer of them
        }
        if (config.eqClasses() != null) {
            active.add(new EqClassPruning(config.eqClasses())); // Korat+
        }
        active.addAll(config.added());
        return active;
    }

    private static void add(List<Pruning> active, Pruning p) {
        if (p != null) {
            active.add(p);
        }
    }
}
