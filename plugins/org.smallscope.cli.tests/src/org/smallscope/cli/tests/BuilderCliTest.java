package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/** {@code generate --api}: the same counts as the repOk search, the JSON report, the cross-check's witnesses and clear errors. */
class BuilderCliTest {

    private static final String SUBJECTS = Cli.SUBJECTS + "BuilderSubjects$";

    @TempDir
    Path tmp;

    @Test
    void apiModeOnTheAvlTreeGivesTheSameCountAsTheRepOkSearch() throws IOException {
        Path api = tmp.resolve("api.json");
        Path search = tmp.resolve("search.json");
        Cli.Result a = Cli.run("generate", "--api", "--example", "AvlTree", "--args", "5", "--report", api.toString());
        Cli.Result s = Cli.run("generate", "--example", "AvlTree", "--args", "5", "--report", search.toString());

        assertEquals(0, a.exitCode(), a.describe());
        assertEquals(0, s.exitCode(), s.describe());
        JsonObject apiReport = Cli.report(api);
        long valid = Cli.report(search).get("valid").getAsLong();
        assertEquals(valid, apiReport.get("valid").getAsLong());
        assertEquals("api", apiReport.get("mode").getAsString());
        JsonObject counts = apiReport.getAsJsonObject("api");
        assertEquals(valid, counts.get("states").getAsLong());
        assertEquals(apiReport.get("explored").getAsLong(), counts.get("sequences").getAsLong());
        assertEquals("[\"AvlTree()\",\"insert(int)\"]", counts.get("builders").toString());
        assertTrue(a.out().startsWith("AvlTree(5) api: " + valid + " states from " + counts.get("sequences").getAsLong() + " sequences"), a.describe());
    }

    @Test
    void theAvlTreeAtSevenBuildsTheSameSetAsTheRepOkSearch() throws IOException {
        Path report = tmp.resolve("avl7.json");
        Cli.Result r = Cli.run("generate", "--api", "--example", "AvlTree", "--args", "7", "--cross-check", "--report", report.toString());

        assertEquals(0, r.exitCode(), r.describe());
        JsonObject api = Cli.report(report).getAsJsonObject("api");
        JsonObject cross = api.getAsJsonObject("cross_check");
        assertEquals(396, api.get("states").getAsLong());
        assertEquals(396, cross.get("repok_valid").getAsLong());
        assertTrue(cross.get("agree").getAsBoolean());
        assertEquals(0, cross.get("out_of_bounds").getAsLong());
        assertTrue(r.out().contains("cross     the same 396 structures"), r.describe());
    }

    @Test
    void theCrossCheckAgreesOnAnExactRepOkAndExitsZero() {
        Cli.Result r = Cli.run("generate", "--api", "--example", "SearchTreeSet", "--args", "4", "--builders", "add,remove", "--cross-check");

        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.out().contains("builders  SearchTreeSet(), add(int), remove(int)"), r.describe());
        assertTrue(r.out().contains("cross     the same "), r.describe());
    }

    @Test
    void theCrossCheckNamesTheSmallestWitnessOfAnOverStrongAndOfAnOverWeakRepOk() throws IOException {
        Path report = tmp.resolve("strong.json");
        Cli.Result strong = Cli.run("generate", "--api", "--example", "AvlTreeTooStrong", "--args", "3", "--cross-check", "--report", report.toString());
        Cli.Result weak = Cli.run("generate", "--api", "--example", "AvlTreeTooWeak", "--args", "3", "--cross-check");

        assertEquals(9, strong.exitCode(), strong.describe());
        assertTrue(strong.out().contains("cross     repOk rejects 6 states the builders reach (repOk too strong, or a builder bug); the smallest:"
                + " root=Node0 size=2 | Node0{left=null right=Node1 info=0} | Node1{left=null right=null info=1}"), strong.describe());
        assertTrue(strong.out().contains("built by new AvlTreeTooStrong(), insert(0), insert(1)"), strong.describe());
        JsonObject cross = Cli.report(report).getAsJsonObject("api").getAsJsonObject("cross_check");
        assertFalse(cross.get("agree").getAsBoolean());
        assertEquals("AvlTreeTooStrong t = new AvlTreeTooStrong(); t.insert(0); t.insert(1);",
                cross.getAsJsonObject("rejected_by_repok").getAsJsonObject("smallest").get("java").getAsString());
        assertEquals(9, weak.exitCode(), weak.describe());
        assertTrue(weak.out().contains("cross     no sequence builds 4 structures repOk accepts (repOk too weak, or builders missing); the smallest:"
                + " root=Node0 size=3"), weak.describe());
    }

    @Test
    void junitWritesATestPerStateBuildingItByItsSequence() throws IOException {
        Cli.Result r = Cli.run("generate", "--api", "--example", "SortedLinkedList", "--args", "2", "--junit", tmp.toString());

        assertEquals(0, r.exitCode(), r.describe());
        Path file = tmp.resolve("org/smallscope/examples/builders/SortedLinkedListBuiltTest.java");
        assertTrue(r.out().contains("junit     " + file + " (6 tests)"), r.describe());
        String source = java.nio.file.Files.readString(file);
        assertEquals(6, source.lines().filter(l -> l.contains("@Test")).count(), source);
        assertTrue(source.contains("        SortedLinkedList t = new SortedLinkedList();\n        t.add(0);\n        t.add(1);\n        assertTrue(t.repOk());"),
                source);
    }

    @Test
    void outWritesEachStateWithItsSequenceAndTheSequenceAsNumbers() throws IOException {
        Path out = tmp.resolve("out");
        Cli.Result r = Cli.run("generate", "--api", "--example", "SortedLinkedList", "--args", "2", "--out", out.toString());

        assertEquals(0, r.exitCode(), r.describe());
        java.util.List<String> structures = java.nio.file.Files.readAllLines(out.resolve("structures.txt"));
        java.util.List<String> vectors = java.nio.file.Files.readAllLines(out.resolve("valid.cvs"));
        assertEquals(6, structures.size());
        assertEquals("first=Cell0 size=2 | Cell0{next=Cell1 value=0} | Cell1{next=null value=1}  <- new SortedLinkedList(), add(0), add(1)",
                structures.get(4));
        // builder 0 (the constructor), then builder 1 (add) with 0, then with 1
        assertEquals("0,1,0,1,1", vectors.get(4).replaceAll("[\\[\\] ]", ""));
    }

    @Test
    void aBuilderThatThrowsIsReportedWithItsSequence() {
        Cli.Result r = Cli.run("generate", "--api", "--class", SUBJECTS + "Countdown", "--args", "2");

        assertEquals(9, r.exitCode(), r.describe());
        assertTrue(r.out().contains("threw     down() threw java.lang.IllegalStateException: already zero (new Countdown(), down())"), r.describe());
        assertTrue(r.out().startsWith("Countdown(2) api: 3 states from "), r.describe());
    }

    @Test
    void aBuilderCallThatDoesNotReturnEndsTheRunNamingTheCallAndItsSequenceWithExitNine() throws IOException {
        Path report = tmp.resolve("stuck.json");
        long start = System.nanoTime();
        Cli.Result r = Cli.run("generate", "--api", "--class", SUBJECTS + "Stall", "--args", "2", "--threads", "2", "--call-timeout", "300",
                "--report", report.toString());

        assertTrue(System.nanoTime() - start < 10_000_000_000L, "the run ended instead of waiting for the call");
        assertEquals(9, r.exitCode(), r.describe());
        assertTrue(r.err().contains("smallscope: builder call add(int) called with [1] did not return within 300 ms (new Stall(), add(0), add(1));"
                + " the run stopped there"), r.describe());
        assertTrue(r.out().contains("stuck     add(int) called with [1]"), r.describe());
        JsonObject stuck = Cli.report(report).getAsJsonObject("api").getAsJsonObject("stuck_call");
        assertEquals("new Stall(), add(0), add(1)", stuck.get("sequence").getAsString());
        assertEquals(300, stuck.get("limit_ms").getAsLong());
        assertEquals(9, Cli.report(report).get("exit_code").getAsInt());
        assertEquals("failed", Cli.report(report).get("outcome").getAsString());

        Cli.Result negative = Cli.run("generate", "--api", "--example", "AvlTree", "--args", "2", "--call-timeout", "-1");
        assertEquals(2, negative.exitCode(), negative.describe());
        assertTrue(negative.err().contains("--call-timeout must be 0 (no limit) or a number of milliseconds, not -1"), negative.describe());
    }

    @Test
    void eachLevelDoneIsAProgressEventWithTheSequencesRunAndTheStatesFound() throws Exception {
        Path report = tmp.resolve("levels.json");
        java.util.List<org.smallscope.engine.protocol.RunEvent> events;
        Cli.Result r;
        try (EventServer ide = EventServer.listening()) {
            r = Cli.run("generate", "--api", "--example", "AvlTree", "--args", "3", "--threads", "2", "--events", ide.port(), "--events-token-file",
                    ide.tokenFile(), "--report", report.toString());
            events = ide.events();
        }

        assertEquals(0, r.exitCode(), r.describe());
        var ticks = events.stream().filter(org.smallscope.engine.protocol.RunEvent.Progress.class::isInstance)
                .map(org.smallscope.engine.protocol.RunEvent.Progress.class::cast).toList();
        JsonObject api = Cli.report(report).getAsJsonObject("api");
        // levels 0 (the constructor) to 3: states after each are 1, 1+3, 1+3+6, 1+3+6+1 (AVL trees of at most 3 nodes); ticks
        // waiting for a slow reader are replaced by the latest, so some may be left out, never the last
        java.util.List<Long> levels = java.util.List.of(1L, 4L, 10L, 11L);
        java.util.List<Long> valid = ticks.stream().map(p -> p.valid()).toList();
        assertFalse(valid.isEmpty(), events.toString());
        assertTrue(levels.containsAll(valid) && valid.equals(valid.stream().sorted().distinct().toList()), valid.toString());
        assertEquals(11L, valid.get(valid.size() - 1));
        assertEquals(api.get("sequences").getAsLong(), ticks.get(ticks.size() - 1).explored());
    }

    @Test
    void badBuildersAreRefusedNamingTheClassMethodAndParameter() {
        Cli.Result unknown = Cli.run("generate", "--api", "--example", "AvlTree", "--args", "3", "--builders", "insert,put");
        assertEquals(3, unknown.exitCode(), unknown.describe());
        assertTrue(unknown.err().contains("Builders of org.smallscope.examples.builders.AvlTree are not usable: it has no public instance method put"),
                unknown.describe());

        Cli.Result object = Cli.run("generate", "--api", "--class", SUBJECTS + "Holder", "--args", "2", "--builders", "hold");
        assertEquals(3, object.exitCode(), object.describe());
        assertTrue(object.err().contains("of method hold(Object) is of type java.lang.Object; API mode varies int and boolean arguments only"),
                object.describe());

        Cli.Result hidden = Cli.run("generate", "--api", "--class", SUBJECTS + "Hidden", "--args", "2");
        assertEquals(3, hidden.exitCode(), hidden.describe());
        assertTrue(hidden.err().contains("BuilderSubjects$Hidden are not usable: it has no public constructor"), hidden.describe());

        Cli.Result args = Cli.run("generate", "--api", "--example", "AvlTree", "--args", "3,4");
        assertEquals(2, args.exitCode(), args.describe());
        assertTrue(args.err().contains("--api takes one size in --args"), args.describe());

        Cli.Result noApi = Cli.run("generate", "--example", "AvlTree", "--args", "3", "--cross-check");
        assertEquals(2, noApi.exitCode(), noApi.describe());
        assertTrue(noApi.err().contains("--call-timeout and --cross-check are for API mode (--api)"), noApi.describe());
    }

    @Test
    void methodModeRunsOnEveryBuiltStateAndNamesTheSequenceOfEachCounterexample() {
        // piles of at most 2 cells over values 0..1: 1 + 2 + 4 states
        Cli.Result drop = Cli.run("generate", "--api", "--class", SUBJECTS + "Pile", "--args", "2", "--builders", "push", "--method", "dropTop");
        assertEquals(9, drop.exitCode(), drop.describe());
        assertTrue(drop.out().contains("dropTop(): 7 inputs, 1 passed, 6 counterexamples"), drop.describe());
        assertTrue(drop.err().contains("smallscope: 6 counterexamples of "), drop.describe());
        assertTrue(drop.err().contains("  instance #2 new Pile(); push(0): dropTop() left repOk() false"), drop.describe());

        Cli.Result pop = Cli.run("generate", "--api", "--class", SUBJECTS + "Pile", "--args", "2", "--builders", "push", "--method", "pop");
        assertEquals(9, pop.exitCode(), pop.describe());
        assertTrue(pop.out().contains("pop(): 7 inputs, 6 passed, 1 counterexamples"), pop.describe());
        assertTrue(pop.err().contains("  instance #1 new Pile(): pop() threw java.util.NoSuchElementException: empty pile"), pop.describe());

        Cli.Result push = Cli.run("generate", "--api", "--class", SUBJECTS + "Pile", "--args", "2", "--builders", "push", "--method", "push",
                "--param", "0..1");
        assertEquals(0, push.exitCode(), push.describe());
        assertTrue(push.out().contains("push(int): 14 inputs, 14 passed, 0 counterexamples"), push.describe());

        Cli.Result junit = Cli.run("generate", "--api", "--class", SUBJECTS + "Pile", "--args", "2", "--builders", "push", "--method", "pop",
                "--junit", tmp.toString());
        assertEquals(2, junit.exitCode(), junit.describe());
        assertTrue(junit.err().contains("--junit with --method (API mode writes the built states as tests; run --method without --junit) is not"
                + " available with --api"), junit.describe());
        Cli.Result missing = Cli.run("generate", "--api", "--class", SUBJECTS + "Pile", "--args", "2", "--builders", "push", "--method", "peek");
        assertEquals(2, missing.exitCode(), missing.describe());
        assertTrue(missing.err().contains("has no method named peek"), missing.describe());
    }
}
