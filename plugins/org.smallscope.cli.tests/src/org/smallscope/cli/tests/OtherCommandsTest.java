package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code --help}, {@code --version}, {@code list-examples}, {@code demo} and {@code bench}. */
class OtherCommandsTest {

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"", "generate", "demo", "bench", "list-examples"})
    void everyCommandHasHelpWithTheExitCodes(String command) {
        Cli.Result r = command.isEmpty() ? Cli.run("--help") : Cli.run(command, "--help");
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.out().contains("Usage: smallscope"), r.describe());
        assertTrue(r.out().contains("Exit codes:"), r.describe());
        for (String code : new String[] {"0", "2", "3", "4", "5", "6", "130"}) {
            assertTrue(r.out().lines().anyMatch(l -> l.trim().startsWith(code + " ")), "exit code " + code + " in " + r.describe());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "generate", "demo", "bench", "list-examples"})
    void everyCommandHasVersion(String command) {
        Cli.Result r = command.isEmpty() ? Cli.run("--version") : Cli.run(command, "--version");
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.out().startsWith("smallscope "), r.describe());
        assertTrue(r.out().contains("Java "), r.describe());
    }

    /** A run builds only the command it names; help and a mistyped command still know all of them. */
    @Test
    void theTopLevelHelpAndAMistypedCommandKnowEveryCommand() {
        Cli.Result help = Cli.run("--help");
        for (String command : new String[] {"generate", "demo", "bench", "bench-incremental", "count", "bench-count", "snapshots",
            "list-examples", "help"}) {
            assertTrue(help.out().lines().anyMatch(l -> l.startsWith("  " + command + " ")), command + " in " + help.describe());
        }
        Cli.Result helpOf = Cli.run("help", "snapshots");
        assertEquals(0, helpOf.exitCode(), helpOf.describe());
        assertTrue(helpOf.out().contains("Usage: smallscope snapshots"), helpOf.describe());
        Cli.Result typo = Cli.run("generat", "--example", "BST");
        assertEquals(2, typo.exitCode(), typo.describe());
        assertTrue(typo.err().contains("Did you mean: smallscope generate"), typo.describe());
    }

    @Test
    void aboutSaysTheVersionTheMachineAndWhichCommandsAreInstalled() {
        Cli.Result r = Cli.run("about");
        assertEquals(0, r.exitCode(), r.describe());
        java.util.List<String> lines = r.out().lines().toList();
        assertEquals(5, lines.size(), r.describe());
        assertTrue(lines.get(0).startsWith("smallscope     0.1.0"), r.describe());
        assertTrue(lines.get(1).startsWith("jvm            Java " + System.getProperty("java.version") + " "), r.describe());
        assertTrue(lines.get(2).endsWith(Runtime.getRuntime().availableProcessors() + " cores"), r.describe());
        assertEquals("commands       generate, demo, bench, bench-incremental, count, bench-count, snapshots, list-examples, space, migrate-korat, about",
                lines.get(3), r.describe());
        assertEquals("not installed  evaluate (integrations/org.smallscope.evaluation), interactions (integrations/org.smallscope.interactions)",
                lines.get(4), r.describe());
    }

    @Test
    void benchIncrementalShowsTheDefaultRunsTimeBesideTheFullSearch() {
        Cli.Result r = Cli.run("bench-incremental", "--pairs", "BST:BSTP", "--sizes", "5");

        // whether the default run stayed within 1.1 x the full search's time depends on the machine: only its report is checked
        assertTrue(r.exitCode() == 0 || r.exitCode() == 8, r.describe());
        String header = r.out().lines().filter(l -> l.startsWith("pair")).findFirst().orElseThrow(() -> new AssertionError(r.describe()));
        assertTrue(header.contains("default run (ms)") && header.contains("default ≤ 1.1 × full"), header);
        String row = r.out().lines().filter(l -> l.startsWith("BST:BSTP")).reduce((a, b) -> b).orElseThrow(() -> new AssertionError(r.describe()));
        assertTrue(row.contains("(incremental)") || row.contains("(full)"), row);
    }

    @Test
    void listExamplesGivesShortAndClassNames() {
        Cli.Result r = Cli.run("list-examples");
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.out().contains("BSTP") && r.out().contains("org.smallscope.examples.BSTP"), r.describe());
        assertTrue(r.out().contains("TreeMap"), r.describe());
    }

    @Test
    void demoMatchesThePaper() {
        Cli.Result r = Cli.run("demo", "--size", "4");
        assertEquals(0, r.exitCode(), r.describe());
        for (String subject : new String[] {"BT", "BST", "BSTP", "RBT", "DLL", "DLLU", "DLLS"}) {
            assertTrue(r.out().contains(subject + "(4)"), "a structure of " + subject + ": " + r.describe());
        }
        assertTrue(r.out().contains("1,251"), "RBT(4) explored: " + r.describe());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("BST->BSTP") && l.contains("238") && l.contains("78.34%")),
                "BSTP(4) from BST(4)'s suite explores 238 candidates, Table III's 78.34% saved: " + r.describe());
        assertTrue(r.out().contains("All 7 subjects match") && r.out().contains("all 5 incremental runs its Table III"), r.describe());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("HeapArray(6)") && l.contains("64,533") && l.contains("13,139 valid")),
                "HeapArray(6) against the UDITA paper's count: " + r.describe());
        for (String everyday : new String[] {"ArrayList(5)", "HashMap(5)", "UnionFind(5)", "Expr(3)"}) {
            assertTrue(r.out().contains("  " + everyday + " "), "a structure of " + everyday + ": " + r.describe());
        }
    }

    @Test
    void demoRejectsSizesOutsideTheTable() {
        assertEquals(2, Cli.run("demo", "--size", "11").exitCode());
    }

    @Test
    void benchWritesAMarkdownTable() throws IOException {
        Path md = tmp.resolve("bench.md");
        Cli.Result r = Cli.run("bench", "--subjects", "BST,DLL", "--sizes", "4-5", "--markdown", md.toString(), "--no-progress");
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.out().contains("JVM: ") && r.out().contains("cores"), r.describe());
        assertTrue(r.out().contains("6,155"), "BST(5) explored: " + r.describe());
        String text = Files.readString(md, StandardCharsets.UTF_8);
        assertTrue(text.contains("| BST | 4 | 875 | 14 |"), text);
        assertTrue(text.contains("| DLL | 5 | 57 | 1 |"), text);
        assertTrue(text.contains("---:|"), text);
    }

    @Test
    void benchFloorReplaysTheExploredCandidatesWithTheSearchsVerdicts() throws IOException {
        Path md = tmp.resolve("floor.md");
        Cli.Result r = Cli.run("bench", "--floor", "--subjects", "BST,HeapArray", "--sizes", "4", "--markdown", md.toString());
        assertEquals(0, r.exitCode(), r.describe());
        String text = Files.readString(md, StandardCharsets.UTF_8);
        assertTrue(text.contains("| BST | 4 | 875 | 14 |") && text.contains("| ✓ |"), "BST(4): explored, valid, replay = search: " + text);
        assertTrue(text.lines().anyMatch(l -> l.startsWith("| HeapArray | 4 |") && l.endsWith("| ✓ |")), text);
        assertTrue(text.contains("bench --floor --subjects BST,HeapArray --sizes 4"), text);
    }
}
