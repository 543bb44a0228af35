package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/** {@code generate --eq-class}: Korat+ pruning on ListAsSet covers the paper's classes with fewer candidates, and reports them. */
class EqClassCliTest {

    private static final String SCOPE = "0-4,0-4,4,4,3";

    @TempDir
    Path tmp;

    @Test
    void pruningCoversEveryClassOfThePlainSearchWithFewerCandidates() throws IOException {
        Path plainReport = tmp.resolve("plain.json");
        Path report = tmp.resolve("r.json");
        Cli.Result plain = Cli.run("generate", "--example", "ListAsSet", "--args", SCOPE, "--threads", "1", "--no-reuse", "--store",
                tmp.resolve("s").toString(), "--report", plainReport.toString());

        Cli.Result r = Cli.run("generate", "--example", "ListAsSet", "--args", SCOPE, "--eq-class", "--report", report.toString());

        assertEquals(0, plain.exitCode(), plain.describe());
        assertEquals(0, r.exitCode(), r.describe());
        JsonObject json = Cli.report(report);
        assertEquals(10, json.get("classes_covered").getAsInt());
        assertEquals(679, json.get("explored").getAsLong(), "Korat+'s count in the paper");
        assertEquals(80, json.get("valid").getAsLong());
        assertEquals(320, Cli.report(plainReport).get("valid").getAsLong());
        assertTrue(json.get("explored").getAsLong() < Cli.report(plainReport).get("explored").getAsLong());
        long sum = 0;
        Set<String> names = new HashSet<>();
        for (JsonElement e : json.getAsJsonArray("eq_classes")) {
            JsonObject c = e.getAsJsonObject();
            names.add(c.get("class").getAsString());
            sum += c.get("count").getAsLong();
            assertTrue(c.getAsJsonObject("first").get("structure").getAsString().startsWith("l=Node0"), c.toString());
        }
        assertEquals(10, names.size());
        assertEquals(80, sum);
        assertTrue(r.out().contains("classes   10"), r.describe());
        assertTrue(r.out().contains("l empty, no repeats, sorted; s non-empty"), r.describe());
    }

    /** The report's {@code pruning} is what the run said: a plain search in the default mode looks ahead, Korat+ does not. */
    @Test
    void aKoratPlusRunReportsThatItDidNotLookAhead() throws IOException {
        Path plainReport = tmp.resolve("plain.json");
        Path report = tmp.resolve("r.json");
        String exact = System.getProperty(org.smallscope.engine.search.prune.LookAhead.EXACT);
        System.setProperty(org.smallscope.engine.search.prune.LookAhead.EXACT, "false"); // the default mode; these tests run Korat-exact
        Cli.Result plain;
        Cli.Result r;
        try {
            // a subject whose probes can cut (ListAsSet's one probe-able conjunct calls setOk, which holds later conjuncts, so it is not probed)
            plain = Cli.run("generate", "--example", "AvlTree", "--args", "5", "--threads", "1", "--no-reuse", "--report", plainReport.toString());
            r = Cli.run("generate", "--example", "ListAsSet", "--args", SCOPE, "--eq-class", "--report", report.toString());
        } finally {
            if (exact == null) {
                System.clearProperty(org.smallscope.engine.search.prune.LookAhead.EXACT);
            } else {
                System.setProperty(org.smallscope.engine.search.prune.LookAhead.EXACT, exact);
            }
        }

        assertEquals(0, plain.exitCode(), plain.describe());
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals("look-ahead", Cli.report(plainReport).get("pruning").getAsString());
        assertTrue(plain.out().contains("pruning   conjunct look-ahead"), plain.describe());
        assertEquals("korat-exact", Cli.report(report).get("pruning").getAsString());
        assertEquals(679, Cli.report(report).get("explored").getAsLong(), "Korat+'s count in the paper");
        assertTrue(!r.out().contains("pruning   conjunct look-ahead"), r.describe());
    }

    @Test
    void onePerClassExportsOneTestPerClass() throws IOException {
        Path out = tmp.resolve("junit");

        Cli.Result r = Cli.run("generate", "--example", "ListAsSet", "--args", "0-2,0-2,3,3,3", "--eq-class", "--one-per-class", "--junit",
                out.toString());

        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.out().contains("(8 tests)"), r.describe());
        try (var files = Files.walk(out)) {
            assertEquals(1, files.filter(p -> p.toString().endsWith("Test.java")).count());
        }
    }

    @Test
    void aSubjectWithoutEqClassAndMisusedOptionsAreRefused() {
        Cli.Result noMethod = Cli.run("generate", "--example", "BST", "--args", "3", "--eq-class");
        Cli.Result alone = Cli.run("generate", "--example", "ListAsSet", "--args", "3", "--one-per-class");
        Cli.Result threads = Cli.run("generate", "--example", "ListAsSet", "--args", "3", "--eq-class", "--threads", "2");

        assertEquals(3, noMethod.exitCode(), noMethod.describe());
        assertTrue(noMethod.err().contains("org.smallscope.examples.BST") && noMethod.err().contains("eqClass()"), noMethod.describe());
        assertEquals(2, alone.exitCode(), alone.describe());
        assertTrue(alone.err().contains("add --eq-class"), alone.describe());
        assertEquals(2, threads.exitCode(), threads.describe());
        assertTrue(threads.err().contains("--threads 2"), threads.describe());
    }
}
