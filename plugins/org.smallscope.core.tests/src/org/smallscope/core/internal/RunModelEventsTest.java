package org.smallscope.core.internal;

import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Outcome;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.core.GenerationRun;
import org.smallscope.engine.protocol.EventReader;
import org.smallscope.engine.protocol.EventWriter;
import org.smallscope.engine.protocol.RunEvent;

/** The runner's event lines, as the engine's writer produces them, update the IDE's run model through its one switch. */
class RunModelEventsTest {

    private static List<String> lines(RunEvent... events) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (EventWriter writer = new EventWriter(out)) {
            for (RunEvent e : events) {
                writer.write(e);
            }
        }
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** @return a run fed with {@code lines} as the runner's event lines arrive */
    private static GenerationRun feed(List<String> lines) {
        GenerationRun run = new GenerationRun(FakeSubjects.request("demo.BST", "finBST", 2));
        lines.forEach(line -> run.apply(EventReader.parse(line)));
        return run;
    }

    /** @return a run fed with {@code lines}, ended as when its runner then exited normally */
    private static GenerationRun ended(List<String> lines) {
        GenerationRun run = feed(lines);
        RunOutcome outcome = RunOutcome.decide(run, null, 0, "", false);
        run.end(outcome.state(), outcome.message(), 0);
        return run;
    }

    /** A run of millions of valid structures keeps the first RunEvent.Valid.SENT_AT_MOST (the runner sends no more), and its counts. */
    @Test
    void aRunThatDidNotCompleteSaysSoInItsLabel() {
        GenerationRun run = new GenerationRun(FakeSubjects.request("demo.BST", "finBST", 8));
        run.apply(new RunEvent.Started("BST(8)", "demo.BST", "finBST", new int[] {8}, Mode.FULL, "1296", 4,
                List.of("this.root", "this.size", "Node0.left", "Node0.right")));
        assertEquals("BST(8) full, running", run.label());
        run.end(GenerationRun.State.CANCELLED, "cancelled", 130);
        assertEquals("BST(8) full, cancelled", run.label(), "not just \"full\", as if its strip were complete");
        GenerationRun done = new GenerationRun(FakeSubjects.request("demo.BST", "finBST", 8));
        done.apply(new RunEvent.Started("BST(8)", "demo.BST", "finBST", new int[] {8}, Mode.FULL, "1296", 4, List.of("this.root")));
        done.end(GenerationRun.State.COMPLETED, null, 0);
        assertEquals("BST(8) full", done.label());
    }

    @Test
    void aRunKeepsItsFirstValidStructuresOnly() {
        GenerationRun run = new GenerationRun(FakeSubjects.request("demo.BST", "finBST", 2));
        int sent = RunEvent.Valid.SENT_AT_MOST + 10;
        for (int i = 1; i <= sent; i++) {
            run.apply(new RunEvent.Valid(i, new int[] {i}, "s" + i));
        }
        run.apply(new RunEvent.Finished(Outcome.COMPLETED, 5_000_000, 3_628_800, 5, 0, null, null, null));

        assertEquals(RunEvent.Valid.SENT_AT_MOST, run.structureCount());
        assertEquals("s" + RunEvent.Valid.SENT_AT_MOST, run.structure(RunEvent.Valid.SENT_AT_MOST - 1).text());
        assertEquals(3_628_800, run.valid(), "the count is the runner's");
    }

    @Test
    void anIncrementalRunEndsCompletedWithItsCountsReuseAndStructures() {
        GenerationRun run = ended(lines(new RunEvent.Started("BST(2)", "demo.BST", "finBST", new int[] {2}, Mode.INCREMENTAL, "1296", 4,
                List.of("this.root", "this.size", "Node0.left", "Node0.right")), new RunEvent.Reuse("abc123", "BST(2)", 2, 2),
                new RunEvent.Progress(7, 1, 3), new RunEvent.Valid(1, new int[] {1, 0, 0, 2}, "root=N0"),
                new RunEvent.Valid(2, new int[] {1, 0, 2, 0}, "root=N1"), new RunEvent.Warning("store is read-only"),
                new RunEvent.Note("repOk runs whole on every candidate"), new RunEvent.Note("repOk runs whole on every candidate"),
                new RunEvent.Finished(Outcome.COMPLETED, 12, 2, 5, 0, null, "def456", null)));
        assertEquals(GenerationRun.State.COMPLETED, run.state());
        assertEquals(Mode.INCREMENTAL, run.mode());
        assertEquals("1296", run.spaceSize());
        assertEquals(4, run.slots().size());
        assertEquals("abc123", run.baseSnapshot());
        assertEquals(2, run.reusedTests());
        assertEquals(12, run.explored());
        assertEquals(2, run.valid());
        assertEquals(2, run.structureCount());
        assertEquals("root=N1", run.structure(1).text());
        assertEquals(List.of("store is read-only"), run.warnings());
        assertEquals(List.of("repOk runs whole on every candidate"), run.notes(), "a note sent again (after a fallback) is kept once");
        assertEquals("def456", run.snapshot());
    }

    @Test
    void aFallbackVoidsWhatWasCollectedBeforeIt() {
        GenerationRun run = feed(lines(new RunEvent.Started("BST(2)", "demo.BST", "finBST", new int[] {2}, Mode.INCREMENTAL, "1296", 4, List.of()),
                new RunEvent.Valid(1, new int[] {1, 0, 0, 2}, "root=N0"), new RunEvent.Restarted("keys read in preorder"),
                new RunEvent.Valid(1, new int[] {0, 0, 0, 0}, "empty")));
        assertEquals(Mode.FULL, run.mode());
        assertEquals("keys read in preorder", run.fallbackReason());
        assertEquals(1, run.structureCount());
        assertEquals("empty", run.structure(0).text());
    }

    @Test
    void failuresCancellationsExportsAndCounterexamplesReachTheModel() {
        GenerationRun failed = ended(lines(new RunEvent.Finished(Outcome.FAILED, 3, 0, 1, 5, "repOk did not return on [0,1]",
                null, null)));
        assertEquals(GenerationRun.State.FAILED, failed.state());
        assertEquals("repOk did not return on [0,1]", failed.message());
        assertNull(failed.snapshot());

        GenerationRun cancelled = ended(lines(new RunEvent.Progress(100, 4, 10),
                new RunEvent.Finished(Outcome.CANCELLED, 120, 4, 12, 130, "interrupted", null, null)));
        assertEquals(GenerationRun.State.CANCELLED, cancelled.state());
        assertEquals(120, cancelled.explored());

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (EventWriter writer = new EventWriter(out)) {
            writer.exported(List.of(Path.of("/p/test/demo/BSTExhaustiveTest.java")), List.of("demo.BSTExhaustiveTest"), 42);
            writer.counterexample(new int[] {1, 2}, "root=N0", "removeMin()", "left repOk() false");
        }
        GenerationRun exported = feed(out.toString(StandardCharsets.UTF_8).lines().toList());
        assertEquals(42, exported.exportedTests());
        assertTrue(exported.exportedFiles().get(0).endsWith("BSTExhaustiveTest.java"));
        assertEquals("left repOk() false", exported.counterexamples().get(0).problem());
    }

    @Test
    void aRunKnowsHowItsSearchPrunedAndKeepsItInItsSummary() {
        RunEvent.Started started = new RunEvent.Started("BST(2)", "demo.BST", "finBST", new int[] {2}, Mode.FULL, "1296", 4, List.of());
        RunEvent.Pruning exact = new RunEvent.Pruning(RunEvent.Pruning.KORAT_EXACT, "asked for (--korat-exact, -Dsmallscope.search.koratExact=true)");

        GenerationRun before = feed(lines(started));
        GenerationRun ahead = feed(lines(started, new RunEvent.Note("repOk runs whole"), new RunEvent.Pruning(RunEvent.Pruning.LOOK_AHEAD, null)));
        GenerationRun korat = feed(lines(started, exact));

        assertNull(before.pruning(), "not said yet");
        assertTrue(ahead.pruning().looksAhead());
        assertNull(ahead.pruning().reason());
        assertEquals(exact, korat.pruning());
        assertEquals(List.of(started, exact), korat.summaryEvents(), "a saved run is replayed from its summary events");
    }

    @Test
    void unreadableLinesAreIgnored() {
        GenerationRun run = feed(List.of("not json", "{\"event\":\"from-the-future\"}", "{\"event\":\"progress\",\"explored\":\"x\"}"));
        assertEquals(GenerationRun.State.STARTING, run.state());
        assertEquals(0, run.explored());
    }
}
