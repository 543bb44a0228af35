package org.smallscope.engine.tests.everyday;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.smallscope.engine.export.methods.Counterexample;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodRunner;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.examples.everyday.HashMap;

/**
 * The HashMap example: the search finds exactly the valid maps of the whole space, as many as a plain enumeration
 * of the abstract maps gives, and method mode catches a {@code put} that forgets the size and a {@code resize} that
 * leaves chains in their old buckets.
 */
class HashMapTest {

    /** The keys tried by method mode: one absent below and one above the bounds' keys 0..n-1. */
    private static String keys(int n) {
        return "-1.." + n;
    }

    @ParameterizedTest(name = "size {0}")
    @ValueSource(ints = {1, 2})
    void everyValidMapOfTheWholeSpaceIsFoundOnce(int n) throws Throwable {
        Spaces.Searched s = Spaces.search(HashMap.class, n);
        Set<String> expected = Spaces.bruteForce(s.subject());

        List<String> found = s.canonical();

        assertEquals(expected, new TreeSet<>(found));
        assertEquals(found.size(), new HashSet<>(found).size(), "no map is found twice");
    }

    @ParameterizedTest(name = "size {0}")
    @ValueSource(ints = {3, 4, 5})
    void validCountEqualsAPlainEnumerationOfTheMaps(int n) {
        Spaces.Searched s = Spaces.search(HashMap.class, n);

        assertEquals(MapShapes.all(n).size(), s.result().valid());
        assertEquals(s.valid().size(), new HashSet<>(s.canonical()).size(), "no two results are isomorphic");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {"put | 2", "remove | 1", "get | 1", "containsKey | 1", "resize | 0"})
    void theCorrectMethodsKeepEveryMapValid(String method, int parameters) {
        int n = 3;
        Spaces.Searched s = Spaces.search(HashMap.class, n);
        List<String> values = List.of(keys(n), "0..1").subList(0, parameters);

        MethodRun run = MethodRunner.run(s.subject(), s.valid(), MethodUnderTest.resolve(s.subject(), method, values), 5_000);

        long combinations = parameters == 0 ? 1 : parameters == 1 ? n + 2 : (n + 2) * 2;
        assertEquals(List.of(), run.counterexamples());
        assertEquals(s.valid().size() * combinations, run.inputs());
    }

    @ParameterizedTest(name = "size {0}")
    @ValueSource(ints = {2, 3})
    void aPutThatForgetsTheSizeIsCaughtExactlyOnNewKeys(int n) {
        Spaces.Searched s = Spaces.search(HashMapPutForgetsSize.class, n);
        long expected = 0;
        for (MapShapes.Shape map : MapShapes.all(n)) {
            for (int key = -1; key <= n; key++) {
                expected += map.hasKey(key) ? 0 : 2;
            }
        }

        MethodUnderTest put = MethodUnderTest.resolve(s.subject(), "put", List.of(keys(n), "0..1"));
        MethodRun run = MethodRunner.run(s.subject(), s.valid(), put, 5_000);

        assertTrue(expected > 0);
        assertEquals(expected, run.counterexamples().size());
        assertEquals(expected, run.count(Counterexample.Problem.REPOK_FALSE));
    }

    @ParameterizedTest(name = "size {0}")
    @ValueSource(ints = {2, 3})
    void aResizeThatKeepsOldBucketsIsCaughtExactlyWhenAKeyMustMove(int n) {
        Spaces.Searched s = Spaces.search(HashMapResizeKeepsBuckets.class, n);
        long expected = MapShapes.all(n).stream().filter(map -> {
            for (int key = 0; key < n; key++) {
                if (map.hasKey(key) && key % (2 * map.length()) != key % map.length()) {
                    return true;
                }
            }
            return false;
        }).count();

        MethodRun run = MethodRunner.run(s.subject(), s.valid(), MethodUnderTest.resolve(s.subject(), "resize", List.of()), 5_000);

        assertTrue(expected > 0);
        assertEquals(expected, run.counterexamples().size());
        assertEquals(expected, run.count(Counterexample.Problem.REPOK_FALSE));
        assertTrue(run.counterexamples().get(0).call().equals("resize()"), run.counterexamples().get(0).describe());
    }
}
