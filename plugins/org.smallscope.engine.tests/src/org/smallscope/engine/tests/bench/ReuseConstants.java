package org.smallscope.engine.tests.bench;

import java.nio.file.Files;
import java.nio.file.Path;

import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.Generations;

/**
 * Measures the constants of {@link org.smallscope.engine.incremental.ReuseEstimate} (not a test): the cost of one
 * candidate of a full search, of decoding one stored pair, and of setting up one mixed range, best of four rounds in one
 * JVM. Arguments: base example, extended example, size (a pair whose ranges hold one candidate each, e.g. DLLU DLLS 8).
 */
public final class ReuseConstants {

    private ReuseConstants() {
    }

    /** Prints the three costs in ns and in candidates. */
    public static void main(String[] a) throws Exception {
        String baseName = a[0], extName = a[1];
        int n = Integer.parseInt(a[2]);
        Path dir = Files.createTempDirectory("rc");
        SnapshotStore store = new SnapshotStore(dir);
        Subject base = Generations.subject(baseName, n);
        Subject ext = Generations.subject(extName, n);
        long bestFull = Long.MAX_VALUE, bestDecode = Long.MAX_VALUE, bestIncr = Long.MAX_VALUE;
        long explored = 0, ranges = 0, incrExplored = 0;
        Path snap = null;
        for (int r = 0; r < 4; r++) {
            long t = System.nanoTime();
            var run = new Generation(base, new Generation.Options(store, null, false, 1, 0, "bench")).run(SearchListener.NONE);
            bestFull = Math.min(bestFull, System.nanoTime() - t);
            explored = run.outcome().result().explored();
            snap = run.saved();
            t = System.nanoTime();
            var contents = SnapshotFile.read(snap);
            long[] count = {0};
            contents.forEachPair((cv, next) -> count[0]++);
            bestDecode = Math.min(bestDecode, System.nanoTime() - t);
            ranges = count[0];
            t = System.nanoTime();
            var inc = new Generation(ext, new Generation.Options(null, snap.toString(), true, 1, 0, "bench")).run(SearchListener.NONE);
            bestIncr = Math.min(bestIncr, System.nanoTime() - t);
            incrExplored = inc.outcome().result().explored();
        }
        double cand = (double) bestFull / explored;
        double decode = (double) bestDecode / ranges;
        double perRange = (double) bestIncr / ranges;
        double setup = perRange - decode - cand * incrExplored / ranges;
        System.out.printf("%s(%d) full %d explored %.1f ms -> %.0f ns/candidate; decode %d pairs %.1f ms -> %.0f ns/pair (%.2f candidates);%n"
                + "%s from it: %d ranges, %d explored, %.1f ms -> %.0f ns/range; setup %.0f ns (%.2f candidates)%n",
                baseName, n, explored, bestFull / 1e6, cand, ranges, bestDecode / 1e6, decode, decode / cand,
                extName, ranges, incrExplored, bestIncr / 1e6, perRange, setup, setup / cand);
    }
}
