package org.smallscope.core;

import java.util.List;

/**
 * What an API-mode run reports besides its states (read from the runner's JSON report): the states by call count and, after a
 * cross-check, the differences in each direction.
 *
 * @param statesPerLength the new states found with 0, 1, 2... calls after the constructor
 * @param sequences the call sequences run
 * @param crossChecked whether the run compared its states with the repOk search
 * @param rejected the states the builders reach that repOk rejects (count 0 when none, or without a cross-check)
 * @param unreached the structures repOk accepts that no call sequence builds (count 0 when none, or without a cross-check)
 */
public record ApiResults(List<Long> statesPerLength, long sequences, boolean crossChecked, Difference rejected, Difference unreached) {

    /** Copies the list. */
    public ApiResults {
        statesPerLength = List.copyOf(statesPerLength);
    }

    /**
     * One direction of the cross-check.
     *
     * @param count how many structures differ
     * @param structure the smallest of them, or null when none
     * @param objects its objects besides the subject's, or -1
     * @param sequence the calls that build it (states repOk rejects), or null
     * @param candidate its candidate vector (structures no sequence builds), or null
     */
    public record Difference(long count, String structure, int objects, String sequence, String candidate) {
        /** No difference. */
        public static final Difference NONE = new Difference(0, null, -1, null, null);
    }
}
