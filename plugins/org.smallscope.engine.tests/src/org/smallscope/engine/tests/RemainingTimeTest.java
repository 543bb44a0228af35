package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.LongToDoubleFunction;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.run.RemainingTime;

/** The estimate of the time left, driven by a synthetic clock of 200 ms ticks (no real time passes). */
class RemainingTimeTest {

    /** Feeds ticks every 200 ms up to {@code untilMillis} with the share {@code share(t)}; @return the last estimate */
    private static long run(RemainingTime estimator, LongToDoubleFunction share, long fromMillis, long untilMillis) {
        long last = -1;
        for (long t = fromMillis; t <= untilMillis; t += 200) {
            last = estimator.update(t, share.applyAsDouble(t));
        }
        return last;
    }

    @Test
    void aSteadyRateGivesTheTimeLeft() {
        RemainingTime estimator = new RemainingTime();
        LongToDoubleFunction steady = t -> t / 60_000.0; // all done after a minute

        long left = run(estimator, steady, 0, 10_000);

        assertEquals(50_000, left, 250, "10 s of a 60 s run done");
    }

    @Test
    void nothingIsShownBeforeTheShareMovesEnough() {
        RemainingTime estimator = new RemainingTime();

        assertEquals(-1, run(estimator, t -> 0, 0, 20_000), "no progress: no estimate");
        assertEquals(-1, run(new RemainingTime(), t -> t / 60_000.0, 0, 1_800), "too early");
        assertEquals(-1, run(new RemainingTime(), t -> t / 1e9, 0, 10_000), "too little covered to tell");
    }

    @Test
    void aBurstWithdrawsTheEstimateWhileTheRecentAndAverageRatesDisagree() {
        RemainingTime estimator = new RemainingTime();
        // steady over 100 s, plus a burst of 30% of the space at 10 s (a pruned subtree of a tree subject)
        LongToDoubleFunction burst = t -> t / 100_000.0 + (t >= 10_000 ? 0.3 : 0);

        long before = run(estimator, burst, 0, 9_800);
        long at = run(estimator, burst, 10_000, 10_000);
        long after = run(estimator, burst, 10_200, 15_400);

        assertEquals(90_200, before, 250, "steady until the burst");
        assertTrue(at > 0, "one odd tick keeps the estimate shown");
        assertEquals(-1, after, "the recent rate and the average disagree for a whole window: no estimate");
    }

    @Test
    void oneOddTickDoesNotMoveTheEstimate() {
        RemainingTime estimator = new RemainingTime();
        LongToDoubleFunction steady = t -> t / 60_000.0;
        long before = run(estimator, steady, 0, 10_000);

        long odd = estimator.update(10_200, 10_200 / 60_000.0 + 0.05); // a big batch reported at once

        assertTrue(Math.abs(odd - (before - 200)) < 1_000, "the median of the last ends hides one odd tick: " + before + " then " + odd);
    }

    @Test
    void allDoneIsZeroAndARestartForgets() {
        RemainingTime estimator = new RemainingTime();
        run(estimator, t -> t / 60_000.0, 0, 10_000);

        assertEquals(0, estimator.update(10_200, 1.0));
        estimator.reset();
        assertEquals(-1, estimator.update(10_400, 0.0), "after a restart nothing is known");
    }

    @Test
    void aStalledRunLosesItsEstimate() {
        RemainingTime estimator = new RemainingTime();
        run(estimator, t -> t / 60_000.0, 0, 10_000);

        long stalled = run(estimator, t -> 10_000 / 60_000.0, 10_200, 16_000);

        assertEquals(-1, stalled, "no coverage for a whole window: the estimate is withdrawn");
    }
}
