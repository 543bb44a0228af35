package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;
import org.smallscope.engine.run.SubjectRun;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.prune.EqClasses;
import org.smallscope.engine.search.prune.LookAhead;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;

/** What one {@link SubjectRun} tells its listener: the events of each kind of run, in order, and their counts. */
class SubjectRunTest {

    @TempDir
    Path dir;

    private static List<RunEvent> events(SubjectRun run, List<RunEvent> into) {
        RunListener collect = into::add;
        run.run(collect, SearchListener.NONE);
        return into;
    }

    private static <T extends RunEvent> List<T> only(List<RunEvent> events, Class<T> kind) {
        return events.stream().filter(kind::isInstance).map(kind::cast).toList();
    }

    @Test
    void aFullSearchSendsStartedThenEveryValidCandidateInOrderThenItsLastProgress() {
        Subject bst = Generations.subject("BST", 4);
        List<RunEvent> events = events(new SubjectRun(SubjectRun.Request.full(bst, 1, 0).sending(true, true, true)),
                Collections.synchronizedList(new ArrayList<>()));

        RunEvent.Started started = assertInstanceOf(RunEvent.Started.class, events.get(0));
        assertEquals(Mode.FULL, started.mode());
        assertEquals("BST(4)", started.subject());
        List<RunEvent.Valid> valid = only(events, RunEvent.Valid.class);
        assertEquals(14, valid.size());
        for (int i = 0; i < valid.size(); i++) {
            assertEquals(i + 1, valid.get(i).ordinal());
            assertEquals(Structures.render(bst, valid.get(i).vector()), valid.get(i).structure());
        }
        RunEvent.Progress last = assertInstanceOf(RunEvent.Progress.class, events.get(events.size() - 1));
        assertEquals(14, last.valid());
        assertEquals(Generations.generate(bst, null, null, false, 1).report().outcome().result().explored(), last.explored());
        long exploredInRegions = only(events, RunEvent.Regions.class).stream().flatMap(r -> r.regions().stream()).mapToLong(Region::explored).sum();
        assertEquals(last.explored(), exploredInRegions);
    }

    /** A run asked for the first 5 valid candidates (an IDE keeps no more) sends those, in order, and the whole counts. */
    @Test
    void aRunSendsTheFirstValidCandidatesItIsAskedFor() {
        Subject bst = Generations.subject("BST", 4);
        List<RunEvent> events = events(new SubjectRun(SubjectRun.Request.full(bst, 2, 0).sending(true, true, false).validUpTo(5)),
                Collections.synchronizedList(new ArrayList<>()));

        assertEquals(List.of(1L, 2L, 3L, 4L, 5L), only(events, RunEvent.Valid.class).stream().map(RunEvent.Valid::ordinal).toList());
        RunEvent.Progress last = assertInstanceOf(RunEvent.Progress.class, events.get(events.size() - 1));
        assertEquals(14, last.valid());
    }

    @Test
    void aQuietRunSendsOnlyStartedItsNoteAndHowItPrunes() {
        List<RunEvent> events = events(new SubjectRun(SubjectRun.Request.full(Generations.subject("BST", 3), 2, 0)), new ArrayList<>());

        assertEquals(3, events.size());
        assertInstanceOf(RunEvent.Started.class, events.get(0));
        assertInstanceOf(RunEvent.Note.class, events.get(1));
        assertInstanceOf(RunEvent.Pruning.class, events.get(2));
    }

    /**
     * The {@code pruning} event tells the truth: a run that says it looks ahead explores fewer candidates than one that says
     * it is Korat-exact, and both find the same valid candidates in the same order.
     */
    @Test
    void aRunSaysWhetherItLooksAheadAndItsCountsAgree() {
        Subject bst = Subjects.example("AvlTree", 5); // look-ahead skips the keys of unbalanced shapes
        List<RunEvent> exact = SwitchDifferential.switchedOn(LookAhead.EXACT,
                () -> events(new SubjectRun(SubjectRun.Request.full(bst, 1, 0).sending(true, true, false)), Collections.synchronizedList(new ArrayList<>())));
        List<RunEvent> ahead = koratExactOff(
                () -> events(new SubjectRun(SubjectRun.Request.full(bst, 1, 0).sending(true, true, false)), Collections.synchronizedList(new ArrayList<>())));

        assertEquals(new RunEvent.Pruning(RunEvent.Pruning.KORAT_EXACT, "asked for (--korat-exact, -D" + LookAhead.EXACT + "=true)"),
                only(exact, RunEvent.Pruning.class).get(0));
        assertEquals(List.of(new RunEvent.Pruning(RunEvent.Pruning.LOOK_AHEAD, null)), only(ahead, RunEvent.Pruning.class));
        assertInstanceOf(RunEvent.Note.class, ahead.get(ahead.indexOf(only(ahead, RunEvent.Pruning.class).get(0)) - 1), "pruning follows the note");
        assertEquals(only(exact, RunEvent.Valid.class), only(ahead, RunEvent.Valid.class));
        long exactExplored = only(exact, RunEvent.Progress.class).get(only(exact, RunEvent.Progress.class).size() - 1).explored();
        long aheadExplored = only(ahead, RunEvent.Progress.class).get(only(ahead, RunEvent.Progress.class).size() - 1).explored();
        assertTrue(aheadExplored < exactExplored, "look-ahead explored " + aheadExplored + ", Korat " + exactExplored);
    }

    @Test
    void aRunThatCannotLookAheadSaysWhy() {
        Subject dll = Generations.subject("DLL", 3); // repOk is one conjunct
        Subject set = Subjects.example("ListAsSet", 0, 2, 0, 2, 3, 3, 3);

        RunEvent.Pruning one = koratExactOff(() -> only(events(new SubjectRun(SubjectRun.Request.full(dll, 1, 0)), new ArrayList<>()),
                RunEvent.Pruning.class).get(0));
        RunEvent.Pruning plus = koratExactOff(() -> only(events(new SubjectRun(SubjectRun.Request.range(set, null, null, 0))
                .withEqClasses(new EqClasses(set)), new ArrayList<>()), RunEvent.Pruning.class).get(0));

        assertEquals(RunEvent.Pruning.KORAT_EXACT, one.mode());
        assertTrue(one.reason().startsWith("repOk's conjuncts carry no probes (") || one.reason().startsWith("no conjunct of repOk after the first"),
                one.reason());
        assertEquals(new RunEvent.Pruning(RunEvent.Pruning.KORAT_EXACT, "Korat+ (--eq-class) prunes by equivalence class instead"), plus);
    }

    /** @return what {@code run} gives with searches looking ahead (the default mode; these tests run Korat-exact) */
    private static <T> T koratExactOff(java.util.function.Supplier<T> run) {
        String old = System.getProperty(LookAhead.EXACT);
        System.setProperty(LookAhead.EXACT, "false");
        try {
            return run.get();
        } finally {
            if (old == null) {
                System.clearProperty(LookAhead.EXACT);
            } else {
                System.setProperty(LookAhead.EXACT, old);
            }
        }
    }

    @Test
    void aRangeEndTheSearchNeverVisitsIsAWarning() {
        Subject bst = Generations.subject("BST", 4);
        int[] never = {4, 0, 4, 4, 3, 4, 4, 3, 4, 4, 3, 4, 4, 3};

        List<RunEvent> events = events(new SubjectRun(SubjectRun.Request.range(bst, null, never, 0)), new ArrayList<>());

        RunEvent.Warning warning = assertInstanceOf(RunEvent.Warning.class, events.get(events.size() - 1));
        assertTrue(warning.text().startsWith("the search never reached --to "), warning.text());
    }

    @Test
    void anIncrementalGenerationSendsReuseRightAfterStarted() {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject("BST", 4), store, null, true, 1);

        List<RunEvent> events = events(new SubjectRun(SubjectRun.Request.generation(Generations.subject("BSTP", 4),
                new Generation.Options(store, "BST", true, 1, 0, "test")).sending(true, false, false)), new ArrayList<>());

        assertEquals(Mode.INCREMENTAL, assertInstanceOf(RunEvent.Started.class, events.get(0)).mode());
        RunEvent.Reuse reuse = assertInstanceOf(RunEvent.Reuse.class, events.get(1));
        assertEquals("BST(4)", reuse.baseSubject());
        assertEquals(14, reuse.reusedTests());
        assertInstanceOf(RunEvent.Note.class, events.get(2), "the note follows reuse");
        assertEquals(14, only(events, RunEvent.Valid.class).size());
    }

    @Test
    void aRestartAfterBrokenMixedRangesSendsRestartedAndTheCountsStartAgain() {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject("org.smallscope.engine.tests.edits.BSTKeysUnchecked", 4), store, null, false, 1);

        List<RunEvent> events = events(new SubjectRun(SubjectRun.Request.generation(Generations.subject("BST", 4),
                new Generation.Options(store, "BSTKeysUnchecked", true, 1, 0, "test")
                        .withPolicy(org.smallscope.engine.incremental.ReuseEstimate.Policy.ALWAYS)).sending(true, true, false)),
                Collections.synchronizedList(new ArrayList<>()));

        int restart = events.indexOf(only(events, RunEvent.Restarted.class).get(0));
        assertTrue(only(events.subList(restart, events.size()), RunEvent.Valid.class).size() == 14);
        assertEquals(1, only(events.subList(restart, events.size()), RunEvent.Valid.class).get(0).ordinal());
    }

    @Test
    void aRunCancelledBeforeItBeganEndsCancelledAtOnce() {
        SubjectRun run = new SubjectRun(SubjectRun.Request.full(Generations.subject("BSTP", 8), 1, 0));
        run.cancel();

        SubjectRun.Result result = run.run(RunListener.NONE, SearchListener.NONE);

        assertEquals(Outcome.CANCELLED, result.search().outcome());
        assertTrue(result.search().explored() < 100, "explored " + result.search().explored());
    }
}
