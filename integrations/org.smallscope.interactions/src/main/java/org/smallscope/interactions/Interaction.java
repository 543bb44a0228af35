package org.smallscope.interactions;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The interaction of a location: the strongest of the candidate templates, or the conjunction of the strongest ones
 * when no single one implies all others.
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
        return new Interaction(kept);
    }

    /** @return true when {@code c} satisfies the interaction */
    public boolean test(Configuration c) {
        return parts.stream().allMatch(t -> t.test(c));
    }

    /** @return the form: that of the single template, conjdisj for a conjunction with a conj and a disj, else the first's */
    public Kind kind() {
        if (parts.size() == 1) {
            return parts.get(0).kind();
        }
        Set<Kind> kinds = new java.util.HashSet<>();
        parts.forEach(t -> kinds.add(t.kind()));
        return kinds.equals(Set.of(Kind.CONJ, Kind.DISJ)) ? Kind.CONJDISJ : parts.get(0).kind();
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
