package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.Conjunct;
import org.smallscope.engine.incremental.Compatibility;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.incremental.SubjectDescriptor;
import org.smallscope.examples.PaperTables;

/**
 * iGen against full generation: for every adjacent pair the incremental suite equals the full suite of
 * the extended subject candidate for candidate, Table III's savings are reproduced, and edits the
 * compatibility check must refuse are refused with the right reason and still give the exact suite.
 */
class IncrementalGenerationTest {

    @TempDir
    Path dir;

    static Stream<Arguments> pairsAndSizes() {
        String[][] pairs = {{"BT", "BST"}, {"BST", "BSTP"}, {"BSTP", "RBT"}, {"DLL", "DLLU"}, {"DLLU", "DLLS"}, {"TreeSet6", "TreeSet7"},
            {"TreeMap", "TreeBag"}, {"BST", "BSTPGuards"}};
        return Stream.of(pairs).flatMap(p -> IntStream.rangeClosed(1, 7).mapToObj(n -> Arguments.of(p[0], p[1], n)));
    }

    @ParameterizedTest(name = "{0} -> {1} size {2}")
    @MethodSource("pairsAndSizes")
    void incrementalSuiteEqualsFullSuite(String base, String extended, int size) {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject(base, size), store, null, false, 1);
        Subject ext = Generations.subject(extended, size);

        Generations.Run incremental = Generations.generate(ext, store, base, true, 2);
        Generations.Run full = Generations.generate(ext, null, null, false, 1);

        assertEquals(Mode.INCREMENTAL, incremental.report().outcome().mode(), String.valueOf(incremental.report().outcome().fallbackReason()));
        assertEquals(full.suite(), incremental.suite());
        assertTrue(incremental.report().outcome().result().explored() <= full.report().outcome().result().explored());
        assertNotNull(incremental.report().saved(), "the incremental suite is saved in turn");
    }

    static Stream<Arguments> tableIIICells() {
        int max = Integer.getInteger("smallscope.oracle.maxSize", 8);
        return Stream.of(PaperTables.pairs()).flatMap(p -> IntStream.rangeClosed(PaperTables.MIN_SIZE, max).mapToObj(n -> Arguments.of(p, n)));
    }

    @ParameterizedTest(name = "{0} size {1}")
    @MethodSource("tableIIICells")
    void exploredCountsReproduceTableIII(String pair, int size) {
        String[] names = pair.split("->");
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject(names[0], size), store, null, false, 1);

        Generations.Run run = Generations.generate(Generations.subject(names[1], size), store, names[0], true, 1);

        long full = PaperTables.explored(names[1], size).orElseThrow();
        double saved = 100.0 * (1 - (double) run.report().outcome().result().explored() / full);
        double expected = PaperTables.savings(pair, size).orElseThrow();
        if (expected < 0) {
            assertTrue(saved < 0.01, "saved " + saved);
        } else {
            assertEquals(String.format(Locale.ROOT, "%.2f", expected), String.format(Locale.ROOT, "%.2f", saved));
        }
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "BST | org.smallscope.engine.tests.edits.BSTReordered    | properties: base conjunct isAcyclic() moved from position 1 to 2",
        "BST | org.smallscope.engine.tests.edits.BSTEarlyTrue    | repOk returns true early at line 15: not a conjunction",
        "BST | org.smallscope.engine.tests.edits.BSTWiderKeys    | bounds: Node.info was ints[0, 1, 2, 3] in the base, now ints[0, 1, 2, 3, 4]",
        "BST | org.smallscope.engine.tests.edits.BSTPParentsFirst | properties: new conjunct parentsOk() (line"})
    void incompatibleEditsAreRefusedAndStillGiveTheExactSuite(String base, String edited, String reason) {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject(base, 4), store, null, false, 1);
        Subject subject = Generations.subject(edited, 4);

        Generations.Run run = Generations.generate(subject, store, base, true, 2);

        assertEquals(Mode.FULL, run.report().outcome().mode());
        String why = run.report().outcome().fallbackReason();
        assertNotNull(why);
        assertTrue(why.contains(reason), why);
        assertEquals(Generations.generate(subject, null, null, false, 1).suite(), run.suite());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "BT   | isAcyclic() sizeOk()",
        "BSTP | isAcyclic() sizeOk() ordersOk() parentsOk()",
        "BSTPGuards | isAcyclic() sizeOk() ordersOk() parentsOk()",
        "RBT  | isAcyclic() sizeOk() ordersOk() parentsOk() colorsOk()",
        "DLLS | isStructOk() elementsUnique() elementsSorted()"})
    void repOkIsSplitIntoItsConjunctsWhicheverCompilerBuiltIt(String example, String conjuncts) {
        Subject subject = Generations.subject(example, 3);

        String names = String.join(" ", subject.conjuncts().stream().map(org.smallscope.engine.Conjunct::name).toList());

        assertEquals(conjuncts, names);
    }

    @Test
    void bstpWithGuardClausesReusesABstSnapshotAsBstpDoes() {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject("BST", 8), store, null, false, 1);

        Generations.Run guards = Generations.generate(Generations.subject("BSTPGuards", 8), store, "BST", true, 1);
        Generations.Run ands = Generations.generate(Generations.subject("BSTP", 8), store, "BST", true, 1);

        assertEquals(Mode.INCREMENTAL, guards.report().outcome().mode(), String.valueOf(guards.report().outcome().fallbackReason()));
        assertEquals(1430, guards.report().outcome().result().valid());
        assertEquals(ands.report().outcome().result().explored(), guards.report().outcome().result().explored());
        assertEquals(92_950, guards.report().outcome().result().explored());
        assertEquals(ands.suite(), guards.suite());
    }

    @Test
    void aSnapshotWithConjunctsHashedTheOldWayIsRefusedAsOlder() {
        SubjectDescriptor bst = SnapshotFile.read(Generations.generate(Generations.subject("BST", 4), new SnapshotStore(dir), null, false, 1)
                .report().saved()).header().descriptor();
        List<Conjunct> v1 = bst.conjuncts().stream().map(c -> new Conjunct(c.name(), c.hash().substring(Conjunct.HASH_SCHEME.length()), c.line()))
                .toList();
        SubjectDescriptor old = new SubjectDescriptor(bst.className(), bst.simpleName(), bst.finitization(), bst.args(), bst.classes(),
                bst.fields(), bst.slots(), v1);

        Compatibility fresh = Compatibility.check(bst, Generations.subject("BSTP", 4));
        Compatibility refused = Compatibility.check(old, Generations.subject("BSTP", 4));

        assertTrue(fresh.compatible(), fresh.reasons().toString());
        assertEquals(List.of("properties: snapshot made by an older Smallscope (conjunct hashes v1); its conjuncts cannot be compared with "
                + "this version's (v2)"), refused.reasons());
    }

    @Test
    void aReadOrderThatBreaksMixedRangesIsSearchedAsPinnedStretchesWhenReuseIsForced() {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject("org.smallscope.engine.tests.edits.BSTKeysUnchecked", 4), store, null, false, 1);
        Subject bst = Generations.subject("BST", 4);
        Generations.Run full = Generations.generate(bst, null, null, false, 1);

        Generations.Run chosen = Generations.generate(bst, store, "BSTKeysUnchecked", true, 2);
        Generations.Run forced = Generations.generate(bst, new org.smallscope.engine.incremental.Generation.Options(store, "BSTKeysUnchecked", true, 2,
                0, "test").withPolicy(org.smallscope.engine.incremental.ReuseEstimate.Policy.ALWAYS), org.smallscope.engine.search.SearchListener.NONE);

        // every key assignment of every shape is stored: replaying them is estimated dearer than searching
        assertEquals(Mode.FULL, chosen.report().outcome().mode());
        assertEquals(org.smallscope.engine.incremental.ReuseEstimate.Choice.FULL, chosen.report().outcome().estimate().chosen());
        assertTrue(chosen.report().outcome().fallbackReason().contains("is estimated cheaper than replaying 3,584 stored candidates"),
                chosen.report().outcome().fallbackReason());
        assertEquals(full.suite(), chosen.suite());
        // forced, the keys the new conjunct reads in preorder are searched within each shape's stretch: no refusal
        assertEquals(Mode.INCREMENTAL, forced.report().outcome().mode(), String.valueOf(forced.report().outcome().fallbackReason()));
        assertEquals(14, forced.report().outcome().mixedRanges(), "one floor-pinned stretch per shape");
        assertEquals(full.suite(), forced.suite());
        assertTrue(forced.report().outcome().result().explored() < full.report().outcome().result().explored());
    }

    @Test
    void anUnchangedSubjectSearchesAgainButReplaysItsSnapshotWhenNamed() {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.Run first = Generations.generate(Generations.subject("RBT", 6), store, null, true, 1);

        Generations.Run again = Generations.generate(Generations.subject("RBT", 6), store, null, true, 2);
        Generations.Run replay = Generations.generate(Generations.subject("RBT", 6), store, "RBT", true, 2);

        assertNull(first.report().base());
        assertEquals(Mode.FULL, again.report().outcome().mode());
        assertEquals(54_117, again.report().outcome().result().explored());
        assertEquals(Mode.INCREMENTAL, replay.report().outcome().mode());
        assertEquals(first.suite(), replay.suite());
        assertEquals(20, replay.report().outcome().result().explored());
    }

    @Test
    void theNewestCompatibleSnapshotOfTheSameClassIsReusedByDefault() {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject("org.smallscope.engine.tests.edits.BSTKeysUnchecked", 5), store, null, true, 1);
        Generations.generate(Generations.subject("BST", 5), store, null, true, 1);

        Generations.Run run = Generations.generate(Generations.subject("org.smallscope.engine.tests.edits.BSTKeysUnchecked", 5), store, null,
                true, 1);

        assertEquals(Mode.FULL, run.report().outcome().mode(), "BST's snapshot is of another class");
        assertNull(run.report().base());
    }

    @ParameterizedTest(name = "{0} threads")
    @CsvSource({"1", "2", "3"})
    void threadCountDoesNotChangeTheSuite(int threads) {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject("BSTP", 6), store, null, false, 1);

        Generations.Run run = Generations.generate(Generations.subject("RBT", 6), store, "BSTP", true, threads);

        assertEquals(Generations.generate(Generations.subject("RBT", 6), null, null, false, 1).suite(), run.suite());
        assertEquals(4264, run.report().outcome().result().explored());
    }
}
