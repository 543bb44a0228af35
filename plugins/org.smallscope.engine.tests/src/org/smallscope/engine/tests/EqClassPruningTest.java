package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchBuilder;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.search.prune.EqClasses;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

/** Korat+ coverage pruning on the paper's listAsSet: exact valid counts and classes, and pruning that keeps every class. */
class EqClassPruningTest {

    /**
     * Scope, the paper's valid count of the full search, its classes covered, and Korat+'s explored (valid) with pruning
     * (digest §3.3; larger scopes in docs/benchmarks.md).
     */
    static Stream<Arguments> scopes() {
        return Stream.of(Arguments.of(new int[] {0, 2, 0, 2, 3, 3, 3}, 91, 8, 185, 26), Arguments.of(new int[] {0, 4, 0, 4, 3, 3, 3}, 91, 8, 211, 26),
                Arguments.of(new int[] {0, 4, 0, 4, 4, 4, 3}, 320, 10, 679, 80));
    }

    /** A search's valid candidates (canonical text), their classes and counts. */
    private record Run(SearchResult result, List<int[]> valid, List<EqClasses.Covered> classes) {
    }

    private static Run search(Subject subject, boolean prune) {
        List<int[]> valid = new ArrayList<>();
        SearchListener collect = new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                valid.add(candidate.clone());
            }
        };
        EqClasses classes = new EqClasses(subject);
        SearchBuilder b = Search.over(subject).listener(collect);
        if (prune) {
            b.eqClasses(classes);
        }
        SearchResult result = b.build().run();
        assertEquals(Outcome.COMPLETED, result.outcome());
        assertEquals(0, result.predicateExceptions());
        if (!prune) {
            // the plain suite, classified after the search by the same eqClass
            valid.forEach(classes::classify);
        }
        return new Run(result, valid, classes.covered());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scopes")
    void plainSearchFindsThePapersValidCountAndClasses(int[] scope, int validCount, int classCount, int koratPlusExplored,
            int koratPlusValid) {
        Run plain = search(Subjects.example("ListAsSet", scope), false);

        assertEquals(validCount, plain.result().valid());
        assertEquals(classCount, plain.classes().size());
        assertEquals(validCount, plain.classes().stream().mapToLong(EqClasses.Covered::count).sum());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scopes")
    void pruningCoversTheSameClassesWithFewerCandidatesAllOfThemInThePlainSuite(int[] scope, int validCount, int classCount,
            int koratPlusExplored, int koratPlusValid) {
        Subject subject = Subjects.example("ListAsSet", scope);
        Run plain = search(subject, false);
        Run pruned = search(subject, true);

        Set<String> plainClasses = names(plain.classes());
        assertEquals(plainClasses, names(pruned.classes()));
        assertEquals(classCount, pruned.classes().size());
        assertEquals(koratPlusExplored, pruned.result().explored());
        assertEquals(koratPlusValid, pruned.result().valid());
        assertTrue(pruned.result().explored() < plain.result().explored(),
                pruned.result().explored() + " explored with pruning, " + plain.result().explored() + " without");
        assertTrue(pruned.result().valid() < plain.result().valid());
        Set<String> suite = new HashSet<>(Subjects.canonical(subject, plain.valid()));
        for (int[] cv : pruned.valid()) {
            assertTrue(suite.contains(Structures.canonical(subject, cv)), Structures.formatVector(cv) + " is not in the plain suite");
        }
        for (EqClasses.Covered c : pruned.classes()) {
            assertTrue(suite.contains(Structures.canonical(subject, c.first())));
            assertEquals(Structures.render(subject, c.first()), c.firstStructure());
        }
        assertEquals(pruned.result().valid(), pruned.classes().stream().mapToLong(EqClasses.Covered::count).sum());
    }

    @Test
    void theRegionsOfAPrunedSearchStillCoverTheWholeSpace() {
        Subject subject = Subjects.example("ListAsSet", 0, 4, 0, 4, 4, 4, 3);
        double[] covered = new double[1];
        long[] explored = new long[1];
        SearchListener regions = new SearchListener() {
            @Override
            public boolean wantsRegions() {
                return true;
            }

            @Override
            public void regionCovered(Region region) {
                covered[0] += region.covered();
                explored[0] += region.explored();
            }
        };

        SearchResult r = Search.over(subject).listener(regions).eqClasses(new EqClasses(subject)).build().run();

        assertEquals(r.explored(), explored[0]);
        assertEquals(subject.spaceSize().doubleValue(), covered[0], 1e-6 * covered[0]);
    }

    @Test
    void pruningSkipsToTheNextChangeOfTheTopmostFieldEqClassRead() {
        Subject pairs = SubjectLoader.load(SubjectRequest.of(EqPairs.class, 4));
        Subject oneClass = SubjectLoader.load(SubjectRequest.of(EqPairs.OneClass.class, 4));

        Run byA = search(pairs, true);
        Run all = search(oneClass, true);

        assertEquals(16, search(pairs, false).result().valid());
        assertEquals(4, byA.result().explored(), "one candidate per value of a, b left at 0");
        assertEquals(List.of("a=0", "a=1", "a=2", "a=3"), byA.classes().stream().map(EqClasses.Covered::name).toList());
        assertEquals(1, all.result().explored(), "eqClass reads nothing: the first input covers the one class");
        assertEquals(1, all.classes().size());
    }

    @Test
    void aSubjectWithoutEqClassIsRefusedNamingTheClassAndMethod() {
        Subject bst = Subjects.example("BST", 3);

        SmallscopeException e = assertThrows(SmallscopeException.class, () -> new EqClasses(bst));

        assertTrue(e.getMessage().contains("org.smallscope.examples.BST") && e.getMessage().contains("eqClass()"), e.getMessage());
    }

    @Test
    void pruningRefusesRangesOfTheSpace() {
        Subject subject = Subjects.example("ListAsSet", 0, 2, 0, 2, 3, 3, 3);
        Search search = Search.over(subject).to(new int[subject.vectorLength()]).eqClasses(new EqClasses(subject)).build();

        assertThrows(IllegalStateException.class, search::run);
    }

    private static Set<String> names(List<EqClasses.Covered> classes) {
        Set<String> names = new HashSet<>();
        classes.forEach(c -> names.add(c.name()));
        return names;
    }
}
