package org.smallscope.engine.builders;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;

/**
 * Compares what API mode builds with what a repOk search accepts at the same bounds, both as {@link Structures#canonical}
 * texts (API states through {@link FinitizationProjection}): the states builders reach that repOk rejects (repOk too
 * strong, or a builder bug) and the structures repOk accepts that no sequence reaches (repOk too weak, or builders
 * missing), each list smallest structure first; API states outside the finitization's bounds are counted, not compared.
 */
public final class CrossCheck {

    /**
     * One structure found by one side only.
     *
     * @param structure the structure ({@link Structures#render} of its candidate vector)
     * @param objects the objects it holds (the root object not counted)
     * @param sequence the calls that build it (a state repOk rejects), or null
     * @param candidate its candidate vector (a valid candidate no sequence reaches; for an API state, its projection)
     */
    public record Witness(String structure, int objects, CallSequence sequence, int[] candidate) {
    }

    /**
     * What the comparison found.
     *
     * @param apiStates the states API mode reached
     * @param outOfBounds those outside the finitization's bounds (not compared)
     * @param firstOutside why the first of those lies outside, or null
     * @param repOkValid the structures the repOk search accepted
     * @param search the repOk search's result
     * @param rejected the states repOk rejects, smallest first
     * @param unreached the structures no sequence reaches, smallest first
     */
    public record Result(int apiStates, int outOfBounds, String firstOutside, long repOkValid, SearchResult search, List<Witness> rejected,
            List<Witness> unreached) {

        /** @return whether both sides found the same structures (those within bounds) */
        public boolean agree() {
            return rejected.isEmpty() && unreached.isEmpty();
        }
    }

    private CrossCheck() {
    }

    /** @return the comparison of {@code api} with a full repOk search of {@code subject} (the same class, loaded with its finitization) */
    public static Result run(BuilderResult api, Subject subject) {
        List<int[]> valid = new ArrayList<>();
        SearchResult search = Search.over(subject).listener(new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                valid.add(candidate.clone());
            }
        }).build().run();
        return compare(api, subject, valid, search);
    }

    /** @return the comparison of {@code api} with the valid candidates {@code valid} of {@code subject} found by {@code search} */
    public static Result compare(BuilderResult api, Subject subject, List<int[]> valid, SearchResult search) {
        Map<String, int[]> accepted = new HashMap<>();
        for (int[] cv : valid) {
            accepted.putIfAbsent(Structures.canonical(subject, cv), cv);
        }
        Set<String> reached = new HashSet<>();
        List<Witness> rejected = new ArrayList<>();
        int outside = 0;
        String firstOutside = null;
        for (BuiltState s : api.states()) {
            FinitizationProjection p = FinitizationProjection.of(subject, s.object());
            if (p.outside() != null) {
                outside++;
                firstOutside = firstOutside != null ? firstOutside : s.sequence().text() + ": " + p.outside();
                continue;
            }
            String text = p.canonical(subject);
            reached.add(text);
            if (!accepted.containsKey(text)) {
                rejected.add(new Witness(Structures.render(subject, p.vector()), reachable(subject, p.vector()), s.sequence(), p.vector()));
            }
        }
        List<Witness> unreached = new ArrayList<>();
        for (int[] cv : valid) {
            String text = Structures.canonical(subject, cv);
            if (!reached.contains(text)) {
                reached.add(text); // one witness per structure
                unreached.add(new Witness(Structures.render(subject, cv), reachable(subject, cv), null, cv));
            }
        }
        rejected.sort(Comparator.comparingInt(Witness::objects)); // stable: shortest sequence first among equals
        unreached.sort(Comparator.comparingInt(Witness::objects)); // stable: search order among equals
        return new Result(api.states().size(), outside, firstOutside, accepted.size(), search, List.copyOf(rejected), List.copyOf(unreached));
    }

    /** @return the objects reachable from the root of candidate {@code cv} */
    static int reachable(Subject subject, int[] cv) {
        boolean[] seen = new boolean[subject.objectCount()];
        java.util.ArrayDeque<int[]> todo = new java.util.ArrayDeque<>();
        todo.add(subject.rootSlots());
        int count = 0;
        while (!todo.isEmpty()) {
            for (int s : todo.poll()) {
                int o = subject.valueObject()[s][cv[s]];
                if (o >= 0 && !seen[o]) {
                    seen[o] = true;
                    count++;
                    todo.add(subject.objectSlots()[o]);
                }
            }
        }
        return count;
    }
}
