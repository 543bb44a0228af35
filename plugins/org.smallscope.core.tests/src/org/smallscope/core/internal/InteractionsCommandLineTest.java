package org.smallscope.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.junit.jupiter.api.Test;

/** The inference JVM gets the options of {@code interactions} as the report contract declares them, or a clear error without the module. */
class InteractionsCommandLineTest {

    @Test
    void passesClassClasspathTestsSeedReportAndSources() {
        Path report = Path.of("/tmp/i.json");
        assertEquals(List.of("--class", "p.Paper", "--classpath", "/p/bin", "--tests", "p.PaperTest", "--seed", "7", "--report", report.toString(),
                "--sources", "/p/src:/p/test"), InteractionsCommandLine.arguments("p.Paper", "/p/bin", "/p/src:/p/test", "p.PaperTest", 7, report));
        assertEquals(10, InteractionsCommandLine.arguments("p.Paper", "/p/bin", "", "p.PaperTest", 7, report).size(), "no --sources without source folders");
    }

    @Test
    void withoutTheModuleItSaysWhichPropertyToSet() {
        String before = System.getProperty(InteractionsCommandLine.EXTRA_CLASSPATH);
        System.clearProperty(InteractionsCommandLine.EXTRA_CLASSPATH);
        try {
            CoreException e = assertThrows(CoreException.class, () -> InteractionsCommandLine.build(null, "p.Paper", "p.PaperTest", 0, Path.of("i.json")));
            String message = e.getStatus().getMessage();
            assertTrue(message.startsWith("Interactions of p.Paper: the interactions module") && message.contains("-Dsmallscope.interactions.classpath=")
                    && message.contains("./smallscope ide"), message);
        } finally {
            if (before != null) {
                System.setProperty(InteractionsCommandLine.EXTRA_CLASSPATH, before);
            }
        }
    }
}
