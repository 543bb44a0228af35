package org.smallscope.engine;

/** A run that can be watched and stopped from another thread: a search, a parallel run, a generation. */
public interface Progress {

    /** @return candidates explored so far */
    long exploredSoFar();

    /** @return valid candidates found so far */
    long validSoFar();

    /** Asks the run to stop soon; it ends as cancelled with its partial counts. */
    void cancel();
}
