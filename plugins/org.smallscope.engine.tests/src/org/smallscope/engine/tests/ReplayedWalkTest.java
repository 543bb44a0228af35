package org.smallscope.engine.tests;

import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * After a valid candidate the search pushes the reachable fields repOk did not read by replaying the last walk where
 * nothing that decides reachability changed (issue #12): differential against walks from the root every time
 * ({@code -Dsmallscope.search.fullWalks=true}), full and incremental, on 1 and 2 threads, object and array subjects:
 * same explored counts, suites, saved pairs and conjunct trail (where the subject has one).
 */
class ReplayedWalkTest {

    private static final String FULL_WALKS = "smallscope.search.fullWalks";
    private static final String EVERYDAY = "org.smallscope.engine.tests.everyday.edits.";

    @TempDir
    Path dir;

    static Stream<Arguments> subjects() {
        Object[][] subjects = {{"ArrayList", null, 5}, {"HeapArray", null, 5}, {"HashMap", null, 4}, {"UnionFind", null, 4},
            {"Expr", null, 3}, {"DLLU", null, 6}, {"RBT", null, 6}, {"BST", null, 6}, {"BST", "finBSTSearchTree", 6}, {"TreeBag", null, 5},
            {"org.smallscope.engine.tests.domains.Shapes", null, 3}, {"org.smallscope.engine.tests.domains.ArrayReadsEverywhere", null, 4}};
        return Stream.of(subjects).flatMap(s -> Stream.of(1, 2).map(t -> Arguments.of(s[0], s[1], s[2], t)));
    }

    @ParameterizedTest(name = "{0} {1} size {2}, {3} threads")
    @MethodSource("subjects")
    void replayedAndFullWalksSaveTheSameSuiteAndTrail(String name, String finitization, int size, int threads) throws Exception {
        new SwitchDifferential(FULL_WALKS, dir).assertFullSearchesAgree(Generations.subject(name, finitization, size), threads);
    }

    static Stream<Arguments> pairs() {
        String[][] pairs = {{"DLLU", "DLLS", "6"}, {"BSTP", "RBT", "6"}, {"DLL", "DLLU", "6"}, {"ArrayList", EVERYDAY + "ArrayListNoDuplicates", "4"},
            {"HashMap", EVERYDAY + "HashMapWithTotal", "3"}};
        return Stream.of(pairs).flatMap(p -> Stream.of(1, 2).map(t -> Arguments.of(p[0], p[1], Integer.parseInt(p[2]), t)));
    }

    @ParameterizedTest(name = "{0} -> {1} size {2}, {3} threads")
    @MethodSource("pairs")
    void replayedAndFullWalksReuseTheSameWay(String base, String extended, int size, int threads) throws Exception {
        new SwitchDifferential(FULL_WALKS, dir).assertIncrementalRunsAgree(base, extended, size, threads);
    }
}
