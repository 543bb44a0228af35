package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.gson.JsonObject;

/**
 * Issue #39 as reported: after an edit that adds a bounded field and a conjunct on it, {@code generate --out}, {@code --junit}
 * and {@code --threads 2} from the snapshot of the version before exit 0 with the full search's suite (they failed with
 * "the records of a batch are damaged").
 */
class AddedFieldCliTest {

    private static final String BASE = Cli.SUBJECTS + "SizedList";
    private static final String EDITED = Cli.SUBJECTS + "SizedListWithCapacity";

    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{0} threads, junit {1}, checkpoint {2}")
    @CsvSource({"1, false, true", "1, true, true", "2, false, true", "2, true, false", "2, false, false"})
    void theEditedSubjectFromTheSnapshotGivesTheFullSuite(int threads, boolean junit, boolean checkpoint) throws IOException {
        String store = tmp.resolve("store").toString();
        Cli.Result base = Cli.run("generate", "--class", BASE, "--args", "4", "--store", store, "--threads", "1");
        Cli.Result full = Cli.run("generate", "--class", EDITED, "--args", "4", "--no-reuse", "--threads", "1", "--out", tmp.resolve("full").toString());
        Path report = tmp.resolve("r.json");
        List<String> args = new ArrayList<>(List.of("generate", "--class", EDITED, "--args", "4", "--store", store, "--base", "SizedList",
                "--reuse", "always", "--threads", Integer.toString(threads), "--out", tmp.resolve("o").toString(), "--report", report.toString()));
        if (junit) {
            args.addAll(List.of("--junit", tmp.resolve("junit").toString()));
        }
        if (!checkpoint) {
            args.add("--no-checkpoint");
        }

        Cli.Result reused = Cli.run(args.toArray(String[]::new));

        assertEquals(0, base.exitCode(), base.describe());
        assertEquals(0, full.exitCode(), full.describe());
        assertEquals(0, reused.exitCode(), reused.describe());
        JsonObject json = Cli.report(report);
        assertEquals("incremental", json.get("mode").getAsString(), json.toString());
        List<String> expected = sortedLines(tmp.resolve("full").resolve("valid.cvs"));
        assertEquals(179, expected.size());
        assertEquals(expected, sortedLines(tmp.resolve("o").resolve("valid.cvs")));
        assertEquals(179, json.get("valid").getAsLong());
        if (junit) {
            try (var files = Files.walk(tmp.resolve("junit"))) {
                assertTrue(files.anyMatch(f -> f.toString().endsWith("ExhaustiveTest.java")), "a test class was written");
            }
        }
    }

    private static List<String> sortedLines(Path file) throws IOException {
        return Files.readAllLines(file).stream().filter(l -> !l.isBlank()).sorted().toList();
    }
}
