package org.smallscope.core.interactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.core.interactions.InteractionsResults.Location;
import org.smallscope.core.reports.ReportException;

/**
 * Interactions reports are read as the contract says (grouped by formula, counted by kind and length, the minimal set as
 * CSV), and a damaged file, a bad field or another format fails with a message naming the file and the field.
 */
class InteractionsReportReaderTest {

    @TempDir
    Path dir;

    private static String location(int line, String label, String formula, String kind, int length) {
        return "{\"class\": \"org.smallscope.examples.interactions.PaperExample\", \"source\": \"PaperExample.java\", \"line\": " + line
                + ", \"label\": " + (label == null ? "null" : "\"" + label + "\"") + ", \"formula\": \"" + formula + "\", \"kind\": \"" + kind
                + "\", \"length\": " + length + ", \"covering_configurations\": 80, \"future\": {}}";
    }

    private static String report(String format, String locations) {
        return "{\"format\": \"" + format + "\", \"program\": \"org.smallscope.examples.interactions.PaperExample\","
                + " \"tests\": \"org.smallscope.examples.interactions.PaperExampleTest\", \"seed\": 3, \"exhaustive\": false,"
                + " \"options\": [{\"name\": \"x\", \"kind\": \"boolean\", \"values\": [\"0\", \"1\"]},"
                + " {\"name\": \"z\", \"kind\": \"int\", \"values\": [\"0\", \"1\", \"2\", \"3\", \"4\"]}],"
                + " \"configuration_space\": 320, \"configurations_run\": 37, \"iterations\": 9, \"millis\": 5400,"
                + " \"finished_at\": \"2026-11-24T23:00:00Z\", \"locations\": [" + locations + "],"
                + " \"minimal_configurations\": [{\"x\": \"1\", \"z\": \"0\"}, {\"x\": 0, \"z\": \"3,4\"}], \"f_score\": null}";
    }

    private static final String SIX = String.join(",", location(21, "L0", "x ∧ y", "conj", 2), location(23, "L1", "x ∧ y ∧ z ∈ {0,3,4}", "conj", 3),
            location(26, "L2", "¬x ∨ ¬y", "disj", 2), location(28, "L3", "true", "true", 0), location(30, "L4", "u ∧ v", "conj", 2),
            location(32, "L5", "(s ∨ t) ∧ u ∧ v", "conjdisj", 4), location(18, null, "true", "true", 0));

    private Path write(String json) throws Exception {
        Path file = dir.resolve("i.json");
        Files.writeString(file, json);
        return file;
    }

    @Test
    void aGoodReportIsReadGroupedByFormulaAndCounted() throws Exception {
        InteractionsResults r = InteractionsReportReader.read(write(report(InteractionsResults.FORMAT, SIX)));

        assertEquals("org.smallscope.examples.interactions.PaperExample", r.program());
        assertEquals(Long.valueOf(3), r.seed());
        assertEquals(List.of("x", "z"), r.options().stream().map(InteractionsResults.Option::name).toList());
        assertEquals(320, r.configurationSpace());
        assertEquals(37, r.configurationsRun());
        assertEquals(7, r.locations().size());
        assertNull(r.fScore());
        Location l1 = r.locations().get(1);
        assertEquals("x ∧ y ∧ z ∈ {0,3,4}", l1.formula(), "UTF-8 formulas");
        assertEquals("PaperExample:23 (L1)", l1.where());
        assertEquals("PaperExample:18", r.locations().get(6).where());

        Map<String, List<Location>> groups = r.byFormula();
        assertEquals(List.of("true", "u ∧ v", "x ∧ y", "x ∧ y ∧ z ∈ {0,3,4}", "¬x ∨ ¬y", "(s ∨ t) ∧ u ∧ v"), List.copyOf(groups.keySet()));
        assertEquals(List.of(18, 28), groups.get("true").stream().map(Location::line).toList());
        assertEquals(Map.of("true", 2, "conj", 3, "disj", 1, "conjdisj", 1), r.countsByKind());
        assertEquals(List.of(0, 2, 3, 4), List.copyOf(r.countsByLength().keySet()));
        assertEquals(List.of(2, 3, 1, 1), List.copyOf(r.countsByLength().values()));
        assertTrue(r.summary().startsWith("37 of 320 configurations run (seed 3, 9 iterations); 7 locations, 6 formulas"), r.summary());
        assertTrue(r.summary().contains("by kind: true: 2, conj: 3, disj: 1, conjdisj: 1; by length (atoms): 0: 2, 2: 3, 3: 1, 4: 1"), r.summary());
        assertEquals("x,z\n1,0\n0,\"3,4\"\n", r.minimalConfigurationsCsv(), "numbers as written, commas quoted");
    }

    @Test
    void optionalFieldsMayBeMissing() throws Exception {
        Path file = write("{\"format\": \"" + InteractionsResults.FORMAT + "\", \"program\": \"p.C\", \"configuration_space\": 4,"
                + " \"configurations_run\": 4, \"exhaustive\": true, \"locations\": [" + location(3, null, "a", "conj", 1) + "]}");

        InteractionsResults r = InteractionsReportReader.read(file);

        assertTrue(r.exhaustive());
        assertEquals(List.of(), r.options());
        assertEquals(List.of(), r.minimalConfigurations());
        assertEquals("\n", r.minimalConfigurationsCsv(), "no options, no configurations: an empty header");
        assertTrue(r.summary().startsWith("4 of 4 configurations run (exhaustive); 1 locations"), r.summary());
    }

    @Test
    void damagedFilesAndBadFieldsNameTheFileAndTheField() throws Exception {
        Path notJson = write(report(InteractionsResults.FORMAT, SIX).substring(0, 200));
        var e = assertThrows(ReportException.class, () -> InteractionsReportReader.read(notJson));
        assertTrue(e.getMessage().startsWith("Interactions report " + notJson + " is not valid JSON"), e.getMessage());

        Path badKind = write(report(InteractionsResults.FORMAT, SIX.replace("\"disj\"", "\"xor\"")));
        e = assertThrows(ReportException.class, () -> InteractionsReportReader.read(badKind));
        assertTrue(e.getMessage().contains("locations[2].kind: \"xor\" is not one of"), e.getMessage());

        Path badLine = write(report(InteractionsResults.FORMAT, SIX.replace("\"line\": 30", "\"line\": \"thirty\"")));
        e = assertThrows(ReportException.class, () -> InteractionsReportReader.read(badLine));
        assertTrue(e.getMessage().contains("locations[4].line: expected a number, found the string \"thirty\""), e.getMessage());

        Path noFormula = write(report(InteractionsResults.FORMAT, SIX.replace("\"formula\": \"true\"", "\"formula\": null")));
        e = assertThrows(ReportException.class, () -> InteractionsReportReader.read(noFormula));
        assertTrue(e.getMessage().contains("locations[3].formula is missing"), e.getMessage());

        Path noSpace = write(report(InteractionsResults.FORMAT, SIX).replace("\"configuration_space\": 320,", ""));
        e = assertThrows(ReportException.class, () -> InteractionsReportReader.read(noSpace));
        assertTrue(e.getMessage().contains("field configuration_space is missing"), e.getMessage());

        Path absent = dir.resolve("absent.json");
        e = assertThrows(ReportException.class, () -> InteractionsReportReader.read(absent));
        assertTrue(e.getMessage().endsWith("does not exist"), e.getMessage());
    }

    @Test
    void anotherFormatSaysWhichOneIsRead() throws Exception {
        Path newer = write(report("smallscope-interactions/2", SIX));
        var e = assertThrows(ReportException.class, () -> InteractionsReportReader.read(newer));
        assertTrue(e.getMessage().contains("has format \"smallscope-interactions/2\", but this version of Smallscope reads \""
                + InteractionsResults.FORMAT + "\""), e.getMessage());

        Path evaluation = write("{\"format\": \"smallscope-evaluation/1\", \"subject\": \"demo.BST\", \"scopes\": []}");
        e = assertThrows(ReportException.class, () -> InteractionsReportReader.read(evaluation));
        assertTrue(e.getMessage().contains("has format \"smallscope-evaluation/1\""), e.getMessage());

        Path array = write("[1, 2]");
        e = assertThrows(ReportException.class, () -> InteractionsReportReader.read(array));
        assertTrue(e.getMessage().contains("is not an interactions report: expected a JSON object, found an array"), e.getMessage());
        assertFalse(e.getMessage().contains("evaluation"), e.getMessage());
    }
}
