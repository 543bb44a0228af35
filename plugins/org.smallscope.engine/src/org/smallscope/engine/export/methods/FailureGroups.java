package org.smallscope.engine.export.methods;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Groups a method's counterexamples by what went wrong (the problem, the exception's class, the repOk check that broke),
 * each group's inputs smallest first, and the groups by their smallest input: the first line a person reads is the
 * smallest input of the commonest kinds of failure.
 */
public final class FailureGroups {

    /** Smaller receivers first, then earlier instances. */
    private static final Comparator<Counterexample> SMALLEST_FIRST = Comparator.comparingInt(Counterexample::size)
            .thenComparingInt(Counterexample::instance);

    /**
     * One kind of failure.
     *
     * @param what what went wrong, as its smallest input says it ({@code left repOk() false: sizeOk() (line 44) is false})
     * @param inputs the inputs that fail this way, smallest first
     */
    public record Group(String what, List<Counterexample> inputs) {

        /** @return the smallest input of this kind */
        public Counterexample smallest() {
            return inputs.get(0);
        }
    }

    private FailureGroups() {
    }

    /** @return the groups of {@code counterexamples}, the group with the smallest input first */
    public static List<Group> of(List<Counterexample> counterexamples) {
        Map<List<Object>, List<Counterexample>> byKind = new LinkedHashMap<>();
        for (Counterexample c : counterexamples) {
            byKind.computeIfAbsent(List.of(c.problem(), Objects.toString(c.exceptionType()), Objects.toString(c.failedCheck())),
                    k -> new ArrayList<>()).add(c);
        }
        List<Group> groups = new ArrayList<>();
        for (List<Counterexample> inputs : byKind.values()) {
            inputs.sort(SMALLEST_FIRST);
            groups.add(new Group(inputs.get(0).what(), List.copyOf(inputs)));
        }
        groups.sort(Comparator.comparing(Group::smallest, SMALLEST_FIRST));
        return groups;
    }
}
