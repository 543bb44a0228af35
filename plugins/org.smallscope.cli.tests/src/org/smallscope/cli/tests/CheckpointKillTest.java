package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.cli.output.OutputFiles;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotStore;

import com.google.gson.JsonObject;

/**
 * {@code kill -9} a generation running in a second JVM ({@link ChildCli}) at random points (seeded, as fractions of the
 * uninterrupted run's search time, so that a faster machine or engine still kills it mid-run): once after its
 * checkpoint holds a batch, once at any moment of the resumed run; then {@code --resume} runs it to the end. The
 * {@code --out} files, the counts and the snapshot's body are exactly those of an uninterrupted run, and the
 * checkpoint is gone.
 */
class CheckpointKillTest {

    private static final long SEED = 7_321L;

    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{0}({1}) base {2}: {3} thread(s), resumed on {4}")
    @CsvSource({"BSTP, 9, , 2, 1", "BST, 9, BT, 1, 2"})
    void aRunKilledAtRandomPointsResumesToTheUninterruptedSuite(String example, int size, String base, int threads, int resumeThreads)
            throws Exception {
        Path refStore = tmp.resolve("ref-store");
        Path store = tmp.resolve("store");
        if (base != null) {
            for (Path s : List.of(refStore, store)) {
                assertEquals(0, Cli.runAsIs("generate", "--example", base, "--args", Integer.toString(size), "--store", s.toString(), "--quiet")
                        .exitCode());
            }
        }
        Cli.Result reference = Cli.runAsIs(arguments(example, size, base, refStore, tmp.resolve("ref-out"), tmp.resolve("ref.json"),
                threads, "--no-checkpoint"));
        assertEquals(0, reference.exitCode(), reference.describe());

        long searchMillis = Math.max(4, Cli.report(tmp.resolve("ref.json")).get("millis").getAsLong());

        Random random = new Random(SEED + size);
        Path out = tmp.resolve("out");
        Process first = start(arguments(example, size, base, store, out, tmp.resolve("1.json"), threads), "1");
        assertTrue(waitUntil(() -> batchesKept(store) || !first.isAlive(), 120), "the first run never kept a batch");
        assertTrue(first.isAlive(), "the first run ended before it could be killed: " + read(tmp.resolve("1.err")));
        Thread.sleep(random.nextLong(searchMillis / 4));
        kill(first);
        Process second = start(arguments(example, size, base, store, out, tmp.resolve("2.json"), resumeThreads, "--resume"), "2");
        Thread.sleep(200 + random.nextLong(searchMillis));
        kill(second);
        Path report = tmp.resolve("3.json");
        Process last = start(arguments(example, size, base, store, out, report, resumeThreads, "--resume"), "3");
        assertTrue(last.waitFor(300, TimeUnit.SECONDS), "the resumed run did not end");
        assertEquals(0, last.exitValue(), read(tmp.resolve("3.err")));

        JsonObject expected = Cli.report(tmp.resolve("ref.json"));
        JsonObject actual = Cli.report(report);
        for (String count : List.of("explored", "valid", "mode")) {
            assertEquals(expected.get(count), actual.get(count), count + ": " + actual);
        }
        // the second run may have ended before its kill: then it resumed, and the last one started afresh
        JsonObject resumed = Files.exists(tmp.resolve("2.json")) ? Cli.report(tmp.resolve("2.json")) : actual;
        assertTrue(resumed.has("resumed_ranges") && resumed.get("resumed_ranges").getAsLong() > 0, "resumed the first run's batches: " + resumed);
        for (String file : List.of(OutputFiles.VECTORS, OutputFiles.STRUCTURES)) {
            assertEquals(Files.readString(tmp.resolve("ref-out").resolve(file)), Files.readString(out.resolve(file)), file);
        }
        assertArrayEquals(body(refStore, example), body(store, example), "the snapshot's body");
        Path folder = store.resolve("checkpoints");
        try (Stream<Path> left = Files.exists(folder) ? Files.list(folder) : Stream.empty()) {
            assertEquals(List.of(), left.toList(), "the checkpoint is deleted once the snapshot is saved");
        }
    }

    private static String[] arguments(String example, int size, String base, Path store, Path out, Path report, int threads, String... more) {
        List<String> args = new ArrayList<>(List.of("generate", "--example", example, "--args", Integer.toString(size), "--store",
                store.toString(), "--out", out.toString(), "--report", report.toString(), "--threads", Integer.toString(threads)));
        if (base != null) {
            args.addAll(List.of("--base", base));
        }
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    private Process start(String[] args, String name) throws IOException {
        ProcessBuilder pb = ChildCli.command(args);
        pb.redirectOutput(tmp.resolve(name + ".out").toFile());
        pb.redirectError(tmp.resolve(name + ".err").toFile());
        return pb.start();
    }

    /** Sends SIGKILL and waits for the process to be gone. */
    private static void kill(Process p) throws InterruptedException {
        p.destroyForcibly();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the process did not die");
    }

    /** @return whether the store's checkpoint holds at least one record after its header (the text up to an empty line, a checksum) */
    private static boolean batchesKept(Path store) {
        try (Stream<Path> files = Files.list(store.resolve("checkpoints"))) {
            for (Path f : files.toList()) {
                byte[] bytes = Files.readAllBytes(f);
                int end = new String(bytes, StandardCharsets.ISO_8859_1).indexOf("\n\n");
                if (end >= 0 && bytes.length > end + 2 + Integer.BYTES + 16) {
                    return true;
                }
            }
        } catch (IOException e) {
            // not there yet
        }
        return false;
    }

    private static boolean waitUntil(BooleanSupplier condition, int seconds) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(20);
        }
        return true;
    }

    private static byte[] body(Path store, String example) {
        SnapshotStore.Entry entry = new SnapshotStore(store).find(example).orElseThrow(() -> new AssertionError("no snapshot of " + example));
        assertFalse(entry.header().mode().isEmpty());
        return SnapshotFile.read(entry.file()).body();
    }

    private static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }
}
