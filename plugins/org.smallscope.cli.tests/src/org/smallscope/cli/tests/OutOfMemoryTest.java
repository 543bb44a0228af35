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
 * stack trace and no report was written). The command line runs in a second JVM with a small heap ({@link ChildCli}).
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
}
