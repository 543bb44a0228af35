package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Log2;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.domains.LongVectors;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotStore;

/**
 * The regions a search reports partition the candidate space in Korat order: explored candidates, the
 * candidates pruned with them and those skipped by isomorphism breaking add up to the whole space, on one
 * thread and on several, and their explored and valid counts are the search's.
 */
class CandidateRegionsTest {

    @TempDir
    Path dir;

    /** Collects regions. */
    private static final class Collect implements SearchListener {
        final List<Region> regions = new ArrayList<>();

        @Override
        public boolean wantsRegions() {
            return true;
        }

        @Override
        public synchronized void regionCovered(Region region) {
            regions.add(region);
        }

        long explored() {
            return regions.stream().mapToLong(Region::explored).sum();
        }

        long validInRegions() {
            return regions.stream().mapToLong(Region::valid).sum();
        }

        /** @return the candidates covered, each region's size rounded to an integer (exact below 2^40) */
        BigInteger coveredExactly() {
            BigInteger sum = BigInteger.ZERO;
            for (Region r : regions) {
                sum = sum.add(new BigDecimal(Math.rint(Math.pow(2, r.coveredLog2()))).toBigInteger());
            }
            return sum;
        }

        double coveredLog2() {
            double sum = Double.NEGATIVE_INFINITY;
            for (Region r : regions) {
                sum = Log2.plus(sum, r.coveredLog2());
            }
            return sum;
        }
    }

    @ParameterizedTest(name = "{0}({1}) on one thread")
    @CsvSource({"BT,3", "BST,3", "BST,4", "BSTP,3", "BSTP,4", "RBT,3", "DLL,3", "TreeMap,3"})
    void aFullSearchCoversTheWholeSpaceExactly(String name, int size) {
        Subject subject = Generations.subject(name, size);
        Collect collect = new Collect();

        SearchResult result = Search.over(subject).listener(collect).build().run();

        assertEquals(subject.spaceSize(), collect.coveredExactly(), "explored + pruned + isomorphic = the space");
        assertEquals(result.explored(), collect.explored());
        assertEquals(result.valid(), collect.validInRegions());
        List<Region> withCandidates = collect.regions.subList(0, collect.regions.size() - 1);
        assertTrue(withCandidates.stream().allMatch(r -> r.first() != null && r.explored() > 0),
                "only the last region may hold nothing but candidates skipped as isomorphic");
    }

    @ParameterizedTest(name = "{0}({1}) on {2} threads")
    @CsvSource({"BSTP,4,2", "BST,5,3", "RBT,4,2", "BSTP,8,1"})
    void aParallelSearchCoversTheWholeSpaceInKoratOrder(String name, int size, int threads) {
        Subject subject = Generations.subject(name, size);
        Collect collect = new Collect();
        Collect sequential = new Collect();

        SearchResult result = new ParallelRunner(subject, threads, 0, collect).runFullSearch();
        Search.over(subject).listener(sequential).build().run();

        double space = Log2.of(subject.spaceSize().doubleValue());
        assertEquals(space, collect.coveredLog2(), 1e-9 * space);
        assertEquals(result.explored(), collect.explored());
        assertEquals(result.valid(), collect.validInRegions());
        assertEquals(sequential.regions.get(0).first().length, collect.regions.get(0).first().length);
        assertEquals(java.util.Arrays.toString(sequential.regions.get(0).first()), java.util.Arrays.toString(collect.regions.get(0).first()),
                "the first region starts at the first candidate in Korat order");
        assertTrue(collect.regions.size() < 64 * Math.log(result.explored() + 1) * 4 + 64 * threads * 64,
                collect.regions.size() + " regions for " + result.explored() + " candidates");
    }

    /** A first field of 70,000 values makes a plan of ranges of its values, not subtrees: they cover the space as well. */
    @Test
    void rangesOfValuesCoverTheSpaceToo() {
        Subject subject = Generations.subject(LongVectors.class.getName(), "finManyNumbers", 10, 70_000, 10_000);
        Collect collect = new Collect();
        Collect sequential = new Collect();

        SearchResult result = new ParallelRunner(subject, 2, 0, collect).runFullSearch();
        Search.over(subject).listener(sequential).build().run();

        assertEquals(subject.spaceSize(), sequential.coveredExactly());
        assertEquals(subject.spaceSize(), collect.coveredExactly(), "the ranges' regions cover the space, each candidate once");
        assertEquals(result.explored(), collect.explored());
        assertEquals(result.valid(), collect.validInRegions());
        assertEquals(sequential.explored(), collect.explored());
    }

    @ParameterizedTest(name = "{0}({1}) with {2} on {3} threads")
    @CsvSource({"BST,4,finBSTSearchTree,1", "DLL,4,finDLLCircular,1", "BST,5,finBSTSearchTree,2", "RBT,4,finRBTSearchTree,3"})
    void candidatesRejectedByGeneratorsAreCoveredToo(String name, int size, String generators, int threads) {
        Subject subject = Generations.subject(name, generators, size);
        Collect collect = new Collect();

        SearchResult result = new ParallelRunner(subject, threads, 0, collect).runFullSearch();

        if (threads == 1) {
            assertEquals(subject.spaceSize(), collect.coveredExactly(), "explored + pruned + rejected + isomorphic = the space");
        }
        double space = Log2.of(subject.spaceSize().doubleValue());
        assertEquals(space, collect.coveredLog2(), 1e-9 * space);
        assertEquals(result.explored(), collect.explored());
        assertEquals(result.valid(), collect.validInRegions());
    }

    @Test
    void millionsOfCandidatesBecomeAFewThousandRegions() {
        Subject subject = Generations.subject("BSTP", 8);
        Collect collect = new Collect();

        SearchResult result = Search.over(subject).listener(collect).build().run();

        assertEquals(2_698_488, result.explored());
        assertEquals(result.explored(), collect.explored());
        assertTrue(collect.regions.size() < 2_000, collect.regions.size() + " regions");
        assertEquals(Log2.of(subject.spaceSize().doubleValue()), collect.coveredLog2(), 1e-9);
        assertTrue(collect.regions.get(0).coveredLog2() > 100, "root = null prunes 1/9 of 2^103: " + collect.regions.get(0));
    }

    @Test
    void anIncrementalRunCoversLessThanTheSpaceAndCountsItsMixedRanges() {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject("BSTP", 4), store, null, false, 1);
        Subject rbt = Generations.subject("RBT", 4);
        Collect collect = new Collect();

        Generation.Report report = new Generation(rbt, new Generation.Options(store, "BSTP", true, 1, 0, "test")).run(collect);

        assertEquals(Mode.INCREMENTAL, report.outcome().mode());
        assertEquals(report.outcome().result().explored(), collect.explored());
        assertEquals(report.outcome().result().valid(), collect.validInRegions());
        assertEquals(report.outcome().mixedRanges(), collect.regions.stream().mapToLong(Region::rangesBegun).sum());
        double space = Log2.of(rbt.spaceSize().doubleValue());
        assertTrue(collect.coveredLog2() < space - 1, "the reused part was not searched: 2^" + collect.coveredLog2() + " of 2^" + space);
    }

    @Test
    void coarseningKeepsCountsAndOrder() {
        Subject subject = Generations.subject("BST", 4);
        Collect collect = new Collect();
        Search.over(subject).listener(collect).build().run();

        List<Region> coarse = Region.coarsen(collect.regions, 7);

        assertTrue(coarse.size() <= 7);
        assertEquals(collect.explored(), coarse.stream().mapToLong(Region::explored).sum());
        assertEquals(collect.validInRegions(), coarse.stream().mapToLong(Region::valid).sum());
        assertNotNull(coarse.get(0).first());
        assertEquals(java.util.Arrays.toString(collect.regions.get(0).first()), java.util.Arrays.toString(coarse.get(0).first()));
        double sum = Double.NEGATIVE_INFINITY;
        for (Region r : coarse) {
            sum = Log2.plus(sum, r.coveredLog2());
        }
        assertEquals(collect.coveredLog2(), sum, 1e-9);
    }
}
