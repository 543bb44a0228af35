package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.search.prune.EqClasses;
import org.smallscope.engine.search.prune.Pruning;
import org.smallscope.engine.search.prune.PruningHooks;
import org.smallscope.engine.search.prune.Prunings;
import org.smallscope.engine.search.prune.RangeStart;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.loops.WalkedList;

/** The pruning registry: which prunings a search runs with, in order, and that a pruning added through it steers the loop. */
class PruningRegistryTest {

    private static List<String> active(Subject subject, Prunings.Config config) {
        return Prunings.forSubject(subject, config).stream().map(p -> p.getClass().getSimpleName()).toList();
    }

    @Test
    void aPlainSubjectSearchesWithNoPruningAndItsHooksAreEmpty() {
        Subject walked = Generations.subject(WalkedList.class.getName(), 3);
        assertEquals(List.of(), active(walked, Prunings.Config.PLAIN), "one conjunct, no generators: the plain Korat loop");
        PruningHooks hooks = new PruningHooks(Prunings.forSubject(walked, Prunings.Config.PLAIN));
        assertTrue(hooks.none() && hooks.starters.length == 0 && hooks.rejecters.length == 0 && hooks.keepsStack);
        assertEquals(List.of("ConjunctJump"), active(Generations.subject("BST", 3), Prunings.Config.PLAIN),
                "BST's repOk can start at a later conjunct: the jumps alone");
    }

    @Test
    void aSubjectWithDedicatedGeneratorsSkipsWhatTheyReject() {
        Subject tree = Generations.subject("BST", "finBSTSearchTree", 3);
        assertNotNull(tree.pruning());
        assertEquals(List.of("ConjunctJump", "GeneratorSkips"), active(tree, Prunings.Config.PLAIN));
        PruningHooks hooks = new PruningHooks(Prunings.forSubject(tree, Prunings.Config.PLAIN));
        assertEquals(1, hooks.rejecters.length);
        assertTrue(!hooks.keepsStack, "a search with generators does not keep its stack across ranges");
    }

    @Test
    void eqClassesAddKoratPlusLast() {
        Subject set = Subjects.example("ListAsSet", 0, 2, 0, 2, 3, 3, 3);
        Prunings.Config config = new Prunings.Config(new EqClasses(set), false, 0, 0, List.of());
        List<String> names = active(set, config);
        assertEquals("EqClassPruning", names.get(names.size() - 1), names.toString());
        PruningHooks hooks = new PruningHooks(Prunings.forSubject(set, config));
        assertEquals(1, hooks.validHooks.length);
        assertEquals(1, hooks.limiters.length);
    }

    @Test
    void mixedRangesAddTheRangeCheckAndTheBaseSkip() {
        Subject bst = Generations.subject("BST", 3);
        assertEquals(List.of("ConjunctJump", "MixedRangeCheck"), active(bst, Prunings.Config.PLAIN.mixed()));
        assertEquals(List.of("ConjunctJump", "BaseSkip", "MixedRangeCheck"), active(bst, new Prunings.Config(null, true, 1, 1, List.of())));
        assertEquals(List.of("ConjunctJump"), active(bst, new Prunings.Config(null, false, 1, 1, List.of())),
                "the base-skip only for mixed ranges");
    }

    @Test
    void aMixedRangeWhoseBaseFieldIsReadAfterANewOneFailsThroughTheRangeCheck() {
        Subject bst = Generations.subject("BST", 3);
        boolean[] newSlots = new boolean[bst.vectorLength()];
        newSlots[0] = true; // the first field repOk reads is new, the fields it reads next are base fields
        SearchResult r = Search.over(bst).mixedRange(newSlots).build().run();
        assertEquals(Outcome.FAILED, r.outcome());
        assertEquals(EngineError.RANGE_ORDER_BROKEN, r.failure().error());
        assertTrue(r.failure().getMessage().contains("is read after new field"), r.failure().getMessage());
    }

    /** A pruning of the test's: counts the hooks the loop calls, and rejects nothing. */
    public static final class Counting implements Pruning {
        int ranges;
        int valid;
        int rejectsAsked;

        @Override
        public void rangeBegins(RangeStart range) {
            ranges++;
        }

        @Override
        public void validFound(int[] cv) {
            valid++;
        }

        @Override
        public boolean rejects(int[] cv, AccessRecorder stack, int changed) {
            rejectsAsked++;
            return false;
        }
    }

    @Test
    void aPruningAddedThroughTheRegistryIsCalledByTheLoop() {
        Subject bst = Generations.subject("BST", 4);
        SearchResult plain = Search.over(bst).build().run();
        Counting counting = new Counting();
        SearchResult counted = Search.over(bst).pruning(counting).build().run();
        assertEquals(plain.explored(), counted.explored(), "a pruning that rejects nothing changes nothing");
        assertEquals(plain.valid(), counted.valid());
        assertEquals(1, counting.ranges);
        assertEquals(counted.valid(), counting.valid, "told of every valid candidate");
        assertEquals(counted.explored() - 1, counting.rejectsAsked, "asked after every step but the last");
        assertEquals("Counting", active(bst, new Prunings.Config(null, false, 0, 0, List.of(counting))).get(1), "after the built-in ones");
    }

    @Test
    void aPruningThatRejectsEveryStepLeavesTheFirstCandidateAlone() {
        Subject bst = Generations.subject("BST", 4);
        Pruning all = new Pruning() {
            @Override
            public boolean rejects(int[] cv, AccessRecorder stack, int changed) {
                return true;
            }
        };
        SearchResult r = Search.over(bst).pruning(all).build().run();
        assertEquals(Outcome.COMPLETED, r.outcome());
        assertEquals(1, r.explored(), "every candidate after the first was skipped unexplored");
    }
}
