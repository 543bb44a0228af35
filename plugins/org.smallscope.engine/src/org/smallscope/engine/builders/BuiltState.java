package org.smallscope.engine.builders;

/**
 * One distinct state API mode reached, with the shortest sequence that builds it (the first in breadth-first order).
 *
 * @param state the state
 * @param sequence the calls that build it
 * @param object the object those calls built (never called again)
 */
public record BuiltState(HeapState state, CallSequence sequence, Object object) {
}
