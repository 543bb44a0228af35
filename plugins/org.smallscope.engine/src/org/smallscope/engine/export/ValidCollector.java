package org.smallscope.engine.export;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.search.SearchListener;

/** Keeps a copy of every valid candidate vector of a search, in search order (what an export needs); starts over on a restart. */
public final class ValidCollector implements SearchListener {

    private final List<int[]> valid = new ArrayList<>();

    @Override
    public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
        valid.add(candidate.clone());
    }

    @Override
    public void searchRestarted(String reason) {
        valid.clear();
    }

    /** @return the valid candidate vectors found so far, in search order */
    public List<int[]> instances() {
        return List.copyOf(valid);
    }
}
