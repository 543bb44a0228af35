package org.smallscope.core.quality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.core.quality.EvaluationResults.Metric;

/** Evaluation reports are read as the contract says, and a damaged file or another format version fails with a message naming file and field. */
class EvaluationReportReaderTest {

    @TempDir
    Path dir;

    private static String scope(int scope, long inputs, String statement, String branch, String mutation) {
        return "{\"scope\": " + scope + ", \"args\": \"" + scope + "\", \"inputs\": " + inputs + ", \"generation_millis\": " + (10 * scope)
                + ", \"statement_coverage\": " + statement + ", \"branch_coverage\": " + branch + ", \"mutation_score\": " + mutation
                + ", \"mutants\": " + ("null".equals(mutation) ? "null" : "40") + ", \"killed\": " + ("null".equals(mutation) ? "null" : "20")
                + ", \"some_future_field\": [1, 2]}";
    }

    private static String report(String format, String scopes, String smallest) {
        return "{\"format\": \"" + format + "\", \"subject\": \"org.smallscope.examples.korat.SearchTree\", \"methods\": [\"add\", \"remove\"],"
                + " \"finished_at\": \"2026-11-24T21:00:00Z\", \"scopes\": [" + scopes + "], \"smallest_full\": " + smallest
                + ", \"maximum\": null, \"chart\": \"charts/q.svg\"}";
    }

    private Path write(String json) throws Exception {
        Path file = dir.resolve("q.json");
        Files.writeString(file, json);
        return file;
    }

    @Test
    void aGoodReportIsReadWithItsScopesAndSmallestSufficientScope() throws Exception {
        Path file = write(report(EvaluationResults.FORMAT,
                scope(1, 4, "0.5", "0.25", "0.5") + "," + scope(2, 20, "1.0", "0.75", "0.5") + "," + scope(3, 90, "1.0", "1.0", "0.75"),
                "{\"statement_coverage\": 2, \"branch_coverage\": 3, \"mutation_score\": 3}"));

        EvaluationResults r = EvaluationReportReader.read(file);

        assertEquals("org.smallscope.examples.korat.SearchTree", r.subject());
        assertEquals(List.of("add", "remove"), r.methods());
        assertEquals(List.of(4L, 20L, 90L), r.scopes().stream().map(EvaluationResults.Scope::inputs).toList());
        assertEquals(0.75, r.scopes().get(1).value(Metric.BRANCH));
        assertEquals(20L, r.scopes().get(1).generationMillis());
        assertEquals(Integer.valueOf(40), r.scopes().get(2).mutants());
        assertEquals(OptionalInt.of(3), r.smallestSufficientScope(), "the largest of the per-metric smallest scopes");
        assertEquals(dir.resolve("charts/q.svg").toAbsolutePath(), r.chart(), "the chart resolved beside the report");
        assertTrue(r.hasMutation());
    }

    @Test
    void withoutMutationTestingTheScoreIsMissingAndTheCoverageDecides() throws Exception {
        Path file = write(report(EvaluationResults.FORMAT, scope(1, 4, "0.5", "0.5", "null") + "," + scope(2, 20, "1", "1", "null"),
                "{\"statement_coverage\": 2, \"branch_coverage\": 2, \"mutation_score\": null}"));

        EvaluationResults r = EvaluationReportReader.read(file);

        assertNull(r.scopes().get(0).value(Metric.MUTATION));
        assertTrue(!r.hasMutation());
        assertEquals(OptionalInt.of(2), r.smallestSufficientScope());
    }

    @Test
    void noSmallestFullMeansNoSufficientScope() throws Exception {
        EvaluationResults r = EvaluationReportReader.read(write(report(EvaluationResults.FORMAT, scope(1, 4, "0.5", "0.5", "0.5"), "null")));
        assertEquals(OptionalInt.empty(), r.smallestSufficientScope());
    }

    @Test
    void aDamagedFileNamesTheFileAndTheLine() throws Exception {
        String json = report(EvaluationResults.FORMAT, scope(1, 4, "0.5", "0.5", "0.5"), "null");
        Path file = write(json.substring(0, json.length() / 2));

        var e = assertThrows(EvaluationReportReader.BadReportException.class, () -> EvaluationReportReader.read(file));

        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("not valid JSON"), e.getMessage());
        assertTrue(e.getMessage().contains("line 1"), e.getMessage());
    }

    @Test
    void anotherFormatVersionIsRefusedNamingBothVersions() throws Exception {
        Path file = write(report("smallscope-evaluation/2", scope(1, 4, "0.5", "0.5", "0.5"), "null"));

        var e = assertThrows(EvaluationReportReader.BadReportException.class, () -> EvaluationReportReader.read(file));

        assertTrue(e.getMessage().contains("smallscope-evaluation/2") && e.getMessage().contains(EvaluationResults.FORMAT), e.getMessage());
    }

    @Test
    void aWrongFieldIsNamedWithItsScope() throws Exception {
        Path outOfRange = write(report(EvaluationResults.FORMAT, scope(1, 4, "0.5", "0.5", "0.5") + "," + scope(2, 20, "1.5", "0.5", "0.5"), "null"));
        var e = assertThrows(EvaluationReportReader.BadReportException.class, () -> EvaluationReportReader.read(outOfRange));
        assertTrue(e.getMessage().contains("scopes[1].statement_coverage") && e.getMessage().contains("1.5"), e.getMessage());

        Path missing = write(report(EvaluationResults.FORMAT, scope(1, 4, "0.5", "0.5", "0.5").replace("\"inputs\": 4, ", ""), "null"));
        e = assertThrows(EvaluationReportReader.BadReportException.class, () -> EvaluationReportReader.read(missing));
        assertTrue(e.getMessage().contains("scopes[0].inputs is missing"), e.getMessage());

        Path notAnObject = write("[1, 2]");
        e = assertThrows(EvaluationReportReader.BadReportException.class, () -> EvaluationReportReader.read(notAnObject));
        assertTrue(e.getMessage().contains("expected a JSON object"), e.getMessage());

        Path absent = dir.resolve("absent.json");
        e = assertThrows(EvaluationReportReader.BadReportException.class, () -> EvaluationReportReader.read(absent));
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
    }

    @Test
    void perLineCoverageIsKeptAndMayBeAbsent() throws Exception {
        String lines = ", \"lines\": [{\"class\": \"org.smallscope.examples.korat.SearchTree\", \"source\": \"SearchTree.java\","
                + " \"covered\": [76, 77], \"partly\": [80], \"missed\": [90, 91, 92]}]}";
        Path file = write(report(EvaluationResults.FORMAT,
                scope(1, 4, "0.5", "0.5", "null") + "," + scope(2, 20, "0.9", "0.8", "null").replaceFirst("}$", lines), "null"));

        EvaluationResults r = EvaluationReportReader.read(file);

        assertEquals(List.of(), r.scopes().get(0).lines(), "an old report without lines");
        EvaluationResults.Lines l = r.largestScope().orElseThrow().lines().get(0);
        assertEquals("org.smallscope.examples.korat.SearchTree", l.className());
        assertEquals("SearchTree.java", l.source());
        assertEquals(List.of(76, 77), l.covered());
        assertEquals(List.of(80), l.partly());
        assertEquals(List.of(90, 91, 92), l.missed());

        Path bad = write(report(EvaluationResults.FORMAT, scope(1, 4, "0.5", "0.5", "null").replaceFirst("}$", lines.replace("[80]", "[0]")), "null"));
        var e = assertThrows(EvaluationReportReader.BadReportException.class, () -> EvaluationReportReader.read(bad));
        assertTrue(e.getMessage().contains("scopes[0].lines[0].partly[0]"), e.getMessage());
    }
}
