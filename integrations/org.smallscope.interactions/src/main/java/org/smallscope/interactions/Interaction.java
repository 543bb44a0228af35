package org.smallscope.interactions;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The interaction of a location: the strongest of the candidate templates, or the conjunction of the strongest ones
 * when no single one implies all others (a conj and a disj make one conjdisj).
 */
public final class Interaction {

    private final List<Template> parts;

    private Interaction(List<Template> parts) {
        this.parts = List.copyOf(parts);
    }

    /** @return the strongest of {@code candidates} (the first of equivalent ones), or the conjunction of the strongest */
    public static Interaction strongest(List<Template> candidates) {
        for (Template t : candidates) {
            if (candidates.stream().allMatch(t::implies)) {
                return new Interaction(List.of(t));
            }
        }
        List<Template> kept = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            Template t = candidates.get(i);
            boolean weaker = false;
            for (int j = 0; j < candidates.size() && !weaker; j++) {
                Template u = candidates.get(j);
                boolean uImpliesT = u.implies(t);
                boolean tImpliesU = t.implies(u);
                weaker = j != i && uImpliesT && (!tImpliesU || j < i);
            }
            if (!weaker) {
                kept.add(t);
            }
        }
        if (kept.size() == 2 && kept.get(0).kind() != kept.get(1).kind()
                && Set.of(kept.get(0).kind(), kept.get(1).kind()).equals(Set.of(Kind.CONJ, Kind.DISJ))) {
            return new Interaction(List.of(Template.conjoin(kept.get(0).space(), kept.get(0), kept.get(1))));
        }
        return new Interaction(kept);
    }

    /** @return true when {@code c} satisfies the interaction */
    public boolean test(Configuration c) {
        return parts.stream().allMatch(t -> t.test(c));
    }

    /** @return the form: that of the single template, or of the first of a conjunction of templates */
    public Kind kind() {
        return parts.get(0).kind();
    }

    /** @return the number of options the interaction mentions */
    public int length() {
        TreeSet<Integer> used = new TreeSet<>();
        parts.forEach(t -> used.addAll(t.options()));
        return used.size();
    }

    @Override
    public String toString() {
        if (parts.size() == 1) {
            return parts.get(0).toString();
        }
        return String.join(" ∧ ", parts.stream().map(t -> "(" + t + ")").toList());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Interaction i && toString().equals(i.toString());
    }

    @Override
    public int hashCode() {
        return toString().hashCode();
    }
}
