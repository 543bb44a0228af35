package org.smallscope.engine.builders;

import java.lang.reflect.InvocationTargetException;

/**
 * One distinct state API mode reached, with the shortest sequence that builds it (the first in breadth-first order).
 *
 * @param state the state
 * @param sequence the calls that build it
 * @param object the object those calls built (never called again)
 */
public record BuiltState(HeapState state, CallSequence sequence, Object object) {

    /**
     * @return a fresh object built again by the sequence, for a test or a method call that may change it
     * @throws IllegalStateException naming the sequence when a call throws now or the object's state differs from the
     *         search's (builders that do not behave the same on every call)
     */
    public Object rebuild() {
        Object again;
        try {
            again = sequence.replay();
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new IllegalStateException("building the object again by " + sequence.text("; ") + " threw " + cause
                    + ", though it did not during the search: the builders do not behave the same on every call", cause);
        }
        String text = HeapState.of(again).canonical();
        if (!text.equals(state.canonical())) {
            throw new IllegalStateException("building the object again by " + sequence.text("; ") + " gave the state " + text + ", not "
                    + state.canonical() + " as during the search: the builders do not behave the same on every call");
        }
        return again;
    }
}
