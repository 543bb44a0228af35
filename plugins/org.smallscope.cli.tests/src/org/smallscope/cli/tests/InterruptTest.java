package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/**
 * A shutdown signal stops a run cleanly: the search is cancelled, the partial counts are
 * printed and the report is written with outcome {@code cancelled} and exit code 130. Ctrl-C
 * (SIGINT) and SIGTERM run the same shutdown hook; the JVM then ends with the signal's status.
 * The command line runs in a second JVM built from the bundles it is wired to ({@link ChildCli}),
 * so the test runs under OSGi as well as on a plain class path.
 */
class InterruptTest {

    /** BST with 10 nodes: far more candidates than are explored before the signal. */
    private static final long BST_10_CANDIDATES = 155_455_872L;

    @TempDir
    Path tmp;

    @Test
    void sigtermCancelsTheSearchAndTheReportIsStillWritten() throws Exception {
        assumeFalse(windows(), "signals are POSIX");
        interrupt(Process::destroy, 128 + 15);
    }

    @Test
    void sigintCancelsTheSearchAndTheReportIsStillWritten() throws Exception {
        assumeFalse(windows(), "signals are POSIX");
        // a process started with SIGINT ignored (a background job without job control) passes that on, and a JVM does not
        // handle a signal that was ignored when it started: then the child starts through GNU env, which resets it
        assumeFalse(ignoresSigint() && !envResetsSignals(), "SIGINT is ignored in this process, and env cannot reset it for the child JVM");
        interrupt(p -> {
            try {
                new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).inheritIO().start().waitFor();
            } catch (IOException | InterruptedException e) {
                throw new AssertionError("could not send SIGINT", e);
            }
        }, 130);
    }

    /** Starts a long run, sends it a signal once it has explored candidates, and checks how it ended. */
    private void interrupt(java.util.function.Consumer<Process> signal, int status) throws Exception {
        Path report = tmp.resolve("r.json");
        Path out = tmp.resolve("out.txt");
        Path err = tmp.resolve("err.txt");
        ProcessBuilder pb = ChildCli.command("generate", "--example", "BST", "--args", "10", "--progress", "--store",
                tmp.resolve("store").toString(), "--report", report.toString());
        if (status == 130 && ignoresSigint()) {
            List<String> command = new ArrayList<>(List.of("env", "--default-signal=INT"));
            command.addAll(pb.command());
            pb.command(command);
        }
        pb.redirectOutput(out.toFile());
        pb.redirectError(err.toFile());
        Process p = pb.start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            // a progress line with candidates explored (the first lines may come while the search is still being cut up)
            java.util.regex.Pattern someExplored = java.util.regex.Pattern.compile("explored [1-9]");
            while (!someExplored.matcher(read(err)).find() && System.nanoTime() < deadline && p.isAlive()) {
                Thread.sleep(50);
            }
            assertTrue(someExplored.matcher(read(err)).find(), "the progress line never appeared: " + read(err) + "\nout: " + read(out));
            signal.accept(p);
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the process did not end");
            String errors = read(err);
            assertEquals(status, p.exitValue(), "the JVM ends with the signal's status; stderr: " + errors);
            assertTrue(errors.contains("smallscope: interrupted after") && errors.contains("the counts are partial"), errors);
            JsonObject json = Cli.report(report);
            assertEquals("cancelled", json.get("outcome").getAsString(), json.toString());
            assertEquals(130, json.get("exit_code").getAsInt(), json.toString());
            long explored = json.get("explored").getAsLong();
            assertTrue(explored > 0 && explored < BST_10_CANDIDATES, json.toString());
            String printed = read(out);
            assertTrue(printed.contains("interrupted") && printed.contains("explored"), printed);
        } finally {
            p.destroyForcibly();
        }
    }

    private static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }

    private static boolean windows() {
        return System.getProperty("os.name").toLowerCase(Locale.ROOT).contains("win");
    }

    /** @return whether {@code env --default-signal} works here (GNU coreutils 8.31 or newer) */
    private static boolean envResetsSignals() {
        try {
            Process p = new ProcessBuilder("env", "--default-signal=INT", "true").redirectErrorStream(true).start();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    /** @return whether this JVM started with SIGINT ignored (Linux: bit 2 of SigIgn in /proc/self/status) */
    private static boolean ignoresSigint() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return false;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseUnsignedLong(line.substring("SigIgn:".length()).trim(), 16) & (1L << (2 - 1))) != 0;
            }
        }
        return false;
    }
}
