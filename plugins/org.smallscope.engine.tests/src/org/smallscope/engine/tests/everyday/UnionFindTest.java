package org.smallscope.engine.tests.everyday;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.smallscope.engine.tests.everyday.UnionFindAndExprSearches.bruteForce;
import static org.smallscope.engine.tests.everyday.UnionFindAndExprSearches.canonical;
import static org.smallscope.engine.tests.everyday.UnionFindAndExprSearches.generate;
import static org.smallscope.engine.tests.everyday.UnionFindAndExprSearches.load;
import static org.smallscope.engine.tests.everyday.UnionFindAndExprSearches.searchAll;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.smallscope.engine.export.methods.Counterexample;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodRunner;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.everyday.UnionFindAndExprSearches.Found;
import org.smallscope.engine.tests.everyday.UnionFindAndExprSearches.Generated;
import org.smallscope.engine.tests.everyday.UnionFindForests.Forest;
import org.smallscope.engine.tests.everyday.edits.UnionFindFlat;
import org.smallscope.engine.tests.everyday.edits.UnionFindIgnoringRank;
import org.smallscope.examples.everyday.UnionFind;

/**
 * The UnionFind example (an array of records, one class domain for the records): the search finds exactly the
 * structures a brute force and a direct enumeration of parent and rank arrays find, each once; method mode tells its
 * union from a planted bug; incremental and full generation of a refinement agree.
 */
class UnionFindTest {

    @TempDir
    Path dir;

    private static int log2(int n) {
        return 31 - Integer.numberOfLeadingZeros(n);
    }

    @ParameterizedTest(name = "size {0}")
    @ValueSource(ints = {1, 2, 3})
    void theSearchFindsEachValidStructureOfTheWholeSpaceOnce(int n) throws Throwable {
        Subject subject = load(UnionFind.class, n);
        Set<String> expected = bruteForce(subject);

        List<String> found = canonical(subject, searchAll(subject).valid());

        assertEquals(found.size(), new HashSet<>(found).size(), "isomorphic results among " + found);
        assertEquals(expected, new TreeSet<>(found));
    }

    @ParameterizedTest(name = "size {0}: {1} valid")
    @CsvSource({"3, 10", "4, 133", "5, 1176"})
    void theValidStructuresAreExactlyTheIndependentlyEnumeratedForests(int n, int count) {
        Subject subject = load(UnionFind.class, n);
        List<String> oracle = UnionFindForests.all(n, log2(n)).stream().map(Forest::text).toList();

        List<String> found = searchAll(subject).valid().stream().map(cv -> UnionFindForests.decode(subject, cv)).toList();

        assertEquals(count, oracle.size());
        assertEquals(found.size(), new HashSet<>(found).size(), "a structure found twice");
        assertEquals(new TreeSet<>(oracle), new TreeSet<>(found));
    }

    /** @return the method run of {@code method} on every valid instance of {@code subject}, each argument over {@code 0..n-1} */
    private static MethodRun runMethod(Subject subject, List<int[]> instances, String method, int arity, int n) {
        List<String> values = java.util.Collections.nCopies(arity, "0.." + (n - 1));
        return MethodRunner.run(subject, instances, MethodUnderTest.resolve(subject, method, values), 5_000);
    }

    /** @return the number of (forest, a, b) inputs on which {@code union(a, b)} of a plain copy throws or breaks repOk */
    private static long unionFailures(int n, Supplier<UnionFind> make) {
        long failures = 0;
        for (Forest forest : UnionFindForests.all(n, log2(n))) {
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < n; b++) {
                    UnionFind uf = forest.build(make);
                    try {
                        uf.union(a, b);
                        failures += uf.repOk() ? 0 : 1;
                    } catch (RuntimeException e) {
                        failures++;
                    }
                }
            }
        }
        return failures;
    }

    @Test
    void unionFindAndConnectedKeepRepOkOnEveryInstance() {
        int n = 4;
        Subject subject = load(UnionFind.class, n);
        List<int[]> instances = searchAll(subject).valid();
        assertEquals(0, unionFailures(n, UnionFind::new), "the oracle agrees that union is correct");

        for (String method : List.of("union", "find", "connected")) {
            int arity = method.equals("find") ? 1 : 2;
            MethodRun run = runMethod(subject, instances, method, arity, n);

            assertEquals(instances.size() * (long) Math.pow(n, arity), run.inputs(), method);
            assertEquals(List.of(), run.counterexamples(), method);
        }
    }

    @Test
    void aUnionIgnoringRanksGivesExactlyTheOraclesCounterexamples() {
        int n = 4;
        Subject subject = load(UnionFindIgnoringRank.class, n);
        List<int[]> instances = searchAll(subject).valid();
        long expected = unionFailures(n, UnionFindIgnoringRank::new);

        MethodRun run = runMethod(subject, instances, "union", 2, n);

        assertTrue(expected > 0, "the planted bug shows at size " + n);
        assertEquals(expected, run.count(Counterexample.Problem.REPOK_FALSE));
        assertEquals(expected, run.counterexamples().size());
        assertEquals(run.inputs() - expected, run.passing().size());
        Counterexample first = run.counterexamples().get(0);
        assertTrue(first.call().startsWith("union(") && first.structure().contains("Record"), first.describe());
    }

    @ParameterizedTest(name = "size {0}")
    @ValueSource(ints = {3, 4})
    void incrementalGenerationOfFlatForestsEqualsAFullRun(int n) {
        SnapshotStore store = new SnapshotStore(dir);
        generate(load(UnionFind.class, n), store, null, 1);
        Subject flat = load(UnionFindFlat.class, n);

        Generated incremental = generate(flat, store, "UnionFind", 2);
        Generated full = generate(flat, null, null, 1);

        long flatForests = UnionFindForests.all(n, log2(n)).stream().filter(f -> f.build(UnionFindFlat::new).repOk()).count();
        assertEquals(flatForests, full.suite().size());
        assertEquals(full.suite(), incremental.suite());
        assertEquals(Mode.INCREMENTAL, incremental.report().outcome().mode(), String.valueOf(incremental.report().outcome().fallbackReason()));
        assertTrue(incremental.report().outcome().result().explored() <= full.report().outcome().result().explored());
    }

    @ParameterizedTest(name = "size {0}, {1} threads")
    @CsvSource({"4, 2", "3, 3"})
    void aParallelSearchEqualsTheSequentialOne(int n, int threads) {
        Subject subject = load(UnionFind.class, n);
        Found sequential = searchAll(subject);

        UnionFindAndExprSearches.Transcript parallel = new UnionFindAndExprSearches.Transcript();
        SearchResult many = new ParallelRunner(subject, threads, 0, parallel).runFullSearch();

        assertEquals(Outcome.COMPLETED, many.outcome());
        assertEquals(sequential.result().explored(), many.explored());
        assertEquals(UnionFindAndExprSearches.vectors(sequential.valid()), parallel.valid);
    }
}
