package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/** {@code generate --generator Class#method} and {@code --example NQueensGen}: counts, report, output files and clear errors. */
class GeneratorCliTest {

    private static final String BROKEN = Cli.SUBJECTS + "BrokenGenerators#";

    @TempDir
    Path tmp;

    private JsonObject generate(String example, int n, String mode) throws IOException {
        Path report = tmp.resolve(example + n + mode + ".json");
        Cli.Result r = Cli.run("generate", "--example", example, "--args", Integer.toString(n), mode, "--threads", "1", "--report", report.toString());
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.out().contains("UDITA Fig. 13"), r.describe());
        return Cli.report(report);
    }

    @Test
    void nQueensDelayedAtEightReports92OnFarFewerPaths() throws IOException {
        JsonObject delayed = generate("NQueensGen", 8, "--delayed");
        JsonObject eager = generate("NQueensGen", 6, "--eager");

        assertEquals(92, delayed.get("valid").getAsLong());
        assertEquals(13_756, delayed.getAsJsonObject("generator").get("explored_paths").getAsLong());
        assertEquals("delayed", delayed.getAsJsonObject("generator").get("mode").getAsString());
        assertTrue(delayed.getAsJsonObject("paper").get("valid_matches").getAsBoolean());
        assertEquals(4, eager.get("valid").getAsLong());
        assertEquals(46_656, eager.get("explored").getAsLong());
        assertEquals(4, eager.getAsJsonObject("generator").get("successful_paths").getAsLong());
    }

    @Test
    void listExamplesNamesTheGeneratorPrograms() {
        Cli.Result r = Cli.run("list-examples");
        assertTrue(r.out().contains("org.smallscope.examples.udita.NQueensGen#generate"), r.describe());
        assertTrue(r.out().contains("RBTreeGenDeclarative"), r.describe());
    }

    @Test
    void searchTreeAtFiveGivesTheSameCountBothWays() throws IOException {
        JsonObject eager = generate("SearchTreeGen", 5, "--eager");
        JsonObject delayed = generate("SearchTreeGen", 5, "--delayed");

        assertEquals(5292, eager.get("valid").getAsLong());
        assertEquals(5292, delayed.get("valid").getAsLong());
        assertTrue(delayed.get("explored").getAsLong() < eager.get("explored").getAsLong(), delayed + " vs " + eager);
    }

    @Test
    void outWritesEveryInputInOrderOnAnyNumberOfThreads() throws IOException {
        Path one = tmp.resolve("one");
        Path two = tmp.resolve("two");
        assertEquals(0, Cli.run("generate", "--example", "rbtreegen", "--args", "5", "--threads", "1", "--out", one.toString()).exitCode());
        assertEquals(0, Cli.run("generate", "--example", "RBTreeGen", "--args", "5", "--threads", "2", "--delayed", "--out", two.toString()).exitCode());

        String structures = Files.readString(one.resolve("structures.txt"));
        assertEquals(14, structures.lines().count(), "red-black trees of 5 nodes (no black-root rule)");
        assertTrue(structures.lines().allMatch(l -> l.startsWith("root=Node0 size=5")), structures);
        assertEquals(new java.util.TreeSet<>(structures.lines().toList()),
                new java.util.TreeSet<>(Files.readString(two.resolve("structures.txt")).lines().toList()));
    }

    private static void assertError(Cli.Result r, int exitCode, String... fragments) {
        assertEquals(exitCode, r.exitCode(), r.describe());
        String first = r.err().lines().filter(l -> l.startsWith("smallscope: error: ")).findFirst().orElse("");
        for (String f : fragments) {
            assertTrue(first.contains(f), "'" + f + "' missing in: " + r.describe());
        }
        assertFalse(r.err().contains("internal error"), r.describe());
    }

    @Test
    void aThrowingGeneratorIsNamedWithTheChoiceVectorAndTheException() {
        Cli.Result r = Cli.run("generate", "--generator", BROKEN + "throwing", "--args", "2");

        assertError(r, 6, "BrokenGenerators#throwing", "choice vector [2]", "ArrayIndexOutOfBoundsException");
        assertTrue(r.err().contains("at org.smallscope.cli.tests.subjects.BrokenGenerators.mark(BrokenGenerators.java:"), "the user's frames: "
                + r.describe());
    }

    @Test
    void aGeneratorThatNeverEndsIsStoppedNamingTheChoiceVector() {
        for (String mode : new String[] {"--eager", "--delayed"}) {
            Cli.Result r = Cli.run("generate", "--generator", BROKEN + "endless", "--args", "1", "--timeout", "300", mode);

            assertError(r, 5, "BrokenGenerators#endless", "300 ms", "choice vector [0,1]");
        }
    }

    @Test
    void getNewPastThePoolIsAClearError() {
        for (String mode : new String[] {"--eager", "--delayed"}) {
            Cli.Result r = Cli.run("generate", "--generator", BROKEN + "overused", "--args", "2", mode);

            assertError(r, 6, "BrokenGenerators#overused", "getNew() 3 times on an object pool of 2 objects", "choice vector []");
        }
    }

    @Test
    void aMissingOrMisusedGeneratorIsAClearError() {
        assertError(Cli.run("generate", "--generator", BROKEN + "absent", "--args", "2"), 3, "BrokenGenerators#absent", "has no method absent");
        assertError(Cli.run("generate", "--generator", BROKEN + "throwing", "--args", "2,3"), 3, "takes 2 int parameter(s)");
        Cli.Result usage = Cli.run("generate", "--example", "BST", "--args", "3", "--delayed");
        assertEquals(2, usage.exitCode(), usage.describe());
        assertTrue(usage.err().contains("--eager and --delayed are for generator programs"), usage.describe());
    }
}
