package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/**
 * A run that fills the JVM's heap ends like any failed run: one error line saying how much heap it had and how to give it
 * more, exit status 1, and its report written with outcome {@code failed} (before, the error escaped the command as a
 * stack trace and no report was written); and a JUnit export of a large suite fits a small heap. The command line runs
 * in a second JVM with a small heap ({@link ChildCli}).
 */
class OutOfMemoryTest {

    @TempDir
    Path tmp;

    @Test
    void aRunOutOfMemoryStillWritesItsReportAndSaysWhatToDo() throws Exception {
        Path report = tmp.resolve("r.json");
        Path err = tmp.resolve("err.txt");
        // BST(3,000,000): three million nodes and keys do not fit a heap of 64 MB
        ProcessBuilder pb = ChildCli.command(List.of("-Xmx64m"), "generate", "--example", "BST", "--args", "3000000", "--threads", "1",
                "--store", tmp.resolve("store").toString(), "--report", report.toString());
        pb.redirectError(err.toFile()).redirectOutput(tmp.resolve("out.txt").toFile());
        Process p = pb.start();
        try {
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the process did not end");
            String errors = Files.readString(err, StandardCharsets.UTF_8);
            assertEquals(1, p.exitValue(), errors);
            assertTrue(errors.startsWith("smallscope: error: out of memory: the run needs more than the JVM's ")
                    && errors.contains("SMALLSCOPE_JAVA_OPTS=-Xmx"), errors);
            assertTrue(!errors.contains("\tat "), "no stack trace without --verbose: " + errors);
            JsonObject json = Cli.report(report);
            assertEquals("failed", json.get("outcome").getAsString(), json.toString());
            assertEquals("OutOfMemoryError", json.get("error_code").getAsString(), json.toString());
            assertEquals(1, json.get("exit_code").getAsInt(), json.toString());
        } finally {
            p.destroyForcibly();
        }
    }

    /** An export holds one test class at a time: DLLU(8)'s 40,320 tests (81 classes) are written under a 64 MB heap. */
    @Test
    void aLargeSuiteIsExportedOneClassAtATime() throws Exception {
        Path junit = tmp.resolve("junit");
        Path err = tmp.resolve("err.txt");
        ProcessBuilder pb = ChildCli.command(List.of("-Xmx64m", "-XX:+UseSerialGC"), "generate", "--example", "DLLU", "--args", "8",
                "--threads", "1", "--junit", junit.toString(), "--store", tmp.resolve("store").toString(), "--quiet");
        pb.redirectError(err.toFile()).redirectOutput(tmp.resolve("out.txt").toFile());
        Process p = pb.start();
        try {
            assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the process did not end");
            assertEquals(0, p.exitValue(), Files.readString(err, StandardCharsets.UTF_8));
            Path dir = junit.resolve("org/smallscope/examples");
            try (var files = Files.list(dir)) {
                assertEquals(81, files.count(), "classes of 500 tests");
            }
            String last = Files.readString(dir.resolve("DLLUExhaustive81Test.java"), StandardCharsets.UTF_8);
            assertTrue(last.contains("named(\"#40320 size=8 header=Entry0("), "the last test is named after its list");
        } finally {
            p.destroyForcibly();
        }
    }
}
