package org.smallscope.interactions;

import java.util.List;

/**
 * iGen's inference for one location (digest §1.2): the components C1..C4 by pointwise union of the covering and
 * non-covering configurations, the four templates, the check over the covering configurations, the strongest formula.
 */
public record LocationInference(Box c1, Box c2, Box c3, Box c4, Interaction interaction) {

    /**
     * @param cov the explored configurations under which the location is covered (not empty)
     * @param ncov the explored configurations under which it is not
     */
    public static LocationInference infer(OptionSpace space, List<Configuration> cov, List<Configuration> ncov) {
        Box c1 = Box.union(space, cov);
        Box c2 = Box.union(space, ncov.stream().filter(c1::contains).toList());
        Box c3 = Box.union(space, ncov);
        Box c4 = Box.union(space, cov.stream().filter(c3::contains).toList());
        List<Template> candidates = List.of(Template.conj(space, c1), Template.disj(space, c3), Template.conjdisj(space, c1, c2),
                Template.disjconj(space, c3, c4));
        List<Template> checked = candidates.stream()
                .map(t -> cov.stream().allMatch(t::test) ? t : Template.top(space))
                .toList();
        return new LocationInference(c1, c2, c3, c4, Interaction.strongest(checked));
    }

    /** @return the components new configurations may refine: C1, C3 and the inner C2 and C4 */
    public List<Box> components() {
        return List.of(c1, c3, c2, c4);
    }
}
