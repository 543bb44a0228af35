package org.smallscope.engine.subject;

import java.util.ArrayList;
import java.util.List;

/**
 * What a finished search says about the subject's code besides its counts, from the code that ran: fields repOk read but
 * the finitization left out ({@link UnboundReads}) and getter handles, whose reads the search's check of repOk's contract cannot
 * see ({@link RepOkContract}), each one warning. (The breaches it sees stop the search with {@link ContractRefusal}.)
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
