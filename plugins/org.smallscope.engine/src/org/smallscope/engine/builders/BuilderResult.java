package org.smallscope.engine.builders;

import java.util.List;

/**
 * What an API-mode run found: the distinct states with their shortest sequences, the builders that threw (or the call
 * that did not return), and the counts.
 *
 * @param builders the builders used, constructors first
 * @param unchanging the methods found automatically but left out because no call of theirs changed a state
 * @param states the distinct states, in breadth-first order
 * @param failures the builders that threw, one entry per builder and exception class, in the order first met
 * @param sequences the call sequences executed (each constructor call and each one-call extension of a state)
 * @param statesPerLength new states per sequence length (index 0: after the constructor alone)
 * @param overBound the sequences dropped because their state had more than the most objects
 * @param cancelled whether the run was stopped before it finished
 * @param millis the time it took
 * @param stuck the builder call that ran longer than the call time limit and ended the run, or null
 */
public record BuilderResult(List<Builder> builders, List<String> unchanging, List<BuiltState> states, List<BuilderFailure> failures,
        long sequences, long[] statesPerLength, long overBound, boolean cancelled, long millis, StuckCall stuck) {
}
