package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.incremental.Compatibility;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;

/**
 * An incremental run with fewer mixed ranges than its workers can share cuts them into subtrees over the new fields;
 * the cut run must explore exactly the candidates of the uncut one and save the same snapshot: the same valid
 * candidates, each with the same successor, in the same order.
 */
class MixedRangeCutTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} -> {1} size {2}, {3} threads")
    @CsvSource({"DLL, DLLU, 6, 2", "DLL, DLLU, 7, 3", "BST, BSTP, 5, 2", "BSTP, RBT, 6, 2", "BT, BST, 5, 3", "DLLU, DLLS, 5, 2",
        "TreeMap, TreeBag, 5, 2"})
    void cutRangesGiveTheUncutRunsSnapshot(String base, String extended, int size, int threads) {
        SnapshotStore bases = new SnapshotStore(dir.resolve("base"));
        Generations.generate(Generations.subject(base, size), bases, null, false, 1);
        Generations.Run uncut = incremental(bases, extended, size, 1, "one");
        Generations.Run cut = incremental(bases, extended, size, threads, "cut");

        assertEquals(Mode.INCREMENTAL, cut.report().outcome().mode(), String.valueOf(cut.report().outcome().fallbackReason()));
        assertEquals(uncut.report().outcome().result().explored(), cut.report().outcome().result().explored());
        assertEquals(uncut.suite(), cut.suite());
        assertEquals(pairs(uncut), pairs(cut), "every valid candidate keeps its successor");
    }

    @ParameterizedTest(name = "{0} threads")
    @CsvSource({"2", "4"})
    void theOneRangeOfDllToDlluIsCutIntoManyPieces(int threads) {
        SnapshotStore bases = new SnapshotStore(dir.resolve("base"));
        Generations.generate(Generations.subject("DLL", 7), bases, null, false, 1);
        SnapshotFile.Contents base = SnapshotFile.read(bases.list().get(0).file());
        Subject dllu = Generations.subject("DLLU", 7);
        Compatibility verdict = Compatibility.check(base.header().descriptor(), dllu);
        List<Range> ranges = new ArrayList<>();
        base.pairs(verdict.baseSlotOf()).forEachRemaining(p -> ranges.add(new Range(p[0], p[1], null, verdict.newSlots())));

        List<Range> pieces = new ParallelRunner(dllu, threads, 0, SearchListener.NONE).cutMixedRanges(ranges);

        assertEquals(1, ranges.size(), "DLL has one valid list per size");
        assertTrue(pieces.size() >= threads * 16, pieces.size() + " pieces");
        assertEquals(Structures.formatVector(ranges.get(0).from()), Structures.formatVector(pieces.get(0).from()));
        assertEquals(Structures.formatVector(ranges.get(0).to()), Structures.formatVector(pieces.get(pieces.size() - 1).to()));
    }

    private Generations.Run incremental(SnapshotStore bases, String extended, int size, int threads, String store) {
        SnapshotStore out = new SnapshotStore(dir.resolve(store + threads));
        Path baseFile = bases.list().get(0).file();
        return Generations.generate(Generations.subject(extended, size), out, baseFile.toString(), true, threads);
    }

    /** @return the saved snapshot's (valid candidate, successor) pairs as text */
    private static List<String> pairs(Generations.Run run) {
        List<String> lines = new ArrayList<>();
        SnapshotFile.read(run.report().saved()).forEachPair((cv, next) -> lines.add(Structures.formatVector(cv) + " -> "
                + (next == null ? "end" : Structures.formatVector(next))));
        return lines;
    }
}
