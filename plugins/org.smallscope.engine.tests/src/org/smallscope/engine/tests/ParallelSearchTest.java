package org.smallscope.engine.tests;

import org.smallscope.engine.protocol.Outcome;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.search.ParallelRunner;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;

/** A full search cut into subtrees and run on several threads equals the sequential search exactly. */
class ParallelSearchTest {

    /** Records valid candidates and their successors as text, in the order reported. */
    static final class Transcript implements SearchListener {
        final List<String> events = new ArrayList<>();

        @Override
        public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
            events.add("valid " + Structures.formatVector(candidate));
        }

        @Override
        public void successorFound(int[] next) {
            events.add("next " + (next == null ? "end" : Structures.formatVector(next)));
        }
    }

    @ParameterizedTest(name = "{0} size {1}, {2} threads")
    @CsvSource({"BSTP,5,2", "RBT,6,2", "DLLU,5,3", "BT,6,4", "DLL,5,2", "BST,7,2"})
    void parallelFullSearchEqualsSequentialSearch(String example, int size, int threads) {
        Subject subject = Subjects.example(example, size);
        Transcript sequential = new Transcript();
        SearchResult one = Search.over(subject).listener(sequential).build().run();
        Transcript parallel = new Transcript();

        SearchResult many = new ParallelRunner(subject, threads, 0, parallel).runFullSearch();

        assertEquals(Outcome.COMPLETED, many.outcome());
        assertEquals(one.explored(), many.explored(), "explored");
        assertEquals(one.valid(), many.valid(), "valid");
        assertEquals(sequential.events, parallel.events);
        assertTrue(sequential.events.size() == 2 * one.valid(), "every valid candidate has a successor event");
    }
}
