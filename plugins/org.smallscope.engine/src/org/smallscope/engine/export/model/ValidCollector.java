package org.smallscope.engine.export.model;

import java.util.List;

import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.CandidateHeap;

/**
 * Keeps every valid candidate vector of a search, in search order (what an export needs), as differences between
 * consecutive vectors ({@link CompactVectors}: a few bytes each, so that a suite of millions fits in a small heap);
 * starts over on a restart.
 */
public final class ValidCollector implements SearchListener {

    private CompactVectors valid;

    @Override
    public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
        if (valid == null) {
            valid = new CompactVectors(candidate.length);
        }
        valid.append(candidate);
    }

    @Override
    public void searchRestarted(String reason) {
        if (valid != null) {
            valid.forget();
        }
    }

    /**
     * @return the valid candidate vectors found so far, in search order: a read-only list (read it once the search is
     *         over) whose elements are fresh arrays
     */
    public List<int[]> instances() {
        return valid == null ? List.of() : valid;
    }
}
