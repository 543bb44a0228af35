package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/** {@code generate} with a snapshot store ({@code --store}, {@code --base}, {@code --no-reuse}) and {@code snapshots}. */
class IncrementalCliTest {

    @TempDir
    Path tmp;
    private String store;

    @BeforeEach
    void nameTheStore() {
        store = tmp.resolve("s").toString();
    }

    @Test
    void bstpReusesTheBstSuiteAsThePaperSays() throws IOException {
        Cli.Result first = Cli.run("generate", "--example", "BST", "--args", "6", "--store", store);
        Path report = tmp.resolve("r.json");

        Cli.Result second = Cli.run("generate", "--example", "BSTP", "--args", "6", "--store", store, "--base", "BST", "--report", report.toString());

        assertEquals(0, first.exitCode(), first.describe());
        assertEquals(0, second.exitCode(), second.describe());
        JsonObject json = Cli.report(report);
        assertEquals("incremental", json.get("mode").getAsString());
        assertEquals(132, json.get("valid").getAsLong());
        assertEquals(4884, json.get("explored").getAsLong(), "Table III: 90.23% of 49,985 saved");
        assertEquals(132, json.get("reused_tests").getAsLong());
        assertEquals(132, json.get("mixed_ranges").getAsLong());
        assertEquals(132, json.get("replayed").getAsLong(), "the stored candidates decoded, apart from the explored ones");
        assertTrue(json.getAsJsonObject("paper").get("matches").getAsBoolean());
        assertTrue(second.out().contains("Table III BST->BSTP(6): saved 90.23%"), second.describe());
        assertTrue(second.out().contains("replayed  132 stored candidates decoded and set up as ranges, besides the 4,884 explored in them"),
                second.describe());
    }

    @Test
    void bstpWrittenWithGuardClausesReusesTheBstSuiteAsBstpDoes() throws IOException {
        Cli.Result first = Cli.run("generate", "--example", "BST", "--args", "8", "--store", store, "--threads", "1");
        Path report = tmp.resolve("r.json");

        Cli.Result second = Cli.run("generate", "--example", "BSTPGuards", "--args", "8", "--store", store, "--base", "BST", "--threads", "1",
                "--report", report.toString());

        assertEquals(0, first.exitCode(), first.describe());
        assertEquals(0, second.exitCode(), second.describe());
        JsonObject json = Cli.report(report);
        assertEquals("incremental", json.get("mode").getAsString(), json.toString());
        assertEquals(1430, json.get("valid").getAsLong());
        assertEquals(92_950, json.get("explored").getAsLong(), "BSTP's explored count from BST(8)");
    }

    @Test
    void anUnchangedSubjectSearchesAgainUnlessItsSnapshotIsNamed() throws IOException {
        Cli.run("generate", "--example", "RBT", "--args", "5", "--store", store);
        Path again = tmp.resolve("again.json");
        Path replay = tmp.resolve("replay.json");
        Path fresh = tmp.resolve("fresh.json");

        Cli.run("generate", "--example", "RBT", "--args", "5", "--store", store, "--report", again.toString());
        Cli.run("generate", "--example", "RBT", "--args", "5", "--store", store, "--base", "RBT", "--report", replay.toString());
        Cli.run("generate", "--example", "RBT", "--args", "5", "--store", store, "--base", "RBT", "--no-reuse", "--report", fresh.toString());

        assertEquals("full", Cli.report(again).get("mode").getAsString());
        assertEquals(7989, Cli.report(again).get("explored").getAsLong());
        assertEquals("incremental", Cli.report(replay).get("mode").getAsString());
        assertEquals(14, Cli.report(replay).get("explored").getAsLong());
        assertEquals("full", Cli.report(fresh).get("mode").getAsString(), "--no-reuse wins over --base");
        assertEquals(7989, Cli.report(fresh).get("explored").getAsLong());
    }

    @Test
    void anIncompatibleBaseGivesTheReasonAndTheFullSuite() throws IOException {
        Cli.run("generate", "--example", "DLLU", "--args", "4", "--store", store);
        Path report = tmp.resolve("r.json");

        Cli.Result r = Cli.run("generate", "--example", "BSTP", "--args", "4", "--store", store, "--base", "DLLU", "--report", report.toString());

        assertEquals(0, r.exitCode(), r.describe());
        JsonObject json = Cli.report(report);
        assertEquals("full", json.get("mode").getAsString());
        assertEquals(1099, json.get("explored").getAsLong());
        assertTrue(json.get("fallback_reason").getAsString().contains("Entry.next"), json.toString());
        assertTrue(r.err().contains("not reusable"), r.describe());
    }

    @Test
    void aDamagedSnapshotIsReportedAndNotUsed() throws IOException {
        Cli.run("generate", "--example", "BST", "--args", "5", "--store", store);
        Path file;
        try (Stream<Path> files = Files.list(Path.of(store))) {
            file = files.filter(p -> p.toString().endsWith(".snapshot")).findFirst().orElseThrow();
        }
        Files.write(file, new byte[] {'S', 'S', 'N', 'P', 0, 1, 2});
        Path report = tmp.resolve("r.json");

        Cli.Result r = Cli.run("generate", "--example", "BSTP", "--args", "5", "--store", store, "--base", "BST", "--report", report.toString());

        assertEquals(0, r.exitCode(), r.describe());
        assertEquals("full", Cli.report(report).get("mode").getAsString());
        assertEquals(7205, Cli.report(report).get("explored").getAsLong());
        assertTrue(r.err().contains("warning") && r.err().contains(file.getFileName().toString()), r.describe());
    }

    @Test
    void snapshotsListsShowsAndDeletes() {
        Cli.run("generate", "--example", "DLL", "--args", "4", "--store", store);

        Cli.Result list = Cli.run("snapshots", "--store", store);
        Cli.Result show = Cli.run("snapshots", "--store", store, "show", "DLL");
        Cli.Result delete = Cli.run("snapshots", "--store", store, "delete", "DLL");
        Cli.Result after = Cli.run("snapshots", "--store", store);

        assertEquals(0, list.exitCode(), list.describe());
        assertTrue(list.out().contains("DLL(4)"), list.describe());
        assertTrue(show.out().contains("isStructOk()") && show.out().contains("Entry.next"), show.describe());
        assertTrue(delete.out().startsWith("deleted"), delete.describe());
        assertFalse(after.out().contains("DLL(4)"), after.describe());
        List<String> missing = List.of(Cli.run("snapshots", "--store", store, "show", "nothing").err());
        assertTrue(missing.get(0).contains("no snapshot matches 'nothing'"), missing.toString());
    }
}
