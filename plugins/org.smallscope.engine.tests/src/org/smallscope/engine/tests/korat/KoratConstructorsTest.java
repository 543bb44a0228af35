package org.smallscope.engine.tests.korat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

/**
 * Issue #41: a subject written in Korat's idiom whose classes have no constructor without parameters (the search makes
 * their objects without one, as Korat does) has exactly the space of the same subject with such constructors: the same
 * valid count, the Catalan number of binary trees of {@code n} nodes, after the same number of explored candidates.
 */
class KoratConstructorsTest {

    private static SearchResult search(Class<?> subject, int n) {
        SearchResult result = Search.over(SubjectLoader.load(SubjectRequest.of(subject, n))).build().run();
        assertEquals(Outcome.COMPLETED, result.outcome(), subject.getSimpleName());
        return result;
    }

    @ParameterizedTest(name = "{0} nodes: {1} trees")
    @CsvSource({"0, 1", "1, 1", "2, 2", "3, 5", "4, 14", "5, 42", "6, 132"})
    void treesWithoutConstructorsCountAsTreesWithThem(int n, long catalan) {
        SearchResult plain = search(Trees.Plain.class, n);
        SearchResult built = search(Trees.Built.class, n);
        assertEquals(catalan, plain.valid(), "binary trees of " + n + " nodes, with constructors");
        assertEquals(catalan, built.valid(), "binary trees of " + n + " nodes, without constructors");
        assertEquals(plain.explored(), built.explored(), "the same space is explored");
    }
}
