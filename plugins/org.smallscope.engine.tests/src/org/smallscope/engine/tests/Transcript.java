package org.smallscope.engine.tests;

import java.util.List;

import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Structures;

/** Test helper: a listener that writes every valid candidate (with its ordinal) and every successor as a line. */
final class Transcript {

    private Transcript() {
    }

    /** @return a listener adding {@code "<ordinal> <vector>"} and {@code "-> <successor or end>"} lines to {@code lines} */
    static SearchListener into(List<String> lines) {
        return new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                lines.add(ordinal + " " + Structures.formatVector(candidate));
            }

            @Override
            public void successorFound(int[] next) {
                lines.add("-> " + (next == null ? "end" : Structures.formatVector(next)));
            }
        };
    }
}
