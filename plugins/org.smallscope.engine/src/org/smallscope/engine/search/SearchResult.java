package org.smallscope.engine.search;

import org.smallscope.engine.SmallscopeException;

import org.smallscope.engine.protocol.Outcome;

/**
 * How a search ended and what it counted.
 *
 * @param outcome completed, cancelled or failed
 * @param explored candidates on which repOk ran
 * @param valid candidates for which repOk returned true
 * @param predicateExceptions candidates on which repOk threw
 * @param nanos wall-clock time of the search
 * @param failure the error that stopped a failed search, else null
 * @param firstException the first exception repOk threw, else null
 * @param firstExceptionCandidate the candidate on which it was thrown, else null
 */
public record SearchResult(Outcome outcome, long explored, long valid, long predicateExceptions, long nanos,
        SmallscopeException failure, Throwable firstException, int[] firstExceptionCandidate) {

    /** @return the wall-clock time in milliseconds */
    public long millis() {
        return nanos / 1_000_000L;
    }

    /** @return explored candidates per second */
    public double candidatesPerSecond() {
        return nanos == 0 ? 0 : explored * 1e9 / nanos;
    }
}
