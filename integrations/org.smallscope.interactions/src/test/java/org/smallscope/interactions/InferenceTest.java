package org.smallscope.interactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.SortedMap;

import org.junit.jupiter.api.Test;

/** Pointwise union, the templates, implication, the strongest formula and the search, on hand-made coverage tables. */
class InferenceTest {

    private static final OptionSpace AB = new OptionSpace(List.of(new OptionDomain("a", "boolean", List.of("0", "1")),
            new OptionDomain("b", "boolean", List.of("0", "1"))));
    private static final OptionSpace P = PaperTable.SPACE;

    /** @return the paper's configuration s t u v x y z */
    private static Configuration c(int... values) {
        return new Configuration(values);
    }

    private static Box box(OptionSpace space, int option, int... values) {
        BitSet set = new BitSet();
        for (int v : values) {
            set.set(v);
        }
        return Box.of(space, option, set);
    }

    @Test
    void pointwiseUnionDropsOptionsThatTakeEveryValue() {
        Box union = Box.union(P, List.of(c(0, 0, 1, 1, 1, 1, 0), c(1, 0, 1, 1, 1, 1, 3)));
        assertEquals(List.of(1, 2, 3, 4, 5, 6), union.constrained());
        assertEquals("¬t ∧ u ∧ v ∧ x ∧ y ∧ z ∈ {0,3}", Template.conj(P, union).toString());
        assertTrue(Box.union(P, List.of()).isEmpty());
    }

    @Test
    void templatesPrintWithTheirForms() {
        Box xy = box(P, 4, 1).intersect(box(P, 5, 1));
        assertEquals("x ∧ y", Template.conj(P, xy).toString());
        assertEquals("¬x ∨ ¬y", Template.disj(P, xy).toString());
        Box uv = box(P, 2, 1).intersect(box(P, 3, 1));
        Box notST = box(P, 0, 0).intersect(box(P, 1, 0)).intersect(uv);
        Template mixed = Template.conjdisj(P, uv, notST);
        assertEquals(Kind.CONJDISJ, mixed.kind());
        assertEquals("(s ∨ t) ∧ u ∧ v", mixed.toString());
        Template other = Template.disjconj(P, xy, xy.intersect(box(P, 6, 0, 3, 4)));
        assertEquals(Kind.DISJCONJ, other.kind());
        assertEquals("¬x ∨ ¬y ∨ z ∈ {0,3,4}", other.toString());
        assertEquals(Kind.TRUE, Template.disj(P, Box.none(P)).kind());
        assertEquals(Kind.FALSE, Template.conj(P, Box.none(P)).kind());
    }

    @Test
    void implicationIsDecidedOnBoxes() {
        Box x = box(P, 4, 1);
        Box xy = x.intersect(box(P, 5, 1));
        Template conjXY = Template.conj(P, xy);
        Template conjX = Template.conj(P, x);
        Template notXorNotY = Template.disj(P, xy);
        Template xOrZ = Template.disj(P, box(P, 4, 0).intersect(box(P, 6, 1, 2, 3, 4)));   // x ∨ z = 0
        assertTrue(conjXY.implies(conjX));
        assertFalse(conjX.implies(conjXY));
        assertTrue(conjX.implies(xOrZ));
        assertFalse(xOrZ.implies(conjX));
        assertFalse(conjXY.implies(notXorNotY));
        assertFalse(notXorNotY.implies(conjXY));
        Template mixed = Template.disjconj(P, xy, xy.intersect(box(P, 6, 0)));   // ¬x ∨ ¬y ∨ z = 0
        assertTrue(notXorNotY.implies(mixed));
        assertFalse(mixed.implies(notXorNotY));
        assertTrue(Template.bottom(P).implies(conjXY));
        assertTrue(mixed.implies(Template.top(P)));
    }

    @Test
    void theStrongestWinsAndIncomparableOnesAreConjoined() {
        Template a = Template.conj(AB, box(AB, 0, 1));
        Template notB = Template.disj(AB, box(AB, 1, 1));
        assertEquals("a", Interaction.strongest(List.of(Template.top(AB), a)).toString());
        Interaction both = Interaction.strongest(List.of(a, notB, Template.top(AB)));
        assertEquals("(a) ∧ (¬b)", both.toString());
        assertEquals(Kind.CONJDISJ, both.kind());
        assertEquals(2, both.length());
    }

    @Test
    void aTemplateThatMissesACoveringConfigurationBecomesTrue() {
        // covered under (1,1) and (0,0), not under (1,0) and (0,1): conj and disj both fail the final check
        LocationInference i = LocationInference.infer(AB, List.of(c(1, 1), c(0, 0)), List.of(c(1, 0), c(0, 1)));
        assertEquals(Kind.TRUE, i.interaction().kind());
        assertTrue(i.c3().isAny());
    }

    @Test
    void allConfigurationsGiveThePapersSixInteractions() throws Exception {
        InteractionSearch.Result r = new InteractionSearch(P, new PaperTable()).exhaustive();
        assertEquals(320, r.explored().size());
        assertEquals(List.of("x ∧ y", "x ∧ y ∧ z ∈ {0,3,4}", "¬x ∨ ¬y", "true", "u ∧ v", "(s ∨ t) ∧ u ∧ v"), formulas(r.locations()));
        assertEquals(List.of(Kind.CONJ, Kind.CONJ, Kind.DISJ, Kind.TRUE, Kind.CONJ, Kind.CONJDISJ),
                r.locations().values().stream().map(i -> i.interaction().kind()).toList());
    }

    @Test
    void igenFindsThemWithFewConfigurationsAndMemoizes() throws Exception {
        PaperTable table = new PaperTable();
        InteractionSearch.Result r = new InteractionSearch(P, table).igen(0, 100, 2);
        assertEquals(List.of("x ∧ y", "x ∧ y ∧ z ∈ {0,3,4}", "¬x ∨ ¬y", "true", "u ∧ v", "(s ∨ t) ∧ u ∧ v"), formulas(r.locations()));
        assertTrue(r.explored().size() < 80, "configurations: " + r.explored().size());
        assertEquals(r.explored().size(), table.runs);
        InteractionSearch.Result truth = new InteractionSearch(P, new PaperTable()).exhaustive();
        assertEquals(1.0, FScore.of(P, r.locations(), truth.locations()));
    }

    @Test
    void fScoreCountsConfigurationsPerLocation() {
        Location l = PaperTable.line(0);
        SortedMap<Location, LocationInference> truth = InteractionSearch.infer(AB, Map.of(c(1, 0), Set.of(l), c(1, 1), Set.of(l),
                c(0, 0), Set.of(), c(0, 1), Set.of()));
        SortedMap<Location, LocationInference> loose = InteractionSearch.infer(AB, Map.of(c(1, 0), Set.of(l), c(0, 1), Set.of(l)));
        assertEquals("a", truth.get(l).interaction().toString());
        assertEquals("true", loose.get(l).interaction().toString());
        assertEquals(2.0 * 2 / (2 * 2 + 2), FScore.of(AB, loose, truth), 1e-9);
        assertEquals(1.0, FScore.of(AB, truth, truth));
    }

    @Test
    void neighboursDisagreeInExactlyOneConjunct() {
        Box b = box(P, 4, 1).intersect(box(P, 5, 1)).intersect(box(P, 6, 0, 3, 4));
        List<Configuration> n = new NeighbourGenerator(P, new Random(1)).neighbours(b);
        assertEquals(4, n.size());   // x = 0, y = 0, z = 1, z = 2
        for (Configuration c : n) {
            int outside = 0;
            for (int o : b.constrained()) {
                outside += b.values(o).get(c.value(o)) ? 0 : 1;
            }
            assertEquals(1, outside, c.toString());
        }
    }

    @Test
    void theCoveringArrayHasEveryValue() {
        List<Configuration> rows = P.coveringArray(new Random(7));
        assertEquals(5, rows.size());
        for (int o = 0; o < P.size(); o++) {
            Set<Integer> seen = new HashSet<>();
            for (Configuration r : rows) {
                seen.add(r.value(o));
            }
            assertEquals(P.domainSize(o), seen.size());
        }
    }

    @Test
    void minimalConfigurationsCoverEverythingGreedily() {
        Map<Configuration, Set<Location>> explored = new LinkedHashMap<>();
        explored.put(c(0, 0), Set.of(PaperTable.line(1)));
        explored.put(c(0, 1), Set.of(PaperTable.line(1), PaperTable.line(2)));
        explored.put(c(1, 0), Set.of(PaperTable.line(3)));
        explored.put(c(1, 1), Set.of(PaperTable.line(2)));
        assertEquals(List.of(c(0, 1), c(1, 0)), MinimalConfigurations.of(explored));
    }

    private static List<String> formulas(SortedMap<Location, LocationInference> locations) {
        List<String> result = new ArrayList<>();
        locations.values().forEach(i -> result.add(i.interaction().toString()));
        return result;
    }
}
