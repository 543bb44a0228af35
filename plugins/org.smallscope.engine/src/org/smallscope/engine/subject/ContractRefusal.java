package org.smallscope.engine.subject;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.runtime.ContractBreach;

/**
 * A candidate's repOk broke its contract (see {@code RepOkWatch}): the search stops with {@link EngineError#REPOK_CONTRACT},
 * naming what repOk did, the method and line, and the candidate, instead of counting the candidate.
 */
public final class ContractRefusal extends SmallscopeException {

    private static final long serialVersionUID = 1L;
    /** A structure longer than this is cut in the message (the vector is always whole). */
    private static final int STRUCTURE_CHARS = 400;

    private final transient int[] candidate;

    ContractRefusal(Subject subject, ContractBreach breach, int[] candidate) {
        super(EngineError.REPOK_CONTRACT, EngineError.REPOK_CONTRACT.format(subject.simpleName(), breach.deed(), breach.where(),
                Structures.formatVector(candidate), structure(subject, candidate), breach.why()), null);
        this.candidate = candidate;
    }

    /** @return the candidate vector on which repOk broke its contract */
    public int[] candidate() {
        return candidate.clone();
    }

    private static String structure(Subject subject, int[] cv) {
        String s;
        try {
            s = Structures.render(subject, cv);
        } catch (RuntimeException e) {
            return "?";
        }
        return s.length() <= STRUCTURE_CHARS ? s : s.substring(0, STRUCTURE_CHARS) + " ...";
    }
}
