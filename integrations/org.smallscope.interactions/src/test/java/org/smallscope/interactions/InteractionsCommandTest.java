package org.smallscope.interactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code interactions} end to end: forked JVMs, JaCoCo coverage, the report; and the messages for bad input. */
class InteractionsCommandTest {

    private static final Map<String, String> PAPER = Map.of("L0", "x ∧ y", "L1", "x ∧ y ∧ z ∈ {0,3,4}", "L2", "¬x ∨ ¬y", "L3", "true",
            "L4", "u ∧ v", "L5", "(s ∨ t) ∧ u ∧ v");

    private record Outcome(int status, String out, String err) {
    }

    private static Outcome run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = InteractionsCommand.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Map<String, String> labelled(JsonObject report) {
        Map<String, String> formulas = new LinkedHashMap<>();
        for (JsonElement e : report.getAsJsonArray("locations")) {
            JsonObject l = e.getAsJsonObject();
            if (!l.get("label").isJsonNull()) {
                formulas.put(l.get("label").getAsString(), l.get("formula").getAsString());
            }
        }
        return formulas;
    }

    @Test
    void paperExampleGivesTheSixInteractionsAndMatchesExhaustive(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("i.json");
        Outcome o = run("--example", "PaperExample", "--seed", "0", "--compare-exhaustive", "--report", file.toString());
        assertEquals(0, o.status(), o.err());
        JsonObject report = JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8)).getAsJsonObject();
        assertEquals("smallscope-interactions/1", report.get("format").getAsString());
        assertEquals(PAPER, labelled(report));
        assertEquals(320, report.get("configuration_space").getAsInt());
        int run = report.get("configurations_run").getAsInt();
        assertTrue(run < 100, "configurations run: " + run);
        assertEquals(1.0, report.get("f_score").getAsDouble());
        assertEquals("conjdisj", report.getAsJsonArray("locations").asList().stream().map(JsonElement::getAsJsonObject)
                .filter(l -> "L5".equals(l.get("label").isJsonNull() ? null : l.get("label").getAsString())).findFirst().orElseThrow()
                .get("kind").getAsString());
        assertTrue(report.getAsJsonArray("minimal_configurations").size() >= 2);
        assertTrue(o.out().contains("configurations run: " + run + " of 320"), o.out());
    }

    @Test
    void exhaustiveRunsEveryConfiguration(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("e.json");
        Outcome o = run("--example", "PaperExample", "--exhaustive", "--report", file.toString());
        assertEquals(0, o.status(), o.err());
        JsonObject report = JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8)).getAsJsonObject();
        assertEquals(320, report.get("configurations_run").getAsInt());
        assertTrue(report.get("exhaustive").getAsBoolean());
        assertEquals(PAPER, labelled(report));
    }

    @Test
    void anUnknownProgramClassIsNamed() {
        Outcome o = run("--class", "org.example.Missing", "-cp", System.getProperty("java.io.tmpdir"), "--tests", "org.example.MissingTest");
        assertEquals(1, o.status());
        assertTrue(o.err().contains("program class org.example.Missing not found"), o.err());
    }

    @Test
    void aMissingTestClassIsNamed() throws Exception {
        String cp = Path.of(InteractionsCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        Outcome o = run("--class", "org.smallscope.examples.interactions.PaperExample", "-cp", cp, "--tests", "org.example.NoSuchTest");
        assertEquals(1, o.status());
        assertTrue(o.err().contains("test class org.example.NoSuchTest not found"), o.err());
    }
}
