package org.smallscope.cli.bench;

import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.search.SearchListener;

/**
 * A running 64-bit digest (FNV-1a) of the valid candidates a search reports, in order, so that two
 * suites can be compared without holding either in memory.
 */
public final class SuiteDigest implements SearchListener {

    private long hash = 0xcbf29ce484222325L;
    private long count;

    @Override
    public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
        for (int v : candidate) {
            hash = (hash ^ v) * 0x100000001b3L;
        }
        hash = (hash ^ -1) * 0x100000001b3L;
        count++;
    }

    @Override
    public void searchRestarted(String reason) {
        hash = 0xcbf29ce484222325L;
        count = 0;
    }

    /** @return whether both digests saw the same candidates in the same order */
    public boolean sameSuiteAs(SuiteDigest other) {
        return hash == other.hash && count == other.count;
    }
}
