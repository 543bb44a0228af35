package org.smallscope.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.door.SuiteGeneration;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.maven.subjects.BoundedCounter;
import org.smallscope.maven.subjects.Gauge;
import org.smallscope.maven.subjects.GaugeBounds;

/** A subject's run as the goals do it, on the class files of this module's tests read through {@link ProjectClasses}. */
class SubjectJobTest {

    private static final int N = 3;

    @TempDir
    Path dir;

    @Test
    void generateExportsOneTestPerValidInstance() throws Exception {
        List<String> warnings = new ArrayList<>();
        try (ProjectClasses classes = classes()) {
            SubjectJob.Result r = SubjectJob.run(counter(), classes, settings(), dir.resolve("gen"), warnings::add);
            assertEquals(Mode.FULL, r.run().mode());
            assertEquals(validCounters(), r.run().valid());
            assertEquals(validCounters(), r.export().tests());
            Path test = dir.resolve("gen/org/smallscope/maven/subjects/BoundedCounterExhaustiveTest.java");
            assertTrue(Files.readString(test).contains("class BoundedCounterExhaustiveTest"), test.toString());
            assertTrue(GoalLogLines.search(counter(), r).startsWith(BoundedCounter.class.getName() + "(3): full, " + validCounters() + " valid"),
                    GoalLogLines.search(counter(), r));
        }
        assertEquals(List.of(), warnings);
    }

    @Test
    void methodModeListsTheInputsThatBreakRepOk() throws Exception {
        try (ProjectClasses classes = classes()) {
            SubjectJob.Result good = SubjectJob.run(counter().withMethod("increment"), classes, settings(), dir.resolve("gen"), w -> { });
            assertEquals(List.of(), good.methodRun().counterexamples());
            assertEquals(validCounters(), good.methodRun().inputs());
            assertEquals(good.methodRun().passed(), good.export().tests(), "the passing inputs become the tests");
            SubjectJob.Result bad = SubjectJob.run(counter().withMethod("incrementPastLimit"), classes, settings(), null, w -> { });
            assertEquals(N, bad.methodRun().counterexamples().size(), "one per full counter, a limit from 1 to " + N);
            List<String> listed = GoalLogLines.counterexamples(bad.methodRun(), 2);
            assertEquals(3, listed.size());
            assertTrue(listed.get(0).matches("(?s)instance #\\d+ \\[\\d+,\\d+\\] count=(\\d) limit=\\1: incrementPastLimit\\(\\) left repOk\\(\\) false.*"),
                    listed.get(0));
            assertEquals("... and 1 more", listed.get(2));
        }
    }

    @Test
    void errorsNameTheClassOrTheMethod() throws Exception {
        try (ProjectClasses classes = classes()) {
            RuntimeException missing = assertThrows(RuntimeException.class,
                    () -> SubjectJob.run(SubjectConfig.of("org.smallscope.maven.subjects.Nothing", "3"), classes, settings(), null, w -> { }));
            assertTrue(missing.getMessage().contains("org.smallscope.maven.subjects.Nothing"), missing.getMessage());
            RuntimeException method = assertThrows(RuntimeException.class,
                    () -> SubjectJob.run(counter().withMethod("decrement"), classes, settings(), null, w -> { }));
            assertTrue(method.getMessage().contains("no method named decrement"), method.getMessage());
        }
    }

    @Test
    void aRepOkThatWritesTheCandidateFailsWithTheEnginesMessage() throws Exception {
        try (ProjectClasses classes = classes()) {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> SubjectJob.run(
                    SubjectConfig.of(org.smallscope.maven.subjects.Resetting.class.getName(), "3"), classes, settings(), null, w -> { }));
            assertTrue(e.getMessage().contains("the search did not complete (FAILED): Resetting's repOk wrote the field Resetting.level in "
                    + "Resetting.repOk (Resetting.java:15) on candidate [2] (level=2): repOk must only read the candidate"), e.getMessage());
        }
    }

    @Test
    void aFinitizationOfAnotherClassBoundsTheSubject() throws Exception {
        for (String name : List.of(GaugeBounds.class.getName() + "#finGauge", "GaugeBounds#finGauge")) {
            SubjectConfig gauge = SubjectConfig.of(Gauge.class.getName(), String.valueOf(N));
            gauge.finitization = name;
            try (ProjectClasses classes = classes()) {
                SubjectJob.Result r = SubjectJob.run(gauge, classes, settings(), dir.resolve("gen-" + name.length()), w -> { });
                assertEquals(validCounters(), r.run().valid(), "the pairs (level, max) that repOk accepts, as for BoundedCounter");
                assertEquals(validCounters(), r.export().tests());
                assertEquals(GaugeBounds.class.getName() + "#finGauge", r.subject().finitizationName());
            }
        }
    }

    @Test
    void aFinitizationInTheTestClassesIsRefusedBeforeTestCompileNamingTheClassAndThePhase() throws Exception {
        SubjectConfig gauge = SubjectConfig.of(Gauge.class.getName(), String.valueOf(N));
        gauge.finitization = "GaugeBounds#finGauge";
        Path testClasses = Path.of(Gauge.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        try (ProjectClasses classes = classes()) {
            IllegalArgumentException early = assertThrows(IllegalArgumentException.class,
                    () -> FinitizationTiming.check(gauge, classes, testClasses, "generate", "generate-test-sources"));
            assertTrue(early.getMessage().startsWith("the finitization GaugeBounds#finGauge names class " + GaugeBounds.class.getName()
                    + " of the test classes (" + testClasses + "), but smallscope:generate runs in phase generate-test-sources, before test-compile"),
                    early.getMessage());
            FinitizationTiming.check(gauge, classes, testClasses, "check", "verify");
            FinitizationTiming.check(gauge, classes, testClasses, "generate", null);
            FinitizationTiming.check(counter(), classes, testClasses, "generate", "generate-test-sources");

            gauge.finitization = "org.smallscope.maven.subjects.LaterBounds#finGauge";
            IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                    () -> FinitizationTiming.check(gauge, classes, testClasses, "generate", "generate-test-sources"));
            assertTrue(missing.getMessage().startsWith("the finitization org.smallscope.maven.subjects.LaterBounds#finGauge names class "
                    + "org.smallscope.maven.subjects.LaterBounds, which is not compiled yet: smallscope:generate runs in phase generate-test-sources"),
                    missing.getMessage());
        }
    }

    private SubjectJob.Settings settings() {
        return new SubjectJob.Settings(dir.resolve("store"), 1, 10_000, "test", SuiteGeneration.Reuse.AUTO);
    }

    private static SubjectConfig counter() {
        return SubjectConfig.of(BoundedCounter.class.getName(), String.valueOf(N));
    }

    private static ProjectClasses classes() throws Exception {
        Path testClasses = Path.of(BoundedCounter.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertNotNull(testClasses);
        return ProjectClasses.of(List.of(testClasses.toString(), testClasses.resolve("missing").toString()));
    }

    /** @return the pairs (count, limit) in 0..N that repOk accepts, counted by brute force */
    private static long validCounters() {
        long n = 0;
        for (int limit = 0; limit <= N; limit++) {
            for (int count = 0; count <= N; count++) {
                n += limit >= 1 && count <= limit ? 1 : 0;
            }
        }
        return n;
    }
}
