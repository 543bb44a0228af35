package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.run.SubjectRun;
import org.smallscope.engine.search.prune.ConjunctJump;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.conjuncts.ClobberingList;
import org.smallscope.engine.tests.conjuncts.TallyingList;

/**
 * A run tells the user how much of repOk a candidate runs (issue #12): at which conjuncts repOk can start, and for each
 * one it cannot start at, the conjunct by number and name and why, in a {@code note} event right after {@code started}.
 */
class ConjunctJumpNoteTest {

    private static final String STARTS = "a candidate's repOk starts past the conjuncts whose fields the step kept: ";

    @Test
    void theNoteSaysAtWhichConjunctsRepOkCanStart() {
        assertEquals(STARTS + "it can start at conjuncts 2, 3 of 3", ConjunctJump.note(Generations.subject("BST", 3)));
        assertEquals(STARTS + "it can start at conjuncts 2-5 of 5", ConjunctJump.note(Generations.subject("RBT", 3)));
        assertEquals(STARTS + "it can start at conjunct 2 of 2", ConjunctJump.note(Generations.subject("DLLU", 3)));
    }

    @Test
    void theNoteNamesEachConjunctRepOkCannotStartAtAndWhy() {
        Subject list = Generations.subject("ArrayList", 3);
        assertEquals(STARTS + "it can start at conjuncts 2, 4 of 4; not at conjunct 3, " + list.conjuncts().get(2).describe()
                + ": the conjunct begins inside org.smallscope.examples.everyday.ArrayList.sizeWithinCapacity, not in repOk itself",
                ConjunctJump.note(list));
        Subject clobbering = Generations.subject(ClobberingList.class.getName(), 3);
        assertEquals("repOk runs whole on every candidate: it cannot start at a later conjunct; not at conjunct 2, "
                + clobbering.conjuncts().get(1).describe() + ": the code jumped over writes field " + ClobberingList.class.getName()
                + ".counted (in " + ClobberingList.class.getName() + ".countsNodes, called from " + ClobberingList.class.getName() + ".repOk)",
                ConjunctJump.note(clobbering));
        String tallying = ConjunctJump.note(Generations.subject(TallyingList.class.getName(), 3));
        assertEquals(true, tallying.startsWith("repOk runs whole on every candidate: it cannot start at a later conjunct; not at conjunct 2, "), tallying);
    }

    @Test
    void withoutProbesOrWithTheSwitchTheNoteSaysRepOkRunsWhole() {
        Subject twice = Generations.subject("org.smallscope.engine.tests.edits.BSTSizeCheckedTwice", 3);
        assertEquals("repOk runs whole on every candidate: its conjuncts carry no probes (" + twice.probeRefusal() + ")", ConjunctJump.note(twice));
        String every = SwitchDifferential.switchedOn("smallscope.search.everyConjunct", () -> ConjunctJump.note(Generations.subject("BST", 3)));
        assertEquals("repOk runs whole on every candidate: -Dsmallscope.search.everyConjunct=true", every);
        assertNull(ConjunctJump.note(Generations.subject(org.smallscope.engine.tests.loops.WalkedList.class.getName(), 3)),
                "a repOk of one conjunct has nothing to jump over");
        assertEquals("repOk runs whole on every candidate: it cannot start at a later conjunct; not at conjuncts 2-5: repOk has local variables",
                ConjunctJump.note(Generations.subject("HeapArray", 3)), "HeapArray's loops are conjuncts of their own, after its local variable i");
    }

    @Test
    void aRunSendsTheNoteRightAfterStarted() {
        Subject bst = Generations.subject("BST", 3);
        List<RunEvent> events = new ArrayList<>();
        new SubjectRun(SubjectRun.Request.full(bst, 2, 0)).run(events::add, SearchListener.NONE);
        assertEquals(List.of("started", "note"), events.stream().map(RunEvent::kind).limit(2).toList());
        assertEquals(new RunEvent.Note(ConjunctJump.note(bst)), events.get(1));
        assertEquals(1, events.stream().filter(RunEvent.Note.class::isInstance).count());
    }
}
