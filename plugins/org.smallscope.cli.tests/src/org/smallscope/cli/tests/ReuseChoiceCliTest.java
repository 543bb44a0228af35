package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/** {@code generate --reuse auto|always|never}: reuse when replaying the stored tests is estimated cheaper, and say so. */
class ReuseChoiceCliTest {

    @TempDir
    Path tmp;

    @Test
    void sortedIntListChoosesAFullSearchOverReplayingEveryStoredList() throws IOException {
        String store = tmp.resolve("s").toString();
        Cli.Result base = Cli.run("generate", "--example", "IntList", "--args", "6,6", "--store", store, "--threads", "1");
        Path auto = tmp.resolve("auto.json");
        Path always = tmp.resolve("always.json");
        Path never = tmp.resolve("never.json");

        Cli.Result chosen = Cli.run("generate", "--example", "SortedIntList", "--args", "6,6", "--store", store, "--base", "IntList",
                "--out", tmp.resolve("auto").toString(), "--report", auto.toString());
        Cli.Result forced = Cli.run("generate", "--example", "SortedIntList", "--args", "6,6", "--store", store, "--base", "IntList",
                "--reuse", "always", "--out", tmp.resolve("always").toString(), "--report", always.toString());
        Cli.run("generate", "--example", "SortedIntList", "--args", "6,6", "--store", store, "--base", "IntList", "--reuse", "never",
                "--report", never.toString());

        assertEquals(0, base.exitCode(), base.describe());
        assertTrue(base.out().contains("55,987"), base.describe());
        JsonObject a = Cli.report(auto);
        assertEquals(0, chosen.exitCode(), chosen.describe());
        assertEquals("full", a.get("mode").getAsString());
        assertEquals(64, a.get("valid").getAsLong());
        assertEquals(1030, a.get("explored").getAsLong());
        JsonObject estimate = a.getAsJsonObject("reuse_estimate");
        assertEquals("full", estimate.get("chosen").getAsString());
        assertEquals(55_987, estimate.get("stored").getAsLong());
        assertTrue(estimate.get("full").getAsLong() < estimate.get("reuse").getAsLong(), estimate.toString());
        assertTrue(estimate.get("reason").getAsString().contains("is estimated cheaper than replaying 55,987 stored candidates"),
                estimate.toString());
        assertTrue(!a.get("fallback_reason").getAsString().contains("breaks mixed ranges"), a.toString());
        assertTrue(chosen.out().contains("estimate  reuse ~"), chosen.describe());

        JsonObject f = Cli.report(always);
        assertEquals(0, forced.exitCode(), forced.describe());
        assertEquals("incremental", f.get("mode").getAsString(), f.toString());
        assertEquals(64, f.get("valid").getAsLong());
        assertEquals("reuse", f.getAsJsonObject("reuse_estimate").get("chosen").getAsString());
        assertEquals(Files.readAllLines(tmp.resolve("auto").resolve("valid.cvs")), Files.readAllLines(tmp.resolve("always").resolve("valid.cvs")),
                "the reused run's suite is the full search's, in order");

        assertEquals("full", Cli.report(never).get("mode").getAsString());
        assertTrue(Cli.report(never).getAsJsonObject("reuse_estimate").get("reason").getAsString().contains("--reuse never"));
    }

    @Test
    void thePapersPairKeepsChoosingReuse() throws IOException {
        String store = tmp.resolve("s").toString();
        Cli.run("generate", "--example", "BST", "--args", "6", "--store", store);
        Path report = tmp.resolve("r.json");

        Cli.run("generate", "--example", "BSTP", "--args", "6", "--store", store, "--base", "BST", "--report", report.toString());

        JsonObject json = Cli.report(report);
        assertEquals("incremental", json.get("mode").getAsString());
        assertEquals(4884, json.get("explored").getAsLong(), "Table III");
        assertEquals("reuse", json.getAsJsonObject("reuse_estimate").get("chosen").getAsString());
    }

    @Test
    void anUnknownPolicyIsAUsageError() {
        Cli.Result r = Cli.run("generate", "--example", "BST", "--args", "3", "--reuse", "sometimes");

        assertEquals(2, r.exitCode(), r.describe());
        assertTrue(r.err().contains("auto, always or never"), r.describe());
    }
}
