package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code generate --generator ... --junit} and {@code --method}: a generator program's inputs exported and tested like a subject's. */
class GeneratorExportCliTest {

    @TempDir
    Path tmp;

    @Test
    void junitWritesOneFactoryPerGeneratedInput() throws IOException {
        Cli.Result r = Cli.run("generate", "--example", "SortedListGen", "--args", "3", "--threads", "2", "--junit", tmp.toString());
        assertEquals(0, r.exitCode(), r.describe());
        Path file = tmp.resolve("org/smallscope/examples/udita/SortedListGenGenerateExhaustiveTest.java");
        String source = Files.readString(file);
        assertEquals(20, JUnitExportCliTest.count(source, "arguments\\(Named.named\\(\"#\\d+ "), "SortedListGen(3) returns 1 + 3 + 6 + 10 = 20 lists");
        assertEquals(20, JUnitExportCliTest.count(source, "static SortedList input\\d+\\(\\)"), source);
        assertTrue(source.contains("assertTrue(input.repOk())") && source.contains("eager, 40 paths explored, 20 inputs returned"), source);
        assertTrue(r.out().contains(file.toString()) && r.out().contains("(20 tests)"), r.describe());
    }

    @Test
    void eagerAndDelayedChoiceExportTheSameTests() throws IOException {
        Path eager = tmp.resolve("eager");
        Path delayed = tmp.resolve("delayed");
        assertEquals(0, Cli.run("generate", "--example", "SortedListGen", "--args", "3", "--eager", "--junit", eager.toString()).exitCode());
        Cli.Result r = Cli.run("generate", "--example", "SortedListGen", "--args", "3", "--delayed", "--threads", "2", "--junit", delayed.toString());
        assertEquals(0, r.exitCode(), r.describe());
        String file = "org/smallscope/examples/udita/SortedListGenGenerateExhaustiveTest.java";
        String eagerSource = Files.readString(eager.resolve(file));
        String delayedSource = Files.readString(delayed.resolve(file));
        assertTrue(delayedSource.contains("delayed, ") && eagerSource.contains("eager, 40 paths explored"), delayedSource);
        assertEquals(eagerSource.replaceAll("<li>Exploration:.*", ""), delayedSource.replaceAll("<li>Exploration:.*", ""),
                "the same inputs in the same order, built by the same code");
    }

    @Test
    void methodModeOnGeneratedPairsReportsTheSameCounterexamplesAsOnTheSubject() throws IOException {
        int n = 3;
        Cli.Result r = Cli.run("generate", "--generator", Cli.SUBJECTS + "MovablePairGen#generate", "--args", Integer.toString(n), "--method",
                "setLow", "--junit", tmp.toString());
        int[] outcomes = JUnitExportCliTest.setLowOutcomes(n); // default values: one below to one above the generated ints, as for the subject
        int passing = outcomes[0];
        int failing = outcomes[1];
        assertEquals(9, r.exitCode(), r.describe());
        assertTrue(r.err().contains("smallscope: " + failing + " counterexamples of MovablePair.setLow(int)"), r.describe());
        assertTrue(r.out().contains(passing + " passed, " + failing + " counterexamples"), r.describe());
        String source = Files.readString(tmp.resolve("org/smallscope/cli/tests/subjects/MovablePairGenGenerateSetLowExhaustiveTest.java"));
        assertEquals(passing, JUnitExportCliTest.count(source, "arguments\\(Named.named\\(\"#\\d+ setLow\\("), "only passing calls are exported");
        assertTrue(source.contains("input.setLow(arg1)") && source.contains(failing + " counterexamples are not"), source);
    }
}
