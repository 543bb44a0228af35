package org.smallscope.junit.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.smallscope.api.IFinitization;
import org.smallscope.junit.ExhaustiveTest;

/** A field that repOk reads but the finitization leaves out narrows the suite: the extension's report warns, naming it. */
class UnboundFieldReportTest {

    private static final String SUBJECT = """
            package unbound;
            import org.smallscope.api.*;
            public class Counter {
                int count;
                int limit = 2;
                boolean repOk() { return count <= limit; }
                public static IFinitization finCounter(int n) {
                    IFinitization f = FinitizationFactory.create(Counter.class);
                    f.set("count", f.createIntSet(0, n));
                    return f;
                }
            }
            """;

    private static final String TEST = """
            package unbound;
            public class CounterCases {
                @org.smallscope.junit.ExhaustiveTest(args = "3")
                void counters(Counter c) {
                    org.junit.jupiter.api.Assertions.assertTrue(c.repOk());
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void theReportNamesTheFieldThatKeptItsConstructorsValue() throws Exception {
        Harness.Run run = Harness.run(Map.of("smallscope.store", dir.resolve("store").toString()), compile());
        assertEquals(3, run.of("counters").size(), "count 0..2: the limit stays 2 in every candidate");
        String report = run.reports().get(0);
        assertTrue(report.contains("\nsmallscope: warning: Counter's repOk reads Counter.limit (in Counter.repOk), which the finitization "
                + "finCounter does not bound"), report);
    }

    private Class<?> compile() throws Exception {
        Path src = Files.createDirectories(dir.resolve("src/unbound"));
        Path out = Files.createDirectories(dir.resolve("classes"));
        Files.writeString(src.resolve("Counter.java"), SUBJECT);
        Files.writeString(src.resolve("CounterCases.java"), TEST);
        StringBuilder cp = new StringBuilder();
        for (Class<?> c : List.of(IFinitization.class, ExhaustiveTest.class, ParameterizedTest.class, Test.class)) {
            cp.append(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI())).append(File.pathSeparator);
        }
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, "-nowarn", "-proc:none", "-d", out.toString(), "-cp",
                cp.toString(), src.resolve("Counter.java").toString(), src.resolve("CounterCases.java").toString()), "the fixture compiles");
        return Class.forName("unbound.CounterCases", false, new URLClassLoader(new URL[] {out.toUri().toURL()}, getClass().getClassLoader()));
    }
}
