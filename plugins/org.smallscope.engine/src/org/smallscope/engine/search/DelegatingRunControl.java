package org.smallscope.engine.search;

/** A run whose counts and cancellation are those of another control it wraps (a generation of its generator, a subject run of its current search). */
public interface DelegatingRunControl extends RunControl {

    /** @return the control this run's counts and cancellation go to */
    RunControl control();

    /** Stops the run soon; it ends as cancelled with partial counts. */
    @Override
    default void cancel() {
        control().cancel();
    }

    /** @return candidates explored so far (any thread) */
    @Override
    default long exploredSoFar() {
        return control().exploredSoFar();
    }

    /** @return valid candidates found so far (any thread) */
    @Override
    default long validSoFar() {
        return control().validSoFar();
    }
}
