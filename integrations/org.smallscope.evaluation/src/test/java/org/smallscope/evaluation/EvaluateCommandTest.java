package org.smallscope.evaluation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code evaluate} on SearchTree: coverage grows to 100% by scope 5, mutation scores are sane, the report and chart are written. */
class EvaluateCommandTest {

    private static final Set<String> SCOPE_KEYS = Set.of("scope", "args", "inputs", "generation_millis", "statement_coverage", "branch_coverage",
            "covered_lines", "total_lines", "covered_branches", "total_branches", "mutation_score", "mutants", "killed", "lines");
    private static final Set<String> MEASURES = Set.of("statement_coverage", "branch_coverage", "mutation_score");

    @Test
    void coverageIsFullAtScopeFiveAndLowerAtOne(@TempDir Path dir) throws IOException {
        JsonObject report = evaluate(dir, "--sizes", "1,5", "--no-mutation", "--no-chart");
        JsonArray scopes = report.getAsJsonArray("scopes");
        JsonObject one = scopes.get(0).getAsJsonObject();
        JsonObject five = scopes.get(1).getAsJsonObject();
        assertEquals(1.0, five.get("statement_coverage").getAsDouble());
        assertEquals(1.0, five.get("branch_coverage").getAsDouble());
        assertEquals(five.get("total_lines").getAsInt(), five.get("covered_lines").getAsInt());
        assertTrue(one.get("statement_coverage").getAsDouble() < 1.0, one.toString());
        assertTrue(one.get("branch_coverage").getAsDouble() < 1.0, one.toString());
        assertTrue(five.get("mutation_score").isJsonNull());
        assertEquals(5, report.getAsJsonObject("smallest_full").get("statement_coverage").getAsInt());
        assertTrue(report.get("chart").isJsonNull());
    }

    @Test
    void mutationScoresGrowAndTheReportFollowsTheContract(@TempDir Path dir) throws IOException {
        JsonObject report = evaluate(dir, "--sizes", "1-2");
        assertEquals(EvaluationReport.FORMAT, report.get("format").getAsString());
        assertEquals("org.smallscope.examples.korat.SearchTree", report.get("subject").getAsString());
        assertEquals(List.of("add", "remove"), report.getAsJsonArray("methods").asList().stream().map(JsonElement::getAsString).toList());
        assertTrue(report.get("finished_at").getAsString().endsWith("Z"));
        double previous = 0;
        for (JsonElement e : report.getAsJsonArray("scopes")) {
            JsonObject s = e.getAsJsonObject();
            assertEquals(SCOPE_KEYS, s.keySet());
            double score = s.get("mutation_score").getAsDouble();
            assertTrue(score > 0 && score <= 1, s.toString());
            assertTrue(score >= previous, "mutation score fell at " + s);
            assertEquals(score, s.get("killed").getAsDouble() / s.get("mutants").getAsInt(), 1e-9);
            previous = score;
        }
        assertEquals(MEASURES, report.getAsJsonObject("maximum").keySet());
        assertEquals(MEASURES, report.getAsJsonObject("smallest_full").keySet());
        assertEquals(previous, report.getAsJsonObject("maximum").get("mutation_score").getAsDouble(), 1e-9);
        Path chart = dir.resolve("out").resolve(report.get("chart").getAsString());
        byte[] png = Files.readAllBytes(chart);
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(png, 4));
    }

    @Test
    void scopeFourCoversEveryLineOfAddAndRemove(@TempDir Path dir) throws IOException {
        JsonObject four = evaluate(dir, "--sizes", "4", "--no-mutation", "--no-chart").getAsJsonArray("scopes").get(0).getAsJsonObject();
        JsonArray lines = four.getAsJsonArray("lines");
        assertEquals(1, lines.size(), lines.toString());
        JsonObject tree = lines.get(0).getAsJsonObject();
        assertEquals("org.smallscope.examples.korat.SearchTree", tree.get("class").getAsString());
        assertEquals("SearchTree.java", tree.get("source").getAsString());
        List<Integer> covered = ints(tree.getAsJsonArray("covered"));
        assertEquals(List.of(), ints(tree.getAsJsonArray("missed")));
        assertEquals(List.of(), ints(tree.getAsJsonArray("partly")));
        assertEquals(four.get("covered_lines").getAsInt(), covered.size());
        List<String> source = Files.readAllLines(Path.of("../../plugins/org.smallscope.examples/src/org/smallscope/examples/korat/SearchTree.java"));
        int add = declaration(source, "public boolean add(int info)");
        int remove = declaration(source, "public boolean remove(int info)");
        assertTrue(covered.stream().anyMatch(l -> l > add && l < remove), "no covered line in add: " + covered);
        assertTrue(covered.stream().anyMatch(l -> l > remove), "no covered line in remove: " + covered);
    }

    @Test
    void scopeOneMissesSomeLines(@TempDir Path dir) throws IOException {
        JsonObject one = evaluate(dir, "--sizes", "1", "--no-mutation", "--no-chart").getAsJsonArray("scopes").get(0).getAsJsonObject();
        JsonObject tree = one.getAsJsonArray("lines").get(0).getAsJsonObject();
        int missed = ints(tree.getAsJsonArray("missed")).size() + ints(tree.getAsJsonArray("partly")).size();
        assertTrue(missed > 0, tree.toString());
        assertEquals(one.get("total_lines").getAsInt() - one.get("covered_lines").getAsInt(), ints(tree.getAsJsonArray("missed")).size());
    }

    private static List<Integer> ints(JsonArray a) {
        return a.asList().stream().map(JsonElement::getAsInt).toList();
    }

    /** @return the 1-based line of the declaration in the source */
    private static int declaration(List<String> source, String text) {
        for (int i = 0; i < source.size(); i++) {
            if (source.get(i).contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError("no " + text + " in SearchTree.java");
    }

    @Test
    void anUnknownMethodIsNamed(@TempDir Path dir) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = EvaluateCommand.run(new String[] {"--example", "SearchTree", "--methods", "push", "--sizes", "1", "--report",
            dir.resolve("q.json").toString()}, new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(1, rc);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("class org.smallscope.examples.korat.SearchTree has no method named push"),
                err.toString(StandardCharsets.UTF_8));
    }

    private static JsonObject evaluate(Path dir, String... more) throws IOException {
        Path report = dir.resolve("out").resolve("q.json"); // a directory that does not exist yet
        List<String> args = new java.util.ArrayList<>(List.of("--example", "SearchTree", "--methods", "add,remove", "--report", report.toString(),
                "--work", dir.resolve("work").toString()));
        args.addAll(List.of(more));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int rc = EvaluateCommand.run(args.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, rc, out.toString(StandardCharsets.UTF_8));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("first reached at scope"), out.toString(StandardCharsets.UTF_8));
        return JsonParser.parseString(Files.readString(report)).getAsJsonObject();
    }
}
