package org.smallscope.engine.run;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Estimates the time a run has left from its share done ({@link Coverage}) at each progress tick, given the elapsed
 * time (so it can be driven by a synthetic clock). At each tick it takes two estimates of the time left: at the recent
 * rate (the share covered over the last {@link #WINDOW_MILLIS}, {@code (1 - f) * window / moved}) and at the whole run's
 * average rate ({@code elapsed * (1 - f) / f}). Nothing is estimated before {@link #MIN_ELAPSED_MILLIS} have passed and
 * the share has moved by {@link #MIN_SHARE}; a tick whose two estimates differ by more than a factor {@link #AGREEMENT}
 * adds nothing (no estimate is better than a wild one; such ticks for a whole window withdraw the estimate). The estimate is shown once the ends estimated at the
 * recent rate by the last {@link #STABLE_TICKS} ticks agree within {@link #TOLERANCE} of the time left (plus
 * {@link #SLACK_MILLIS}), and then the median of those ends is shown (one odd tick does not make it jump) until the share
 * stops moving for a whole window or the rates part.
 */
public final class RemainingTime {

    /** How far back the rate is measured. */
    static final long WINDOW_MILLIS = 5_000;
    /** No estimate before this much time has passed. */
    static final long MIN_ELAPSED_MILLIS = 2_000;
    /** No estimate before the share has moved this much. */
    static final double MIN_SHARE = 0.002;
    /** How many consecutive estimates must agree. */
    static final int STABLE_TICKS = 5;
    /** How far apart the time left at the recent rate and at the whole run's average rate may be (a factor). */
    static final double AGREEMENT = 1.5;
    /** How closely they must agree, relative to the time left (plus {@link #SLACK_MILLIS}). */
    static final double TOLERANCE = 0.1;
    /** Agreement within this many milliseconds always counts (short runs). */
    static final long SLACK_MILLIS = 500;

    private record Sample(long millis, double fraction) {
    }

    private final Deque<Sample> window = new ArrayDeque<>();
    private final Deque<Long> ends = new ArrayDeque<>();
    private Sample first;
    private boolean shown;
    private long disagreeingSince = -1;

    /**
     * Takes the share done at a tick.
     *
     * @param elapsedMillis time since the run began (never going back)
     * @param fraction the share done, from 0 to 1
     * @return the estimated milliseconds left, or -1 while there is no stable estimate; 0 once all is done
     */
    public synchronized long update(long elapsedMillis, double fraction) {
        if (fraction >= 1) {
            return 0;
        }
        Sample now = new Sample(elapsedMillis, fraction);
        if (first == null) {
            first = now;
        }
        window.addLast(now);
        while (window.size() > 2 && window.peekFirst().millis() < elapsedMillis - WINDOW_MILLIS) {
            window.removeFirst();
        }
        Sample oldest = window.peekFirst();
        double moved = fraction - oldest.fraction();
        if (elapsedMillis < MIN_ELAPSED_MILLIS || fraction - first.fraction() < MIN_SHARE || moved <= 0 || oldest == now) {
            if (moved <= 0 && oldest != now && elapsedMillis - oldest.millis() >= WINDOW_MILLIS) {
                forget(); // stalled for a whole window
            }
            return shown ? Math.max(0, median() - elapsedMillis) : -1;
        }
        double recent = (1 - fraction) * (elapsedMillis - oldest.millis()) / moved;
        double overall = (1 - fraction) * (elapsedMillis - first.millis()) / (fraction - first.fraction());
        if (Math.max(recent, overall) > AGREEMENT * Math.min(recent, overall)) {
            // the share grows unevenly (a burst, a busy machine): a whole window of it withdraws the estimate
            if (disagreeingSince < 0) {
                disagreeingSince = elapsedMillis;
            } else if (elapsedMillis - disagreeingSince >= WINDOW_MILLIS) {
                forget();
            }
            return shown ? Math.max(0, median() - elapsedMillis) : -1;
        }
        disagreeingSince = -1;
        ends.addLast(elapsedMillis + Math.round(recent));
        if (ends.size() > STABLE_TICKS) {
            ends.removeFirst();
        }
        if (!shown && ends.size() == STABLE_TICKS) {
            long lo = ends.stream().mapToLong(Long::longValue).min().orElseThrow();
            long hi = ends.stream().mapToLong(Long::longValue).max().orElseThrow();
            shown = hi - lo <= TOLERANCE * Math.max(0, median() - elapsedMillis) + SLACK_MILLIS;
        }
        return shown ? Math.max(0, median() - elapsedMillis) : -1;
    }

    /** The run started over: everything measured so far is void. */
    public synchronized void reset() {
        window.clear();
        first = null;
        forget();
    }

    private void forget() {
        ends.clear();
        disagreeingSince = -1;
        shown = false;
    }

    private long median() {
        long[] sorted = ends.stream().mapToLong(Long::longValue).sorted().toArray();
        return sorted.length == 0 ? 0 : sorted[sorted.length / 2];
    }
}
