package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.cli.Main;

import com.google.gson.JsonObject;

/**
 * A shutdown signal stops a run cleanly: the search is cancelled, the partial counts are
 * printed and the report is written with outcome {@code cancelled}. Ctrl-C (SIGINT) and
 * SIGTERM run the same shutdown hook; the test sends SIGTERM because a SIGINT may be ignored
 * by processes started in the background. Needs a plain class path to start a second JVM, so
 * it is skipped under OSGi.
 */
class InterruptTest {

    @TempDir
    Path tmp;

    @Test
    void aSignalCancelsTheSearchAndTheReportIsStillWritten() throws Exception {
        assumeFalse(System.getProperty("os.name").toLowerCase(Locale.ROOT).contains("win"), "signals are POSIX");
        assumeTrue(Main.class.getClassLoader() == ClassLoader.getSystemClassLoader(), "needs a plain class path (not OSGi)");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path report = tmp.resolve("r.json");
        Path out = tmp.resolve("out.txt");
        ProcessBuilder pb = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "generate", "--example", "BST", "--args", "10", "--progress", "--report", report.toString());
        Path err = tmp.resolve("err.txt");
        pb.redirectOutput(out.toFile());
        pb.redirectError(err.toFile());
        Process p = pb.start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!Files.readString(err, StandardCharsets.UTF_8).contains("explored") && System.nanoTime() < deadline && p.isAlive()) {
                Thread.sleep(50);
            }
            assertTrue(Files.readString(err, StandardCharsets.UTF_8).contains("explored"),
                    "the progress line never appeared: " + Files.readString(err, StandardCharsets.UTF_8));
            p.destroy(); // SIGTERM
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the process did not end");
            String errors = Files.readString(err, StandardCharsets.UTF_8);
            assertEquals(128 + 15, p.exitValue(), "the JVM ends with the signal's status; stderr: " + errors);
            JsonObject json = Cli.report(report);
            assertEquals("cancelled", json.get("outcome").getAsString(), json.toString());
            assertEquals(130, json.get("exit_code").getAsInt());
            long explored = json.get("explored").getAsLong();
            assertTrue(explored > 0 && explored < 155_455_872L, json.toString());
            String printed = Files.readString(out, StandardCharsets.UTF_8);
            assertTrue(printed.contains("interrupted") && printed.contains("explored"), printed);
            assertTrue(errors.contains("smallscope: interrupted after"), errors);
        } finally {
            p.destroyForcibly();
        }
    }
}
