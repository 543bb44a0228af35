package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/** {@code generate} on bundled examples: the counts, the report, the output files, ranges. */
class GenerateTest {

    @TempDir
    Path tmp;

    @Test
    void reportHasThePapersCountsForBstp5() throws IOException {
        Path report = tmp.resolve("r.json");
        Cli.Result r = Cli.run("generate", "--example", "BSTP", "--args", "5", "--report", report.toString());
        assertEquals(0, r.exitCode(), r.describe());
        JsonObject json = Cli.report(report);
        assertEquals(42, json.get("valid").getAsLong());
        assertEquals(7205, json.get("explored").getAsLong());
        assertEquals("completed", json.get("outcome").getAsString());
        assertEquals(0, json.get("predicate_exceptions").getAsLong());
        assertEquals("org.smallscope.examples.BSTP", json.get("class").getAsString());
        assertEquals("finBSTP", json.get("finitization").getAsString());
        assertEquals(5, json.getAsJsonArray("args").get(0).getAsInt());
        assertTrue(json.get("millis").getAsJsonPrimitive().isNumber());
        assertTrue(json.get("candidates_per_second").getAsJsonPrimitive().isNumber());
        assertTrue(json.has("space_size") && json.has("tool_version"));
        assertTrue(json.getAsJsonObject("paper").get("explored_matches").getAsBoolean());
        assertTrue(json.getAsJsonObject("paper").get("valid_matches").getAsBoolean());
        String text = Files.readString(report, StandardCharsets.UTF_8);
        assertTrue(text.contains("\"valid\": 42"), text);
        assertTrue(text.contains("\"explored\": 7205"), text);
        try (Stream<Path> files = Files.list(tmp)) {
            assertEquals(List.of(report), files.toList(), "no temporary file is left next to the report");
        }
    }

    @Test
    void anArraySubjectReportsTheUditaPapersCount() throws IOException {
        Path report = tmp.resolve("heap.json");
        Path out = tmp.resolve("heap");

        Cli.Result r = Cli.run("generate", "--example", "HeapArray", "--args", "6", "--report", report.toString(), "--out", out.toString());

        assertEquals(0, r.exitCode(), r.describe());
        JsonObject json = Cli.report(report);
        assertEquals(13139, json.get("valid").getAsLong());
        assertEquals(64533, json.get("explored").getAsLong());
        List<String> structures = Files.readAllLines(out.resolve("structures.txt"), StandardCharsets.UTF_8);
        assertEquals(13139, structures.size());
        assertTrue(structures.contains("size=2 array=int[]0 | int[]0{length=3 0=6 1=6 2=-1}"), "arrays show their length and cells: "
                + structures.get(100));
    }

    @Test
    void summaryNamesTheSubjectCountsAndThePapersVerdict() {
        Cli.Result r = Cli.run("generate", "--example", "bst", "--args", "4");
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.out().contains("BST(4)"), r.describe());
        assertTrue(r.out().contains("875"), r.describe());
        assertTrue(r.out().contains("14"), r.describe());
        assertTrue(r.out().contains("candidates/s"), r.describe());
        assertTrue(r.out().contains("2^"), r.describe());
        assertTrue(r.out().contains("matches the paper"), r.describe());
        assertEquals("", r.err(), "no progress bar and no errors when standard error is not a terminal");
    }

    @Test
    void outWritesOneLinePerValidCandidate() throws IOException {
        Path dir = tmp.resolve("out");
        Cli.Result r = Cli.run("generate", "--example", "BSTP", "--args", "5", "--out", dir.toString(), "--quiet");
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals("", r.out(), "--quiet prints no summary");
        List<String> vectors = Files.readAllLines(dir.resolve("valid.cvs"));
        List<String> structures = Files.readAllLines(dir.resolve("structures.txt"));
        assertEquals(42, vectors.size());
        assertEquals(42, structures.size());
        assertEquals(42, vectors.stream().distinct().count());
        assertTrue(vectors.stream().allMatch(v -> v.matches("\\[\\d+(,\\d+)*\\]")), vectors.get(0));
        assertTrue(structures.stream().allMatch(s -> s.startsWith("root=Node")), structures.get(0));
    }

    @Test
    void aRangeExploresLessThanTheWholeSpace() throws IOException {
        Path dir = tmp.resolve("all");
        Path full = tmp.resolve("full.json");
        assertEquals(0, Cli.run("generate", "--example", "BST", "--args", "4", "--out", dir.toString(), "--report", full.toString()).exitCode());
        List<String> vectors = Files.readAllLines(dir.resolve("valid.cvs"));
        assertEquals(14, vectors.size());
        Path part = tmp.resolve("part.json");
        Cli.Result r = Cli.run("generate", "--example", "BST", "--args", "4", "--from", vectors.get(2), "--to", vectors.get(7),
                "--report", part.toString());
        assertEquals(0, r.exitCode(), r.describe());
        JsonObject json = Cli.report(part);
        assertTrue(json.get("explored").getAsLong() < Cli.report(full).get("explored").getAsLong(), json.toString());
        assertEquals(5, json.get("valid").getAsLong(), "valid candidates 3 to 7 of 14 (the end is excluded)");
        assertEquals(vectors.get(2), json.get("from").getAsString());
        assertEquals(vectors.get(7), json.get("to").getAsString());
        assertFalse(json.has("paper"), "a partial range is not compared with the paper");
    }

    @Test
    void bracketsAndSpacesAreAcceptedInVectors() throws IOException {
        Path report = tmp.resolve("r.json");
        Cli.Result r = Cli.run("generate", "--example", "BST", "--args", "4", "--to", "[1, 0, 0, 2, 0, 3, 0, 3, 0, 4, 1, 0, 0, 2]",
                "--report", report.toString(), "--quiet");
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(2, Cli.report(report).get("valid").getAsLong());
    }

    @Test
    void aToTheSearchNeverVisitsIsReported() {
        Cli.Result r = Cli.run("generate", "--example", "BST", "--args", "4", "--to", "4,0,4,4,3,4,4,3,4,4,3,4,4,3", "--quiet");

        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.err().contains("never reached --to [4,0,4,4,3,4,4,3,4,4,3,4,4,3]"), r.describe());
    }

    /** How much of repOk a candidate runs is a note: in the report always, on the terminal with --verbose only. */
    @Test
    void theNoteOnConjunctJumpsIsInTheReportAndWithVerboseOnTheTerminal() throws IOException {
        Path report = tmp.resolve("notes.json");
        String note = "a candidate's repOk starts past the conjuncts whose fields the step kept: it can start at conjuncts 2, 3 of 3";

        Cli.Result quiet = Cli.run("generate", "--example", "BST", "--args", "3", "--report", report.toString(), "--no-progress");
        assertEquals(0, quiet.exitCode(), quiet.describe());
        assertFalse(quiet.err().contains("note: a candidate"), quiet.describe());
        assertEquals(note, Cli.report(report).getAsJsonArray("notes").get(0).getAsString());
        assertEquals(1, Cli.report(report).getAsJsonArray("notes").size());

        Cli.Result verbose = Cli.run("generate", "--example", "BST", "--args", "3", "--no-progress", "--verbose");
        assertEquals(0, verbose.exitCode(), verbose.describe());
        assertTrue(verbose.err().contains("smallscope: note: " + note + System.lineSeparator()), verbose.describe());
    }

    @Test
    void noProgressOutputUnlessAsked() {
        Cli.Result r = Cli.run("generate", "--example", "DLLU", "--args", "4", "--no-progress");
        assertEquals(0, r.exitCode(), r.describe());
        assertFalse(r.err().contains("\r"), r.describe());
    }

    @Test
    void aUserClassIsReadFromTheClasspathOption() throws IOException {
        Path classes = tmp.resolve("classes");
        String resource = "org/smallscope/cli/tests/subjects/OrderedPair.class";
        Path target = classes.resolve(resource);
        Files.createDirectories(target.getParent());
        try (var in = GenerateTest.class.getClassLoader().getResourceAsStream(resource)) {
            Files.write(target, in.readAllBytes());
        }
        Path report = tmp.resolve("r.json");
        Cli.Result r = Cli.run("generate", "--class", Cli.SUBJECTS + "OrderedPair", "--classpath", classes.toString(), "--args", "4",
                "--report", report.toString());
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(6, Cli.report(report).get("valid").getAsLong(), "4 choose 2 ordered pairs");
    }

    @Test
    void aClassMissingFromTheClasspathIsASubjectError() throws IOException {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        Path report = tmp.resolve("r.json");
        Cli.Result r = Cli.run("generate", "--class", "com.acme.Missing", "--classpath", empty.toString(), "--args", "3",
                "--report", report.toString());
        assertEquals(3, r.exitCode(), r.describe());
        assertTrue(r.err().startsWith("smallscope: error: "), r.describe());
        assertTrue(r.err().contains("com.acme.Missing") && r.err().contains("--classpath"), r.describe());
        JsonObject json = Cli.report(report);
        assertEquals("failed", json.get("outcome").getAsString());
        assertTrue(json.get("error").getAsString().contains("com.acme.Missing"), json.toString());
        assertEquals(3, json.get("exit_code").getAsInt());
    }
}
