package org.smallscope.engine.subject;

import java.util.ArrayList;
import java.util.List;

/**
 * What a finished search says about the subject's code besides its counts, from the code that ran: fields repOk read but
 * the finitization left out ({@link UnboundReads}) and breaches of repOk's contract ({@link RepOkContract}), each one warning.
 */
public final class SearchFindings {

    private SearchFindings() {
    }

    /** @return the warnings, in that order (none when what ran is not known) */
    public static List<String> warnings(Subject subject) {
        List<String> out = new ArrayList<>(RepOkContract.breaches(subject));
        out.addAll(UnboundReads.warnings(subject));
        return out;
    }
}
