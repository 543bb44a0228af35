package org.smallscope.junit.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
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

/**
 * Issue #42: a repOk that writes the candidate, or reads it by reflection, fails the exhaustive test with the error
 * naming what it did, the method and line and the candidate, instead of running it on a suite that may be wrong.
 */
class RepOkContractBreachTest {

    /** {@code %s}: what repOk does first (line 6 of the file). */
    private static final String SUBJECT = """
            package breach;
            import org.smallscope.api.*;
            public class Counter {
                public int count;
                boolean repOk() {
                    %s
                    return count >= 0;
                }
                public static IFinitization finCounter(int n) {
                    IFinitization f = FinitizationFactory.create(Counter.class);
                    f.set("count", f.createIntSet(0, n));
                    return f;
                }
            }
            """;

    private static final String TEST = """
            package breach;
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
    void aRepOkThatWritesTheCandidateFailsTheTestNamingTheFieldTheLineAndTheCandidate() throws Exception {
        Harness.Run run = Harness.run(Map.of("smallscope.store", dir.resolve("store").toString()),
                compile("writes", "if (count == 2) { count = 0; }"));
        assertEquals(List.of(), run.of("counters"), "no test runs on a suite the search could not trust");
        Harness.Finished failed = run.failedContainer("counters");
        assertNotNull(failed, run.containers().toString());
        assertTrue(failed.failure().contains("Counter's repOk wrote the field Counter.count in Counter.repOk (Counter.java:6) on candidate [2] "
                + "(count=2): repOk must only read the candidate"), failed.failure());
    }

    @Test
    void aRepOkThatReadsTheCandidateByReflectionFailsTheTestNamingTheMethodAndTheLine() throws Exception {
        Harness.Run run = Harness.run(Map.of("smallscope.store", dir.resolve("store").toString()),
                compile("reflects", "try { if (Counter.class.getField(\"count\").getInt(this) < 0) return false; } "
                        + "catch (ReflectiveOperationException e) { return false; }"));
        assertEquals(List.of(), run.of("counters"));
        Harness.Finished failed = run.failedContainer("counters");
        assertNotNull(failed, run.containers().toString());
        assertTrue(failed.failure().contains("Counter's repOk read the field Counter.count by reflection (java.lang.reflect.Field.getInt) in "
                + "Counter.repOk (Counter.java:6) on candidate [0] (count=0): the search records only plain reads of the candidate's fields"),
                failed.failure());
    }

    private Class<?> compile(String version, String firstStatement) throws Exception {
        Path src = Files.createDirectories(dir.resolve(version + "-src/breach"));
        Path out = Files.createDirectories(dir.resolve(version));
        Files.writeString(src.resolve("Counter.java"), SUBJECT.formatted(firstStatement));
        Files.writeString(src.resolve("CounterCases.java"), TEST);
        StringBuilder cp = new StringBuilder();
        for (Class<?> c : List.of(IFinitization.class, ExhaustiveTest.class, ParameterizedTest.class, Test.class)) {
            cp.append(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI())).append(File.pathSeparator);
        }
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, "-nowarn", "-proc:none", "-g", "-d", out.toString(), "-cp",
                cp.toString(), src.resolve("Counter.java").toString(), src.resolve("CounterCases.java").toString()), "the fixture compiles");
        return Class.forName("breach.CounterCases", false, new URLClassLoader(new URL[] {out.toUri().toURL()}, getClass().getClassLoader()));
    }
}
