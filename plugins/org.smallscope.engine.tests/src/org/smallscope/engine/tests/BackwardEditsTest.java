package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.incremental.BackwardPlan;
import org.smallscope.engine.incremental.BackwardRecords;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotHeader;
import org.smallscope.engine.incremental.SnapshotRecorder;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.incremental.SubjectDescriptor;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;

/**
 * Backward edits (issue #11, part 3): a predicate that keeps only the first conjuncts of its base (conjuncts removed from
 * the end, one dropped or changed in the middle, fields dropped with them) searches only the stretches the base run
 * recorded, and its suite equals the full search's candidate for candidate, successors included, on 1 and 2 threads.
 */
class BackwardEditsTest {

    private static final String EDITS = "org.smallscope.engine.tests.edits.";

    @TempDir
    Path dir;

    static Stream<Arguments> pairs() {
        String[][] pairs = {{"DLLS", "DLLU", "7"}, {"TreeSet7", "TreeSet6", "5"}, {"RBT", "BSTP", "6"}, {"BSTP", "BST", "6"}, {"BST", "BT", "6"},
            {"DLLU", "DLL", "7"}, {"TreeBag", "TreeMap", "5"}, {"BST", EDITS + "BSTWithoutSize", "6"}, {"BST", EDITS + "BSTStricterSize", "6"},
            {"RBT", "BT", "5"}, {"DLLS", "DLL", "6"}};
        List<Arguments> all = new ArrayList<>();
        for (String[] p : pairs) {
            for (int threads = 1; threads <= 2; threads++) {
                all.add(Arguments.of(p[0], p[1], Integer.parseInt(p[2]), threads));
            }
        }
        all.add(Arguments.of("DLLS", "DLLU", 3, 1));
        all.add(Arguments.of("RBT", "BSTP", 3, 2));
        return all.stream();
    }

    @ParameterizedTest(name = "{0} -> {1} size {2}, {3} threads")
    @MethodSource("pairs")
    void aWeakenedPredicateSearchesOnlyRecordedStretchesAndGivesTheFullSuite(String base, String weakened, int size, int threads) throws Exception {
        SnapshotStore store = new SnapshotStore(Files.createDirectories(dir.resolve("s")));
        SnapshotStore fullStore = new SnapshotStore(Files.createDirectories(dir.resolve("f")));
        Subject baseSubject = Generations.subject(base, size);
        Generations.generate(baseSubject, store, null, false, threads);
        Subject subject = Generations.subject(weakened, size);

        // forced: some of these weakenings save about nothing, and the estimate would search in full
        Generations.Run backward = Generations.generate(subject, new Generation.Options(store, base, true, threads, 0, "test")
                .withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE);
        Generations.Run full = Generations.generate(subject, fullStore, null, false, 1);

        assertEquals(Mode.INCREMENTAL_BACKWARD, backward.report().outcome().mode(), String.valueOf(backward.report().outcome().fallbackReason()));
        assertEquals(full.suite(), backward.suite());
        assertEquals(Generations.savedPairs(full.report().saved()), Generations.savedPairs(backward.report().saved()), "valid candidates and their successors");
        long explored = backward.report().outcome().result().explored();
        assertTrue(explored <= full.report().outcome().result().explored(), explored + " explored");
        assertTrue(explored >= backward.suite().size());
        if (BackwardPlan.sharedPrefix(baseSubject.conjuncts(), subject.conjuncts()) == subject.conjuncts().size()) {
            // the weakened predicate is the kept prefix itself: every candidate of its stretches is valid, and all are searched
            assertEquals(backward.suite().size(), explored, "one candidate explored per valid one");
        }
    }

    @Test
    void oneAndTwoThreadsAndCheckpointedBatchesRecordTheSameTrail() {
        for (String example : new String[] {"RBT", "DLLS"}) {
            List<List<String>> trails = new ArrayList<>();
            for (int variant = 0; variant < 3; variant++) {
                SnapshotStore store = new SnapshotStore(dir.resolve(example + variant));
                Generation.Options options = new Generation.Options(store, null, false, variant == 0 ? 1 : 2, 0, "test");
                if (variant == 2) {
                    options = new Generation.Options(store, null, false, 1, 0, "test").withCheckpointing(Generation.Checkpointing.KEEP);
                }
                Generations.Run run = Generations.generate(Generations.subject(example, 5), options, SearchListener.NONE);
                trails.add(Generations.savedStretches(SnapshotFile.read(run.report().saved())));
            }
            assertFalse(trails.get(0).isEmpty());
            assertEquals(trails.get(0), trails.get(1), example + ": 1 and 2 threads");
            assertEquals(trails.get(0), trails.get(2), example + ": batches with a checkpoint");
        }
    }

    @Test
    void aSnapshotWithoutConjunctRecordsMeansAFullSearchWithTheReason() throws Exception {
        Subject dlls = Generations.subject("DLLS", 5);
        SnapshotStore store = new SnapshotStore(dir);
        Generations.Run made = Generations.generate(dlls, store, null, false, 1);
        SnapshotFile.Contents contents = SnapshotFile.read(made.report().saved());
        SnapshotRecorder old = new SnapshotRecorder(dlls);
        old.trailLost("as a snapshot from before conjunct records");
        contents.forEachPair((cv, next) -> {
            old.validFound(cv, null, 1);
            old.successorFound(next);
        });
        SnapshotFile.Contents stripped = old.finish(made.report().outcome().result(), "full", "test");
        SnapshotFile.write(made.report().saved(), stripped.header(), stripped.body());
        assertTrue(BackwardRecords.of(SnapshotFile.read(made.report().saved())).isEmpty());

        assertFullSearchBecause("keeps no conjunct records", Generations.subject("DLLU", 5), store, "DLLS");
    }

    @Test
    void newFieldsWithAWeakeningAreRefusedWithTheReason() {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject("BST", 4), store, null, false, 1);

        assertFullSearchBecause("fields: Node.parent is new", Generations.subject(EDITS + "BSTPParentsFirst", 4), store, "BST");
    }

    @Test
    void withoutANamedBaseTheSnapshotOfTheSameClassThatItWeakensIsReused() {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.Run made = Generations.generate(Generations.subject("DLLS", 5), store, null, false, 1);
        Subject dllu = Generations.subject("DLLU", 5);
        // the DLLS snapshot as if an earlier version of class DLLU had made it (its repOk still checked sortedness)
        SnapshotFile.Contents contents = SnapshotFile.read(made.report().saved());
        SnapshotHeader h = contents.header();
        SubjectDescriptor d = h.descriptor();
        SubjectDescriptor earlier = new SubjectDescriptor(dllu.className(), d.simpleName(), d.finitization(), d.args(), d.classes(), d.fields(),
                d.slots(), d.conjuncts(), asMadeBy(d.dependencies(), d.className(), dllu.className()));
        store.save(new SnapshotFile.Contents(new SnapshotHeader(h.format(), h.tool(), h.created(), earlier, h.mode(), h.explored(), h.valid(),
                h.millis(), h.width(), h.sourceModel()), contents.body()));

        Generations.Run run = Generations.generate(dllu, store, null, true, 1);

        assertEquals(Mode.INCREMENTAL_BACKWARD, run.report().outcome().mode(), String.valueOf(run.report().outcome().fallbackReason()));
        assertEquals(120, run.suite().size());
        assertEquals(120, run.report().outcome().result().explored());
    }

    /** @return {@code d} as class {@code to} would have recorded it, had it been class {@code from} */
    private static org.smallscope.engine.incremental.Dependencies asMadeBy(org.smallscope.engine.incremental.Dependencies d, String from,
            String to) {
        String a = from.replace('.', '/');
        String b = to.replace('.', '/');
        java.util.Map<String, String> methods = new java.util.TreeMap<>();
        d.methods().forEach((k, v) -> methods.put(k.replace(a, b), v));
        java.util.Map<String, org.smallscope.engine.internal.ClassFacts.Shape> classes = new java.util.TreeMap<>();
        d.classes().forEach((k, v) -> classes.put(k.replace(a, b), v));
        return new org.smallscope.engine.incremental.Dependencies(methods, classes, d.statics(), d.incomplete());
    }

    /** Runs {@code subject} from {@code base}: a full search whose reason says {@code reason}, and the full suite. */
    private static void assertFullSearchBecause(String reason, Subject subject, SnapshotStore store, String base) {
        Generations.Run run = Generations.generate(subject, store, base, true, 1);

        assertEquals(Mode.FULL, run.report().outcome().mode());
        assertTrue(run.report().outcome().fallbackReason().contains(reason), run.report().outcome().fallbackReason());
        assertEquals(Generations.generate(subject, null, null, false, 1).suite(), run.suite());
    }

    @Test
    void aHelperHoldingAConjunctAndCalledTwiceTurnsTheProbesOffAndSaysWhy() {
        Subject twice = Generations.subject(EDITS + "BSTSizeCheckedTwice", 4);
        SnapshotStore store = new SnapshotStore(dir);
        Generations.Run made = Generations.generate(twice, store, null, false, 1);

        assertEquals(0, twice.probedConjuncts());
        assertTrue(twice.probeRefusal().contains("sizeAndOrders()Z") && twice.probeRefusal().contains("called from 2 places"), twice.probeRefusal());
        assertTrue(BackwardRecords.of(SnapshotFile.read(made.report().saved())).isEmpty());
        assertEquals(3, Generations.subject("BST", 4).probedConjuncts());
    }
}
