package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchBuilder;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.search.prune.EqClasses;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.conjuncts.ClobberingList;
import org.smallscope.engine.tests.conjuncts.CountedList;
import org.smallscope.engine.tests.conjuncts.ScratchList;
import org.smallscope.engine.tests.conjuncts.TallyingList;

/**
 * A candidate's repOk starts past the conjuncts whose fields the last step kept on the stack (issue #12): differential
 * against running all of it ({@code -Dsmallscope.search.everyConjunct=true}): every explored candidate with its verdict,
 * in order, the conjunct trail, the regions, with generators and with eqClass; full and incremental generation with
 * the saved suite, pairs and trail, on 1 and 2 threads; and which conjuncts may be jumped over at all.
 */
class ConjunctJumpTest {

    private static final String EVERY = "smallscope.search.everyConjunct";
    private static final String CONJUNCTS = "org.smallscope.engine.tests.conjuncts.";

    @TempDir
    Path dir;

    static Stream<Arguments> subjects() {
        return Stream.of(Arguments.of("BST", 5), Arguments.of("BSTP", 5), Arguments.of("RBT", 5), Arguments.of("BT", 6), Arguments.of("DLLU", 5),
                Arguments.of("DLLS", 5), Arguments.of("TreeMap", 5), Arguments.of("TreeSet6", 5), Arguments.of("TreeSet7", 5), Arguments.of("TreeBag", 4),
                Arguments.of("UnionFind", 4), Arguments.of("Expr", 3), Arguments.of("ArrayList", 4), Arguments.of("HashMap", 4),
                Arguments.of(CONJUNCTS + "ClobberingList", 4), Arguments.of(CONJUNCTS + "ScratchList", 4), Arguments.of(CONJUNCTS + "CountedList", 4),
                Arguments.of(CONJUNCTS + "ThrowingList", 4));
    }

    @ParameterizedTest(name = "{0}({1})")
    @MethodSource("subjects")
    void everyCandidateGetsTheVerdictAndTrailOfAllOfRepOk(String name, int size) {
        Subject subject = Generations.subject(name, size);
        Transcript jumping = search(Search.over(subject));
        Transcript every = SwitchDifferential.switchedOn(EVERY, () -> search(Search.over(subject)));
        assertTrue(every.valid > 0, name + " has valid candidates");
        assertEquals(every.explored, jumping.explored);
        assertEquals(every.events, jumping.events, "explored candidates, verdicts, exceptions, trail and regions, in order");
    }

    /** After a candidate whose second conjunct threw (the first passed), the next candidates get all of repOk's verdicts. */
    @Test
    void candidatesAfterAConjunctThatThrewGetTheVerdictsOfAllOfRepOk() {
        Subject subject = Generations.subject(CONJUNCTS + "ThrowingList", 3);
        assertTrue(subject.canSkipTo(1));
        Transcript jumping = search(Search.over(subject));
        Transcript every = SwitchDifferential.switchedOn(EVERY, () -> search(Search.over(subject)));
        assertTrue(jumping.events.stream().anyMatch(e -> e.endsWith("threw two nodes, size 1")), "the second conjunct threw");
        assertEquals(every.events, jumping.events);
    }

    @ParameterizedTest(name = "{0}({1}) with {2}")
    @CsvSource({"BST,6,finBSTSearchTree", "BSTP,6,finBSTPTree", "RBT,6,finRBTSearchTree", "DLLS,5,finDLLSCircular"})
    void generatorsPruneTheSameWithJumps(String name, int size, String generators) {
        Subject subject = Generations.subject(name, generators, size);
        Transcript jumping = search(Search.over(subject));
        Transcript every = SwitchDifferential.switchedOn(EVERY, () -> search(Search.over(subject)));
        assertTrue(every.valid > 0);
        assertEquals(every.events, jumping.events);
    }

    @Test
    void eqClassPrunesTheSameWithJumps() {
        Subject subject = Subjects.example("ListAsSet", new int[] {0, 4, 0, 4, 3, 3, 3});
        Transcript jumping = search(Search.over(subject).eqClasses(new EqClasses(subject)));
        Transcript every = SwitchDifferential.switchedOn(EVERY, () -> search(Search.over(subject).eqClasses(new EqClasses(subject))));
        assertTrue(every.valid > 0);
        assertEquals(every.events, jumping.events);
    }

    @ParameterizedTest(name = "{0}({1}), {2} threads")
    @CsvSource({"BST,6,1", "BST,6,2", "RBT,6,2", "TreeBag,5,2", "UnionFind,4,2", "DLLU,6,2"})
    void fullGenerationsSaveTheSame(String name, int size, int threads) throws Exception {
        new SwitchDifferential(EVERY, dir).assertFullSearchesAgree(Generations.subject(name, size), threads);
    }

    @ParameterizedTest(name = "{0} -> {1} size {2}, {3} threads")
    @CsvSource({"BSTP,RBT,6,1", "BSTP,RBT,6,2", "BST,BSTP,6,2", "BT,BST,6,2", "TreeMap,TreeBag,5,2", "DLLU,DLLS,6,2"})
    void incrementalGenerationsSaveTheSame(String base, String extended, int size, int threads) throws Exception {
        new SwitchDifferential(EVERY, dir).assertIncrementalRunsAgree(base, extended, size, threads);
    }

    /** Where a step changes only fields of a later conjunct, the first conjunct does not run again. */
    @Test
    void aStepThatKeepsTheFirstConjunctsFieldsSkipsIt() {
        Subject subject = Generations.subject(CONJUNCTS + "CountedList", 4);
        assertTrue(subject.canSkipTo(1));
        long jumping = runsOfTheFirstConjunct(subject);
        long every = SwitchDifferential.switchedOn(EVERY, () -> runsOfTheFirstConjunct(subject));
        long explored = Search.over(subject).build().run().explored();
        assertEquals(explored, every, "without jumps the first conjunct runs on every candidate");
        assertTrue(jumping * 2 < every, jumping + " runs of the first conjunct with jumps, " + every + " without");
    }

    /** The conjuncts jumped over count as begun where a full run would begin them: at the stack's size (they push nothing). */
    @Test
    void skippedConjunctsBeginAtTheStacksSize() {
        AccessRecorder rec = new AccessRecorder(6);
        rec.probeConjuncts(4);
        rec.push(3);
        rec.push(1);
        rec.beginCandidate();
        rec.skipConjuncts(2);
        AccessRecorder.conjunct(rec, 2);
        rec.push(5);
        AccessRecorder.conjunct(rec, 3);
        assertEquals(4, rec.conjunctsBegun());
        assertEquals(List.of(2, 2, 2, 3), List.of(rec.heightAt(0), rec.heightAt(1), rec.heightAt(2), rec.heightAt(3)));
    }

    private static long runsOfTheFirstConjunct(Subject subject) {
        System.clearProperty(CountedList.RUNS);
        Search.over(subject).build().run();
        return Long.getLong(CountedList.RUNS, 0L);
    }

    /** Conjuncts that leave something behind for a later one (a field written, a mutable field shared) are never jumped over. */
    @Test
    void conjunctsThatLeaveSomethingBehindAreNotJumpedOver() {
        assertFalse(Generations.subject(ClobberingList.class.getName(), 3).canSkipTo(1), "the first conjunct writes a field");
        assertFalse(Generations.subject(ScratchList.class.getName(), 3).canSkipTo(1), "the first conjunct fills a list held in a field");
        assertFalse(Generations.subject(TallyingList.class.getName(), 3).canSkipTo(1), "the first conjunct, a default method, counts in a static array");
        Subject bst = Generations.subject("BST", 3);
        assertTrue(bst.canSkipTo(1) && bst.canSkipTo(2), "BST's conjuncts make their own work lists");
        Subject rbt = Generations.subject("RBT", 3);
        assertTrue(rbt.canSkipTo(1) && rbt.canSkipTo(4));
    }

    private static Transcript search(SearchBuilder b) {
        Transcript t = new Transcript();
        SearchResult r = b.listener(t).build().run();
        t.explored = r.explored();
        t.valid = r.valid();
        return t;
    }

    /** Every explored candidate with its verdict, every stretch of the conjunct trail and every region, in order. */
    private static final class Transcript implements SearchListener {
        final List<String> events = new ArrayList<>();
        long explored;
        long valid;

        @Override
        public boolean wantsExplored() {
            return true;
        }

        @Override
        public void candidateExplored(int[] candidate, boolean ok) {
            events.add(Structures.formatVector(candidate) + (ok ? " valid" : " invalid"));
        }

        @Override
        public void predicateThrew(int[] candidate, Throwable exception) {
            events.add(Structures.formatVector(candidate) + " threw " + exception.getMessage());
        }

        @Override
        public boolean wantsTrail() {
            return true;
        }

        @Override
        public void conjunctsPassed(int[] candidate, int stretchFrom, int rejectedBy, int[] heights) {
            events.add("stretch " + stretchFrom + " to " + rejectedBy + " " + java.util.Arrays.toString(heights));
        }

        @Override
        public void conjunctReads(int[] firstReadBy) {
            events.add("reads " + java.util.Arrays.toString(firstReadBy));
        }

        @Override
        public boolean wantsRegions() {
            return true;
        }

        @Override
        public void regionCovered(Region region) {
            events.add("region " + java.util.Arrays.toString(region.first()) + " " + region.explored() + " " + region.valid() + " " + region.coveredLog2()
                    + " " + region.rangesBegun());
        }
    }
}
