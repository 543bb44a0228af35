package org.smallscope.cli.tests;

import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Outcome;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.incremental.SnapshotHeader;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.channel.ChannelHandshake;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.examples.PaperTables;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code generate --events <port>}: the event stream an IDE reads, its stop command, and {@code --source-model}. */
class EventsCliTest {

    @TempDir
    Path tmp;

    @Test
    void aPortNobodyListensOnFailsTheRunAndItsReportSaysWhy() throws IOException {
        int port;
        try (java.net.ServerSocket probe = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort(); // free once closed: nobody listens there
        }
        Path report = tmp.resolve("unreached.json");
        Cli.Result r = Cli.run("generate", "--example", "BST", "--args", "3", "--events", Integer.toString(port), "--events-token-file", tokenFile(),
                "--report", report.toString());
        assertTrue(r.exitCode() != 0, r.describe());
        assertTrue(r.err().contains("cannot connect to --events port " + port), r.describe());
        JsonObject json = Cli.report(report);
        assertEquals("failed", json.get("outcome").getAsString(), json.toString());
        assertTrue(json.get("error").getAsString().contains("cannot connect to --events port " + port), json.toString());
        assertEquals(r.exitCode(), json.get("exit_code").getAsInt(), json.toString());
    }

    @Test
    void aFullRunSendsStartedEveryValidCandidateProgressAndFinished() throws Exception {
        Path report = tmp.resolve("r.json");
        List<RunEvent> events;
        Cli.Result r;
        try (EventServer ide = EventServer.listening()) {
            r = Cli.run("generate", "--example", "BST", "--args", "5", "--events", ide.port(), "--events-token-file", ide.tokenFile(),
                    "--report", report.toString());
            events = ide.events();
        }

        assertEquals(0, r.exitCode(), r.describe());
        RunEvent.Started started = assertInstanceOf(RunEvent.Started.class, events.get(0), events.toString());
        assertEquals(Mode.FULL, started.mode());
        assertEquals("BST(5)", started.subject());
        assertEquals(started.vectorLength(), started.slots().size());
        List<RunEvent.Valid> valid = events.stream().filter(RunEvent.Valid.class::isInstance).map(RunEvent.Valid.class::cast).toList();
        assertEquals(PaperTables.valid("BST", 5).getAsLong(), valid.size());
        assertEquals(valid.size(), valid.stream().map(v -> Arrays.toString(v.vector())).distinct().count(), "distinct vectors");
        assertTrue(valid.stream().allMatch(v -> v.vector().length == started.vectorLength() && !v.structure().isBlank()));
        assertNonDecreasing(events);
        RunEvent.Finished finished = assertInstanceOf(RunEvent.Finished.class, events.get(events.size() - 1));
        JsonObject json = Cli.report(report);
        assertEquals(Outcome.COMPLETED, finished.outcome());
        assertEquals(valid.size(), finished.valid());
        assertEquals(json.get("explored").getAsLong(), finished.explored());
        assertEquals(0, finished.exitCode());
        assertNull(finished.message());
        assertNotNull(finished.snapshot(), "the run saved a snapshot");
        assertTrue(events.stream().noneMatch(RunEvent.Unknown.class::isInstance), events.toString());
        assertTrue(r.out().contains("valid     42"), "the summary still goes to standard output: " + r.describe());
    }

    /**
     * An IDE is sent the first valid structures only (RunEvent.Valid.SENT_AT_MOST, here lowered to 10 by the test's property):
     * a suite of millions would fill its heap; the counts still arrive whole.
     */
    @Test
    void theIdeIsSentTheFirstValidStructuresOnly() throws Exception {
        List<RunEvent> events;
        Cli.Result r;
        System.setProperty("smallscope.events.validLimit", "10");
        try (EventServer ide = EventServer.listening()) {
            r = Cli.run("generate", "--example", "BST", "--args", "5", "--events", ide.port(), "--events-token-file", ide.tokenFile(),
                    "--store", tmp.resolve("s").toString());
            events = ide.events();
        } finally {
            System.clearProperty("smallscope.events.validLimit");
        }

        assertEquals(0, r.exitCode(), r.describe());
        List<RunEvent.Valid> valid = events.stream().filter(RunEvent.Valid.class::isInstance).map(RunEvent.Valid.class::cast).toList();
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L), valid.stream().map(RunEvent.Valid::ordinal).toList());
        RunEvent.Finished finished = assertInstanceOf(RunEvent.Finished.class, events.get(events.size() - 1));
        assertEquals(42, finished.valid(), "the count is the whole suite's");
    }

    @Test
    void anIncrementalRunSaysWhatItReuses() throws Exception {
        String store = tmp.resolve("s").toString();
        Cli.run("generate", "--example", "BST", "--args", "5", "--store", store);
        Path report = tmp.resolve("r.json");
        List<RunEvent> events;
        Cli.Result r;
        try (EventServer ide = EventServer.listening()) {
            r = Cli.run("generate", "--example", "BSTP", "--args", "5", "--store", store, "--base", "BST", "--events", ide.port(),
                    "--events-token-file", ide.tokenFile(), "--report", report.toString());
            events = ide.events();
        }

        assertEquals(0, r.exitCode(), r.describe());
        JsonObject json = Cli.report(report);
        RunEvent.Started started = assertInstanceOf(RunEvent.Started.class, events.get(0));
        assertEquals(Mode.INCREMENTAL, started.mode());
        RunEvent.Reuse reuse = assertInstanceOf(RunEvent.Reuse.class, events.get(1), events.toString());
        assertEquals("BST(5)", reuse.baseSubject());
        assertEquals(json.get("base_snapshot").getAsString(), reuse.baseSnapshot());
        assertEquals(json.get("reused_tests").getAsLong(), reuse.reusedTests());
        assertEquals(json.get("mixed_ranges").getAsLong(), reuse.mixedRanges());
        RunEvent.Finished finished = assertInstanceOf(RunEvent.Finished.class, events.get(events.size() - 1));
        assertEquals(json.get("explored").getAsLong(), finished.explored());
        assertEquals(json.get("valid").getAsLong(), finished.valid());
        assertEquals(json.get("valid").getAsLong(), events.stream().filter(RunEvent.Valid.class::isInstance).count());
    }

    @Test
    void theStopCommandCancelsTheRunWithPartialCounts() throws Exception {
        Path report = tmp.resolve("r.json");
        List<RunEvent> events;
        Cli.Result r;
        try (EventServer ide = EventServer.stoppingAt(RunEvent.Valid.class::isInstance)) {
            r = Cli.run("generate", "--example", "BSTP", "--args", "10", "--threads", "1", "--events", ide.port(), "--events-token-file",
                    ide.tokenFile(), "--report", report.toString());
            events = ide.events();
        }

        assertEquals(130, r.exitCode(), r.describe());
        RunEvent.Finished finished = assertInstanceOf(RunEvent.Finished.class, events.get(events.size() - 1));
        assertEquals(Outcome.CANCELLED, finished.outcome());
        assertEquals(130, finished.exitCode());
        assertTrue(finished.explored() > 0 && finished.explored() < PaperTables.explored("BSTP", 10).getAsLong(), finished.toString());
        long sent = events.stream().filter(RunEvent.Valid.class::isInstance).count();
        assertTrue(sent >= 1 && sent <= finished.valid(), "valid events stop with the run: " + sent + " sent, " + finished);
        assertEquals(Cli.report(report).get("explored").getAsLong(), finished.explored());
        assertEquals("cancelled", Cli.report(report).get("outcome").getAsString());
        assertTrue(finished.message().startsWith("interrupted after"), finished.toString());
        assertTrue(r.err().contains("smallscope: " + finished.message()), r.describe());
        assertNull(finished.snapshot(), "a cancelled run saves no snapshot");
        assertNonDecreasing(events);
    }

    @Test
    void losingTheConnectionCancelsTheRun() throws Exception {
        Path report = tmp.resolve("r.json");
        Cli.Result r;
        try (EventServer ide = EventServer.hangingUpAt(RunEvent.Progress.class::isInstance)) {
            r = Cli.run("generate", "--example", "BSTP", "--args", "10", "--events", ide.port(), "--events-token-file", ide.tokenFile(),
                    "--report", report.toString());
            ide.events();
        }

        assertEquals(130, r.exitCode(), r.describe());
        JsonObject json = Cli.report(report);
        assertEquals("cancelled", json.get("outcome").getAsString());
        assertTrue(json.get("explored").getAsLong() < PaperTables.explored("BSTP", 10).getAsLong(), json.toString());
    }

    @Test
    void anEndlessRepOkFinishesFailedWithTheWatchdogsMessage() throws Exception {
        List<RunEvent> events;
        Cli.Result r;
        try (EventServer ide = EventServer.listening()) {
            r = Cli.run("generate", "--class", Cli.SUBJECTS + "EndlessLoop", "--args", "3", "--timeout", "300", "--events", ide.port(),
                    "--events-token-file", ide.tokenFile());
            events = ide.events();
        }

        assertEquals(5, r.exitCode(), r.describe());
        RunEvent.Finished finished = assertInstanceOf(RunEvent.Finished.class, events.get(events.size() - 1));
        assertEquals(Outcome.FAILED, finished.outcome());
        assertEquals(5, finished.exitCode());
        assertTrue(finished.message().contains("EndlessLoop") && finished.message().contains("300 ms") && finished.message().contains("candidate [2]"),
                finished.toString());
        assertEquals("smallscope: error: " + finished.message(), r.err().lines().findFirst().orElse(""), "the same text as on standard error");
    }

    @Test
    void aSubjectErrorFinishesFailedNamingTheField() throws Exception {
        List<RunEvent> events;
        Cli.Result r;
        try (EventServer ide = EventServer.listening()) {
            r = Cli.run("generate", "--class", Cli.SUBJECTS + "MisspelledField", "--args", "3", "--events", ide.port(), "--events-token-file",
                    ide.tokenFile());
            events = ide.events();
        }

        assertEquals(3, r.exitCode(), r.describe());
        assertEquals(1, events.size(), "nothing started, only finished: " + events);
        RunEvent.Finished finished = assertInstanceOf(RunEvent.Finished.class, events.get(0));
        assertEquals(Outcome.FAILED, finished.outcome());
        assertEquals(3, finished.exitCode());
        assertTrue(finished.message().contains("lfet") && finished.message().contains("MisspelledField$Node"), finished.toString());
    }

    @Test
    void repOkExceptionsAreInTheMessageWithTheirUserFrames() throws Exception {
        List<RunEvent> events;
        Cli.Result r;
        try (EventServer ide = EventServer.listening()) {
            r = Cli.run("generate", "--class", Cli.SUBJECTS + "SometimesThrows", "--args", "3", "--events", ide.port(), "--events-token-file",
                    ide.tokenFile());
            events = ide.events();
        }

        assertEquals(6, r.exitCode(), r.describe());
        RunEvent.Finished finished = assertInstanceOf(RunEvent.Finished.class, events.get(events.size() - 1));
        assertEquals(Outcome.COMPLETED, finished.outcome());
        assertTrue(finished.message().contains("value 1 is not allowed"), finished.toString());
        assertTrue(finished.message().contains("at " + Cli.SUBJECTS + "SometimesThrows.repOk(SometimesThrows.java:"), finished.toString());
    }

    @Test
    void theSourceModelIsKeptInTheSnapshotHeader() throws Exception {
        Path store = tmp.resolve("s");
        Path model = tmp.resolve("model.json");
        String text = "{\"repOk\": {\"file\": \"BST.java\", \"line\": 42, \"conjuncts\": [\"isTree()\", \"keysOk()\"], \"weight\": 1.50}}";
        Files.writeString(model, text, StandardCharsets.UTF_8);
        List<RunEvent> events;
        Cli.Result r;
        try (EventServer ide = EventServer.listening()) {
            r = Cli.run("generate", "--example", "BST", "--args", "3", "--store", store.toString(), "--source-model", model.toString(),
                    "--events", ide.port(), "--events-token-file", ide.tokenFile());
            events = ide.events();
        }

        assertEquals(0, r.exitCode(), r.describe());
        String id = ((RunEvent.Finished) events.get(events.size() - 1)).snapshot();
        SnapshotHeader header = new SnapshotStore(store).find(id).orElseThrow().header();
        assertEquals(JsonParser.parseString(text), header.sourceModel());
        assertTrue(header.sourceModel().toString().contains("1.50"), "numbers are kept as written: " + header.sourceModel());
        Cli.Result show = Cli.run("snapshots", "--store", store.toString(), "show", id);
        assertTrue(show.out().contains("source    " + header.sourceModel()), show.describe());
    }

    @Test
    void aSnapshotWithoutSourceModelReadsAsNull() {
        Path store = tmp.resolve("s");
        Cli.run("generate", "--example", "BST", "--args", "3", "--store", store.toString());

        SnapshotHeader header = new SnapshotStore(store).list().get(0).header();

        assertNull(header.sourceModel());
    }

    @Test
    void aSourceModelThatIsNotAnObjectIsAUsageErrorNamingTheFile() throws IOException {
        Path model = tmp.resolve("model.json");
        Files.writeString(model, "[1, 2]", StandardCharsets.UTF_8);

        Cli.Result r = Cli.run("generate", "--example", "BST", "--args", "3", "--source-model", model.toString());

        assertEquals(2, r.exitCode(), r.describe());
        assertTrue(r.err().startsWith("smallscope: error: --source-model " + model + " must hold a JSON object"), r.describe());
    }

    @Test
    void aPortNobodyListensOnIsAClearError() throws IOException {
        String port;
        try (EventServer closed = EventServer.listening()) {
            port = closed.port();
        }

        Cli.Result r = Cli.run("generate", "--example", "BST", "--args", "3", "--events", port, "--events-token-file", tokenFile());

        assertEquals(1, r.exitCode(), r.describe());
        assertTrue(r.err().startsWith("smallscope: error: cannot connect to --events port " + port + " on 127.0.0.1"), r.describe());
    }

    /** @return a file with a token nobody listens with, readable by its owner only */
    private String tokenFile() throws IOException {
        Path file = tmp.resolve("token");
        Files.writeString(file, ChannelHandshake.newToken(), StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        return file.toString();
    }

    private static void assertNonDecreasing(List<RunEvent> events) {
        List<RunEvent.Progress> ticks = events.stream().filter(RunEvent.Progress.class::isInstance).map(RunEvent.Progress.class::cast).toList();
        assertTrue(!ticks.isEmpty(), "at least the last counts are sent");
        for (int i = 1; i < ticks.size(); i++) {
            RunEvent.Progress a = ticks.get(i - 1);
            RunEvent.Progress b = ticks.get(i);
            assertTrue(a.explored() <= b.explored() && a.valid() <= b.valid() && a.elapsedMillis() <= b.elapsedMillis(),
                    ticks.stream().map(Object::toString).collect(Collectors.joining("\n")));
        }
    }
}
