package org.smallscope.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The evaluation JVM runs the command line's {@code Main evaluate} (the command it finds through ServiceLoader) with the
 * options of {@code evaluate} as the evaluation module's command declares them.
 */
class EvaluationCommandTest {

    @Test
    void passesSubjectClasspathMethodsScopesAndReport() {
        Path report = Path.of("/tmp/q.json");
        assertEquals(List.of("--class", "demo.BST", "-cp", "/p/bin", "--methods", "add,remove", "--sizes", "1-6", "--report", report.toString()),
                EvaluationCommand.arguments("demo.BST", "/p/bin", "add,remove", "1-6", report, true));
        assertEquals("--no-mutation", EvaluationCommand.arguments("demo.BST", "/p/bin", "add", "1,3", report, false).get(10));
    }

    @Test
    void runsTheCommandLinesMainWithTheCommandsNameUnlessAnotherMainIsNamed() {
        String before = System.getProperty(EvaluationCommand.MAIN);
        try {
            System.clearProperty(EvaluationCommand.MAIN);
            assertEquals(List.of("org.smallscope.cli.Main", "evaluate"), IntegrationCommand.entryPoint(EvaluationCommand.MAIN, EvaluationCommand.COMMAND));
            assertEquals(List.of("org.smallscope.cli.Main", "interactions"),
                    IntegrationCommand.entryPoint(InteractionsCommandLine.MAIN, InteractionsCommandLine.COMMAND));
            System.setProperty(EvaluationCommand.MAIN, "p.OtherMain");
            assertEquals(List.of("p.OtherMain"), IntegrationCommand.entryPoint(EvaluationCommand.MAIN, EvaluationCommand.COMMAND));
        } finally {
            if (before == null) {
                System.clearProperty(EvaluationCommand.MAIN);
            } else {
                System.setProperty(EvaluationCommand.MAIN, before);
            }
        }
    }
}
