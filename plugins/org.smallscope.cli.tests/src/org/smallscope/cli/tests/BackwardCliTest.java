package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/** {@code generate} of a weakened predicate from its base's snapshot: mode {@code incremental-backward}, the full suite, fewer candidates. */
class BackwardCliTest {

    @TempDir
    Path tmp;

    @Test
    void dlluFromTheDllsSnapshotSearchesOnlyTheRecordedStretches() throws IOException {
        String store = tmp.resolve("b").toString();
        Cli.Result first = Cli.run("generate", "--example", "DLLS", "--args", "8", "--store", store);
        Path report = tmp.resolve("r.json");

        Cli.Result second = Cli.run("generate", "--example", "DLLU", "--args", "8", "--store", store, "--base", "DLLS", "--report", report.toString());

        assertEquals(0, first.exitCode(), first.describe());
        assertEquals(0, second.exitCode(), second.describe());
        JsonObject json = Cli.report(report);
        assertEquals("incremental-backward", json.get("mode").getAsString(), json.toString());
        assertEquals(40_320, json.get("valid").getAsLong());
        long explored = json.get("explored").getAsLong();
        assertTrue(explored < 485_096, explored + " explored, the full search explores 485,096");
        assertEquals(40_320, json.get("backward_stretches").getAsLong());
        assertEquals(485_096, json.get("base_explored").getAsLong(), "DLLS(8) explores what DLLU(8) does (Table II)");
        assertTrue(second.out().contains("stretches recorded by snapshot DLLS(8)"), second.describe());
    }

    @Test
    void dllFromTheDlluSnapshotProjectsAwayTheElements() throws IOException {
        String store = tmp.resolve("c").toString();
        Cli.run("generate", "--example", "DLLU", "--args", "6", "--store", store);
        Path report = tmp.resolve("r.json");

        Cli.Result r = Cli.run("generate", "--example", "DLL", "--args", "6", "--store", store, "--base", "DLLU", "--report", report.toString());

        assertEquals(0, r.exitCode(), r.describe());
        JsonObject json = Cli.report(report);
        assertEquals("incremental-backward", json.get("mode").getAsString(), json.toString());
        assertEquals(1, json.get("valid").getAsLong());
        assertEquals(1, json.get("explored").getAsLong(), "the one stretch of DLL's checks, its elements all 0");
    }
}
