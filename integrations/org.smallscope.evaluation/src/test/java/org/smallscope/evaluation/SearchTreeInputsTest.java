package org.smallscope.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** SearchTree's inputs for add and remove per scope equal Table 4 of Korat's evaluation (valid trees times keys, both methods). */
class SearchTreeInputsTest {

    @ParameterizedTest(name = "scope {0}: {1} inputs")
    @CsvSource({"1, 4", "2, 20", "3, 90", "4, 408", "5, 1880"})
    void inputsMatchThePaper(int scope, long inputs, @TempDir Path dir) {
        ScopeSuite.Exported suite = ScopeSuite.export(List.of("--example", "SearchTree"), Integer.toString(scope), List.of("add", "remove"),
                "1.." + scope, dir.resolve("src"));
        assertEquals(inputs, suite.inputs());
    }
}
