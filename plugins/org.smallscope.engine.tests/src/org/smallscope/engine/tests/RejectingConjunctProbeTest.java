package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.prune.LookAhead;
import org.smallscope.engine.search.prune.Prunings;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.LookAheadTest.Run;
import org.smallscope.engine.tests.lookahead.SizeLastList;
import org.smallscope.engine.tests.lookahead.UnsizedList;

/**
 * The differential test of the rejecting-conjunct probe ({@code search.prune.RejectingConjunctProbe}): where repOk's last
 * conjunct rejects a candidate without reading the fields on top of Korat's stack, the default search skips them, finding
 * Korat's valid candidates in Korat's order on one thread and the same set on two, and a snapshot it made serves no
 * predicate that drops that conjunct. (Every bundled example in both modes: {@link LookAheadTest}.)
 */
class RejectingConjunctProbeTest {

    @Test
    void itIsActiveInTheDefaultModeOnlyAndOnlyWhereAConjunctCanBeProbed() {
        Subject list = LookAheadTest.load(SizeLastList.class, 3);
        Prunings.Config plain = Prunings.Config.PLAIN;
        Prunings.Config ahead = new Prunings.Config(null, false, 0, 0, List.of(), list.newHeap());
        assertEquals(List.of("ConjunctJump"), names(list, plain), "--korat-exact");
        assertEquals(List.of("ConjunctJump", "LookAhead", "RejectingConjunctProbe"), names(list, ahead));
        assertEquals(List.of("ConjunctJump", "MixedRangeCheck"), names(list, ahead.mixed()), "mixed ranges never probe");
    }

    @Test
    void aSizeCheckedAfterTheValuesSkipsTheValuesOnOneThread() {
        for (int n = 1; n <= 4; n++) {
            Run[] runs = LookAheadTest.differential(LookAheadTest.load(SizeLastList.class, n));
            long exact = runs[0].result().explored();
            long probed = runs[1].result().explored();
            assertEquals(expectedValid(n), runs[1].result().valid(), "SizeLastList(" + n + "): lists of length = size, any values");
            if (n >= 3) {
                assertTrue(probed * 2 < exact, "SizeLastList(" + n + "): explored " + probed + " against Korat's " + exact);
            }
        }
    }

    @Test
    void twoThreadsFindTheSameValidLists() {
        Subject list = LookAheadTest.load(SizeLastList.class, 4);
        Run exact = LookAheadTest.search(list, true, null, null);
        List<int[]> parallel = Collections.synchronizedList(new ArrayList<>());
        String before = System.getProperty(LookAhead.EXACT);
        System.setProperty(LookAhead.EXACT, "false");
        SearchResult many;
        try {
            many = new ParallelRunner(list, 2, 0, LookAheadTest.collecting(parallel)).runFullSearch();
        } finally {
            restore(before);
        }
        List<String> sorted = new ArrayList<>(LookAheadTest.texts(parallel));
        List<String> expected = new ArrayList<>(LookAheadTest.texts(exact.valid()));
        Collections.sort(sorted);
        Collections.sort(expected);
        assertEquals(expected, sorted, "the same valid lists on two threads");
        assertTrue(many.explored() < exact.result().explored(), "explored " + many.explored() + " against Korat's " + exact.result().explored());
    }

    @Test
    void aSnapshotWhoseSearchSkippedValuesServesNoPredicateDroppingTheSizeCheck(@TempDir java.nio.file.Path dir) throws Exception {
        Subject base = LookAheadTest.load(SizeLastList.class, 4);
        Subject weak = LookAheadTest.load(UnsizedList.class, 4);
        int kept = weak.conjuncts().size();
        assertEquals(kept, org.smallscope.engine.incremental.BackwardPlan.sharedPrefix(base.conjuncts(), weak.conjuncts()));
        assertEquals(kept + 1, base.conjuncts().size(), "the weakening drops sizeOk alone");
        for (boolean exact : new boolean[] {false, true}) {
            for (int threads : new int[] {1, 2}) {
                String what = "Korat-exact " + exact + ", " + threads + " thread(s)";
                LookAheadTest.Weakened w = LookAheadTest.weaken(base, "SizeLastList", weak, dir.resolve(exact + "-" + threads), exact, threads);
                assertEquals(exact ? 1 : kept + 1, w.servesFrom(), what + ": the probes of sizeOk cut only when looking ahead");
                assertEquals(exact ? Mode.INCREMENTAL_BACKWARD : Mode.FULL, w.run().report().outcome().mode(),
                        what + ": " + w.run().report().outcome().fallbackReason());
                LookAheadTest.assertSameSuite(LookAheadTest.search(weak, true, null, null), w.run(), what);
            }
        }
    }

    /** @return the lists of {@code n} entries at most whose length is their size: sum over lengths k of n^k values */
    private static long expectedValid(int n) {
        long valid = 0;
        long values = 1;
        for (int k = 0; k <= n; k++) {
            valid += values;
            values *= n;
        }
        return valid;
    }

    private static List<String> names(Subject subject, Prunings.Config config) {
        return Prunings.forSubject(subject, config).stream().map(p -> p.getClass().getSimpleName()).toList();
    }

    private static void restore(String before) {
        if (before == null) {
            System.clearProperty(LookAhead.EXACT);
        } else {
            System.setProperty(LookAhead.EXACT, before);
        }
    }
}
