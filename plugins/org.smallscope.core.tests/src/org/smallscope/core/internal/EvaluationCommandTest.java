package org.smallscope.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The evaluation JVM gets the options of {@code evaluate} as the evaluation module's command declares them. */
class EvaluationCommandTest {

    @Test
    void passesSubjectClasspathMethodsScopesAndReport() {
        Path report = Path.of("/tmp/q.json");
        assertEquals(List.of("--class", "demo.BST", "-cp", "/p/bin", "--methods", "add,remove", "--sizes", "1-6", "--report", report.toString()),
                EvaluationCommand.arguments("demo.BST", "/p/bin", "add,remove", "1-6", report, true));
        assertEquals("--no-mutation", EvaluationCommand.arguments("demo.BST", "/p/bin", "add", "1,3", report, false).get(10));
    }
}
