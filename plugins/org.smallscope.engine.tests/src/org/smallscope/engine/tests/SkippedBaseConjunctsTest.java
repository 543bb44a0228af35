package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Subject;

/**
 * An incremental run whose predicate adds conjuncts after the base's (same code, no new field) runs only the new ones on
 * the stored candidates when the base read every field of each (issue #12): differential against running all of repOk
 * ({@code -Dsmallscope.igen.allConjuncts=true}), explored count, suite, saved pairs and conjunct trail alike, on 1 and 2
 * threads, for the pairs where it applies and those where it must not; and the facts it rests on, checked directly.
 */
class SkippedBaseConjunctsTest {

    private static final String ALL = "smallscope.igen.allConjuncts";
    private static final String EVERYDAY = "org.smallscope.engine.tests.everyday.edits.";

    @TempDir
    Path dir;

    static Stream<Arguments> pairs() {
        String[][] pairs = {{"DLLU", "DLLS", "6"}, {"DLLU", "DLLS", "7"}, {"DLL", "DLLU", "6"}, {"BSTP", "RBT", "6"}, {"BT", "BST", "6"},
            {"TreeMap", "TreeBag", "5"}, {"ArrayList", EVERYDAY + "ArrayListNoDuplicates", "4"}};
        return Stream.of(pairs).flatMap(p -> Stream.of(1, 2).map(t -> Arguments.of(p[0], p[1], Integer.parseInt(p[2]), t)));
    }

    @ParameterizedTest(name = "{0} -> {1} size {2}, {3} threads")
    @MethodSource("pairs")
    void skippingTheBaseConjunctsSavesWhatRunningThemSaves(String base, String extended, int size, int threads) throws Exception {
        new SwitchDifferential(ALL, dir).assertIncrementalRunsAgree(base, extended, size, threads);
    }

    @Test
    void aBaseThatReadEveryFieldOfEveryValidListSaysSoAndOneThatDidNotSaysNothing() throws Exception {
        SnapshotStore store = new SnapshotStore(Files.createDirectories(dir.resolve("store")));
        Subject dllu = Generations.subject("DLLU", 6);
        Path full = Generations.generate(dllu, store, null, false, 2).report().saved();
        // every valid DLLU list holds all its entries, each read; its second conjunct begins below the elements it reads
        assertEquals(2, SnapshotFile.read(full).header().fullReads());
        Path smaller = Generations.generate(Generations.subject("DLL", 6), store, null, false, 1).report().saved();
        assertNull(SnapshotFile.read(smaller).header().fullReads(), "DLL keeps lists shorter than 6 entries, whose spare entries are never read");
        Path dlls = Generations.generate(Generations.subject("DLLS", 6), store, null, false, 1).report().saved();
        // the third conjunct begins with every field on the stack, above the last non-zero one
        assertEquals(2, SnapshotFile.read(dlls).header().fullReads());
    }

    @Test
    void repOkFromAConjunctJumpsOverTheOnesBefore() throws Throwable {
        Subject dlls = Generations.subject("DLLS", 4);
        assertTrue(dlls.canSkipTo(1));
        assertTrue(dlls.canSkipTo(2));
        assertFalse(dlls.canSkipTo(0));
        assertFalse(dlls.canSkipTo(3));
        CandidateHeap heap = dlls.newHeap();
        int[] cv = new int[dlls.vectorLength()];
        Slot size = dlls.slots().stream().filter(s -> s.name().endsWith("size")).findFirst().orElseThrow();
        assertEquals(1, size.domain().size(), "DLLS(4) has one size, 4");
        heap.writeChanged(cv); // no header but a size of 4: not a list, yet nothing is unsorted or repeated
        assertFalse(heap.repOk());
        assertTrue(heap.repOkFrom(1), "elementsUnique() && elementsSorted() hold on an empty chain");
        assertTrue(heap.repOkFrom(2));
        assertFalse(heap.repOk(), "the jump is taken once, on the call it was asked for");
    }
}
