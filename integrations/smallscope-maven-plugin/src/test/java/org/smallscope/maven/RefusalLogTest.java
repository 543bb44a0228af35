package org.smallscope.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.api.IFinitization;
import org.smallscope.engine.door.SuiteGeneration;
import org.smallscope.engine.protocol.Mode;

/**
 * What the goal's log says about a run whose suite is narrower or slower than the user may think: when an edit adds a
 * conjunct to repOk (reusable by the conjuncts alone) and also changes a static of another class that repOk reads, the run
 * searches in full and its log line says which static changed; a field repOk reads that the finitization leaves out gets
 * one warning naming it.
 */
class RefusalLogTest {

    private static final String SUBJECT = """
            package refusal;
            import org.smallscope.api.*;
            public class Capped {
                int count;
                int limit;
                public boolean repOk() { return count <= limit && limit <= Cap.MAX%s; }
                public static IFinitization finCapped(int n) {
                    IFinitization f = FinitizationFactory.create(Capped.class);
                    %s
                    return f;
                }
            }
            """;
    private static final String BOTH_BOUND = "f.set(\"count\", f.createIntSet(0, n)); f.set(\"limit\", f.createIntSet(0, n));";
    private static final String CAP = "package refusal;\npublic class Cap {\n    public static int MAX = %d;\n}\n";

    @TempDir
    Path dir;

    @Test
    void theLogLineOfARunThatCannotReuseItsSnapshotNamesTheChangedStatic() throws Exception {
        SubjectConfig capped = SubjectConfig.of("refusal.Capped", "3");
        List<String> warnings = new ArrayList<>();
        try (ProjectClasses v1 = compile("v1", "", 3)) {
            SubjectJob.Result r = SubjectJob.run(capped, v1, settings(), null, warnings::add);
            assertEquals(Mode.FULL, r.run().mode());
            assertEquals(10, r.run().valid(), "count <= limit over 0..3");
        }
        try (ProjectClasses v2 = compile("v2", " && count >= 1", 2)) {
            SubjectJob.Result r = SubjectJob.run(capped, v2, settings(), null, warnings::add);
            assertEquals(Mode.FULL, r.run().mode(), "the changed Cap.MAX refuses reuse");
            assertEquals(3, r.run().valid(), "1 <= count <= limit <= 2 (reusing the base would give 6)");
            String line = GoalLogLines.search(capped, r);
            assertTrue(line.startsWith("refusal.Capped(3): full, 3 valid"), line);
            assertTrue(line.contains("(snapshot not reusable: ") && line.contains("static refusal.Cap.MAX was Integer:3 in the base, now Integer:2 (repOk reads it)"),
                    line);
        }
        assertEquals(List.of(), warnings);
    }

    @Test
    void theLogWarnsOnceAboutAFieldThatRepOkReadsAndTheFinitizationLeavesOut() throws Exception {
        List<String> warnings = new ArrayList<>();
        try (ProjectClasses classes = compile("unbound", "", 3)) {
            SubjectJob.run(SubjectConfig.of("refusal.Capped", "3"), classes, settings(), null, warnings::add);
        }
        assertEquals(List.of(), warnings, "both fields bound");
        try (ProjectClasses classes = compile("unbound2", "", 3, "f.set(\"count\", f.createIntSet(0, n));")) {
            SubjectJob.run(SubjectConfig.of("refusal.Capped", "3"), classes, settings(), null, warnings::add);
        }
        assertEquals(1, warnings.size(), warnings::toString);
        assertTrue(warnings.get(0).startsWith("Capped's repOk reads Capped.limit (in Capped.repOk), which the finitization finCapped does not bound"),
                warnings.get(0));
    }

    private SubjectJob.Settings settings() {
        return new SubjectJob.Settings(dir.resolve("store"), 1, 10_000, "test", SuiteGeneration.Reuse.AUTO);
    }

    /** @return the project's classes, {@code Capped} with {@code extra} appended to repOk and {@code Cap.MAX = max}, compiled by javac */
    private ProjectClasses compile(String version, String extra, int max) throws Exception {
        return compile(version, extra, max, BOTH_BOUND);
    }

    /** @return the project's classes as {@link #compile(String, String, int)} makes them, with {@code bounds} as the finitization's body */
    private ProjectClasses compile(String version, String extra, int max, String bounds) throws Exception {
        Path src = Files.createDirectories(dir.resolve(version + "-src/refusal"));
        Path out = Files.createDirectories(dir.resolve(version));
        Files.writeString(src.resolve("Capped.java"), SUBJECT.formatted(extra, bounds));
        Files.writeString(src.resolve("Cap.java"), CAP.formatted(max));
        String api = Path.of(IFinitization.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        int code = ToolProvider.getSystemJavaCompiler().run(null, null, null, "-nowarn", "-proc:none", "-d", out.toString(), "-cp", api,
                src.resolve("Capped.java").toString(), src.resolve("Cap.java").toString());
        assertEquals(0, code, "the subject compiles");
        return ProjectClasses.of(List.of(out.toString()));
    }
}
