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
    void aJumpyRateIsNotShownUntilItSettles() {
        RemainingTime estimator = new RemainingTime();
        // slowly for 1 s, one big step to 0.3, flat for 3 s (each tick's estimated end differs by far), then steadily
        LongToDoubleFunction jumpy = t -> t < 1_000 ? t / 1e6 : t < 4_000 ? 0.3 : 0.3 + (t - 4_000) / 100_000.0;

        long early = run(estimator, jumpy, 0, 3_800);
        long later = run(estimator, jumpy, 4_000, 20_000);

        assertEquals(-1, early, "unstable estimates are not shown");
        double expected = (1 - jumpy.applyAsDouble(20_000)) * 100_000;
        assertTrue(later > 0 && Math.abs(later - expected) < 0.1 * expected, "settled: " + later + " ms left, about " + expected);
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
