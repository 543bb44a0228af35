package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.examples.korat.SearchTree;

/**
 * Table 4 of Korat's evaluation, scopes 1 to 7: the inputs of {@code add} and {@code remove} (valid trees of
 * {@code finSearchTree(s)} times the s keys, for both methods) are 4, 20, 90, 408, 1,880, 8,772 and 41,300.
 */
class SearchTreeTable4Test {

    @ParameterizedTest(name = "scope {0}: {1} inputs")
    @CsvSource({"1, 4", "2, 20", "3, 90", "4, 408", "5, 1880", "6, 8772", "7, 41300"})
    void inputsOfAddAndRemoveEqualTable4(int scope, long inputs) {
        SearchResult result = Subjects.searchAll(SubjectLoader.load(SubjectRequest.of(SearchTree.class, scope))).result();
        assertEquals(Outcome.COMPLETED, result.outcome());
        assertEquals(inputs, result.valid() * scope * 2);
    }
}
