package org.smallscope.engine.tests.builders;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.builders.Builder;
import org.smallscope.engine.builders.BuilderFailure;
import org.smallscope.engine.builders.BuilderResult;
import org.smallscope.engine.builders.BuilderSearch;
import org.smallscope.engine.builders.BuilderSpec;
import org.smallscope.engine.builders.BuiltState;
import org.smallscope.engine.builders.StuckCall;
import org.smallscope.examples.builders.AvlTree;
import org.smallscope.examples.builders.SearchTreeSet;
import org.smallscope.examples.builders.SortedLinkedList;

/** API mode: breadth-first call sequences with state matching, shortest sequences, bounds, failures and clear refusals. */
class BuilderSearchTest {

    private static BuilderResult run(BuilderSpec spec) {
        return new BuilderSearch(spec).run(null);
    }

    @Test
    void statesAreMatchedSoEachIsKeptOnceWithItsShortestSequence() {
        BuilderResult r = run(BuilderSpec.of(SortedLinkedList.class, 2).withBuilders(List.of("add")));

        // new; add(0), add(1); then add(0)/add(1) on [0] and on [1]: [0,1] is reached twice and kept once
        assertEquals(7, r.sequences());
        assertEquals(6, r.states().size());
        assertArrayEquals(new long[] {1, 2, 3}, r.statesPerLength());
        assertEquals(List.of("new SortedLinkedList()", "new SortedLinkedList(), add(0)", "new SortedLinkedList(), add(1)",
                "new SortedLinkedList(), add(0), add(0)", "new SortedLinkedList(), add(0), add(1)", "new SortedLinkedList(), add(1), add(1)"),
                r.states().stream().map(s -> s.sequence().text()).toList());
        assertEquals("SortedLinkedList t = new SortedLinkedList(); t.add(0); t.add(1);", r.states().get(4).sequence().java("t"));
        assertEquals(0, r.overBound());
        assertTrue(r.failures().isEmpty());
    }

    @Test
    void everySortedListOfAtMostNCellsIsBuiltOnce() {
        BuilderResult r = run(BuilderSpec.of(SortedLinkedList.class, 3));
        // non-decreasing lists over 3 values: 1 + 3 + 6 + 10
        assertArrayEquals(new long[] {1, 3, 6, 10}, r.statesPerLength());
        assertEquals(20, r.states().stream().map(s -> s.state().canonical()).distinct().count());
    }

    @Test
    void avlTreesOfAtMostThreeNodesAreElevenAndSequencesOverTheBoundAreDropped() {
        assertEquals(11, run(BuilderSpec.of(AvlTree.class, 3)).states().size());

        BuilderResult r = run(BuilderSpec.of(AvlTree.class, 3).withCalls(3).withInts(0, 2).withBuilders(List.of("insert")));
        assertEquals(11, r.states().size());
        BuilderResult two = run(new BuilderSpec(AvlTree.class, List.of("insert"), List.of(), 2, 3, 0, 2));
        assertEquals(1 + 3 + 6, two.states().size());
        assertTrue(two.overBound() > 0, "third inserts of a new key make 3 nodes");
        assertTrue(two.states().stream().allMatch(s -> s.state().objects() <= 2));
    }

    @Test
    void automaticBuildersAreThePublicMethodsThatChangeAStateAndObserversAreLeftOut() {
        BuilderResult r = run(BuilderSpec.of(TestBuilders.Stack.class, 2));

        assertEquals(List.of("Stack()", "pop()", "push(int)"), r.builders().stream().map(Builder::signature).toList());
        assertEquals(List.of("contains(int)"), r.unchanging());
        BuilderResult set = run(BuilderSpec.of(SearchTreeSet.class, 3));
        assertEquals(List.of("SearchTreeSet()", "add(int)", "remove(int)"), set.builders().stream().map(Builder::signature).toList());
        BuilderResult excluded = run(BuilderSpec.of(SearchTreeSet.class, 3).withExclude(List.of("remove")));
        assertEquals(List.of("SearchTreeSet()", "add(int)"), excluded.builders().stream().map(Builder::signature).toList());
        assertEquals(set.states().size(), excluded.states().size(), "every search tree is built by adds alone");
    }

    @Test
    void aBuilderThatThrowsIsReportedWithItsShortestSequenceAndHowOften() {
        BuilderResult r = run(BuilderSpec.of(TestBuilders.Stack.class, 2).withBuilders(List.of("push", "pop")));

        assertEquals(1, r.failures().size());
        BuilderFailure f = r.failures().get(0);
        assertEquals("pop()", f.builder().signature());
        assertTrue(f.thrown() instanceof IllegalStateException, f.thrown().toString());
        assertEquals("new Stack(), pop()", f.sequence().text());
        // pop on the empty stack: after new Stack() and (not reached again: state matching) nowhere else
        assertEquals(1, f.occurrences());
        assertEquals("pop() threw java.lang.IllegalStateException: empty stack (new Stack(), pop())", f.describe());
        // stacks of at most 2 cells over 2 values: 1 + 2 + 4
        assertEquals(7, r.states().size());
    }

    @Test
    void badInputIsRefusedNamingTheClassMethodAndParameter() {
        SmallscopeException unknown = assertThrows(SmallscopeException.class,
                () -> BuilderSearch.builders(BuilderSpec.of(AvlTree.class, 2).withBuilders(List.of("insert", "put"))));
        assertEquals(EngineError.NO_BUILDERS, unknown.error());
        assertTrue(unknown.getMessage().startsWith("Builders of " + AvlTree.class.getName() + " are not usable: it has no public instance method put"
                + " (its public instance methods: insert, repOk)"), unknown.getMessage());

        SmallscopeException object = assertThrows(SmallscopeException.class,
                () -> BuilderSearch.builders(BuilderSpec.of(TestBuilders.Holder.class, 2).withBuilders(List.of("hold"))));
        assertTrue(object.getMessage().contains("builder parameter 1 (") && object.getMessage().contains("of method hold(Object) is of type"
                + " java.lang.Object; API mode varies int and boolean arguments only"), object.getMessage());

        SmallscopeException hidden = assertThrows(SmallscopeException.class, () -> BuilderSearch.builders(BuilderSpec.of(TestBuilders.Hidden.class, 2)));
        assertEquals("Builders of " + TestBuilders.Hidden.class.getName() + " are not usable: it has no public constructor", hidden.getMessage());

        SmallscopeException exclude = assertThrows(SmallscopeException.class,
                () -> BuilderSearch.builders(BuilderSpec.of(AvlTree.class, 2).withExclude(List.of("delete"))));
        assertTrue(exclude.getMessage().contains("--exclude names delete, but it has no public instance method delete"), exclude.getMessage());
    }

    @Test
    void aCancelledRunStopsAndSaysSo() {
        BuilderSearch search = new BuilderSearch(BuilderSpec.of(AvlTree.class, 6));
        BuilderResult r = search.run((ordinal, state) -> {
            if (ordinal == 5) {
                search.cancel();
            }
        });
        assertTrue(r.cancelled());
        assertEquals(5, r.states().size());
        assertFalse(r.states().stream().map(BuiltState::object).anyMatch(o -> o == null));
    }

    @Test
    void aCallThatDoesNotReturnEndsTheRunNamingTheCallItsArgumentsAndSequence() {
        for (int threads : new int[] {1, 2}) {
            long start = System.nanoTime();
            BuilderResult r = new BuilderSearch(BuilderSpec.of(TestBuilders.Hanging.class, 2).withBuilders(List.of("add"))).threads(threads)
                    .callTimeout(300).run(null);
            long millis = (System.nanoTime() - start) / 1_000_000L;

            assertTrue(millis < 5_000, "the run ended " + millis + " ms after it began");
            StuckCall stuck = r.stuck();
            assertTrue(stuck != null, "no stuck call on " + threads + " threads");
            assertEquals("add(int) called with [1] did not return within 300 ms (new Hanging(), add(0), add(1)); the run stopped there",
                    stuck.describe());
            assertEquals(2, stuck.sequence().length());
            // the level of the stuck call is not merged: the states are those of the levels before
            assertEquals(List.of("new Hanging()", "new Hanging(), add(0)"), r.states().stream().map(s -> s.sequence().text()).toList());
            assertFalse(r.cancelled());
        }
        assertTrue(Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("smallscope-api-") && t.isAlive())
                .allMatch(Thread::isDaemon), "an abandoned worker does not keep the JVM alive");
    }

    @Test
    void aCallThatDoesNotReturnWhileBuildersAreFoundAutomaticallyEndsTheRunToo() {
        BuilderResult r = new BuilderSearch(BuilderSpec.of(TestBuilders.Hanging.class, 2)).callTimeout(200).run(null);
        assertEquals("new Hanging(), add(0), add(1)", r.stuck().sequence().text());
    }

    @Test
    void aRunWaitingForACallWithoutATimeLimitStopsWhenCancelled() throws Exception {
        BuilderSearch search = new BuilderSearch(BuilderSpec.of(TestBuilders.Hanging.class, 2).withBuilders(List.of("add"))).threads(2)
                .callTimeout(0);
        Thread canceller = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                return;
            }
            search.cancel();
        });
        long start = System.nanoTime();
        canceller.start();
        BuilderResult r = search.run(null);
        canceller.join();

        assertTrue((System.nanoTime() - start) / 1_000_000L < 5_000, "the run stopped soon after it was cancelled");
        assertTrue(r.cancelled());
        assertEquals(null, r.stuck());
        assertEquals(2, r.states().size(), "the levels before the stuck call's");
    }

    @Test
    void aTimeLimitOfZeroMeansNoneAndANegativeOneIsRefused() {
        BuilderResult r = new BuilderSearch(BuilderSpec.of(SortedLinkedList.class, 2)).callTimeout(0).run(null);
        assertEquals(null, r.stuck());
        assertEquals(6, r.states().size());
        assertThrows(IllegalArgumentException.class, () -> new BuilderSearch(BuilderSpec.of(SortedLinkedList.class, 2)).callTimeout(-1));
    }

    @Test
    void eachLevelIsHeardOnceDoneWithTheStatesAndSequencesSoFar() {
        List<String> levels = new java.util.ArrayList<>();
        new BuilderSearch(BuilderSpec.of(SortedLinkedList.class, 2).withBuilders(List.of("add"))).threads(2).run(new BuilderSearch.Listener() {
            @Override
            public void state(long ordinal, BuiltState state) {
                levels.add("state " + ordinal);
            }

            @Override
            public void level(int length, long states, long sequences) {
                levels.add("level " + length + ": " + states + " states, " + sequences + " sequences");
            }
        });
        assertEquals(List.of("state 1", "level 0: 1 states, 1 sequences", "state 2", "state 3", "level 1: 3 states, 3 sequences", "state 4",
                "state 5", "state 6", "level 2: 6 states, 7 sequences"), levels);
    }

    @Test
    void rebuildingGivesAFreshObjectInTheSameStateOrSaysTheBuildersDoNotRepeat() {
        BuilderResult r = run(BuilderSpec.of(SortedLinkedList.class, 2).withBuilders(List.of("add")));
        BuiltState s = r.states().get(4);
        SortedLinkedList again = (SortedLinkedList) s.rebuild();
        assertNotSame(s.object(), again);
        assertNotSame(again, s.rebuild());
        assertEquals(2, again.size);
        assertEquals(0, again.first.value);
        assertEquals(1, again.first.next.value);
        again.add(0);
        assertEquals(2, ((SortedLinkedList) s.object()).size, "the search's object is untouched");
        assertEquals(2, ((SortedLinkedList) s.rebuild()).size);

        BuilderResult serial = run(BuilderSpec.of(TestBuilders.Serial.class, 1));
        assertEquals(1, serial.states().size());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> serial.states().get(0).rebuild());
        assertTrue(e.getMessage().startsWith("building the object again by new Serial() gave the state ")
                && e.getMessage().endsWith(" as during the search: the builders do not behave the same on every call"), e.getMessage());
    }
}
