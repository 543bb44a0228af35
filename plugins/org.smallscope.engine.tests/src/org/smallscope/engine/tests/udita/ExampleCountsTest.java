package org.smallscope.engine.tests.udita;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.udita.ChoiceMode;
import org.smallscope.engine.udita.GeneratorExploration;

/** The bundled generator programs generate the UDITA paper's Fig. 13 "structs" counts when explored eagerly. */
class ExampleCountsTest {

    private static final String PKG = "org.smallscope.examples.udita.";

    @ParameterizedTest(name = "{0}({1}) eager")
    @CsvSource({"NQueensGen#generate,6,4", "NQueensGen#generate,7,40", "SortedListGen#generate,6,924", "SortedListGen#generate,7,3432",
        "SearchTreeGen#generate,4,490", "HeapArrayGen#generate,6,13139", "RBTreeGen#generate,6,20", "RBTreeGen#generate,7,35",
        "RBTreeGen#generate,8,64", "DAGGen#dag,3,34"})
    void eagerCountsEqualThePapers(String generator, int n, long structs) {
        GeneratorExploration.Result result = Explore.count(PKG + generator, ChoiceMode.EAGER, 1, n);

        assertEquals(Outcome.COMPLETED, result.outcome());
        assertEquals(structs, result.successful(), "successful paths");
    }

    @ParameterizedTest(name = "NQueens({0}) eager explores {0}^{0} paths")
    @CsvSource({"5", "6"})
    void eagerNQueensExploresEveryBoard(int n) {
        GeneratorExploration.Result result = Explore.count(PKG + "NQueensGen#generate", ChoiceMode.EAGER, 1, n);

        assertEquals((long) Math.pow(n, n), result.explored());
        assertEquals(n, result.maxDepth());
    }
}
