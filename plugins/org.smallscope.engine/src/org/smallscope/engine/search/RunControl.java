package org.smallscope.engine.search;

/** The handle of a run in progress: its counts so far and a way to stop it, from another thread (a search, a parallel run, a generation, a subject run). */
public interface RunControl {

    /** @return candidates explored so far */
    long exploredSoFar();

    /** @return valid candidates found so far */
    long validSoFar();

    /** Asks the run to stop soon; it ends as cancelled with its partial counts. */
    void cancel();
}
