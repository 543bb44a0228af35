package org.smallscope.engine.tests.bench;

import java.nio.file.Path;

import org.smallscope.engine.incremental.IncrementalGenerator;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.Generations;

/**
 * Times incremental runs of a bundled example from a saved snapshot, round after round in one JVM (not a test), for
 * profiling the per-range cost without the base run. Arguments: example, size, snapshot file, rounds, and optionally
 * threads (default 1; e.g. DLLS 10 .smallscope/DLLU-10-....snapshot 8 2).
 */
public final class IncrementalRounds {

    private IncrementalRounds() {
    }

    /** Prints each round's time and the best. */
    public static void main(String[] a) throws Exception {
        Subject subject = Generations.subject(a[0], Integer.parseInt(a[1]));
        SnapshotFile.Contents base = SnapshotFile.read(Path.of(a[2]));
        long best = Long.MAX_VALUE;
        StringBuilder rounds = new StringBuilder();
        int threads = a.length > 4 ? Integer.parseInt(a[4]) : 1;
        for (int r = 0, n = Integer.parseInt(a[3]); r < n; r++) {
            long t = System.nanoTime();
            IncrementalGenerator.Result run = new IncrementalGenerator(subject, threads, 0).fromBase(base, SearchListener.NONE);
            long ms = (System.nanoTime() - t) / 1_000_000;
            best = Math.min(best, ms);
            rounds.append(rounds.length() == 0 ? "" : ", ").append(ms);
            if (r == 0) {
                System.out.printf("%s(%s) from %s: %s, %,d explored%n", a[0], a[1], a[2], run.mode(), run.result().explored());
            }
        }
        System.out.println("rounds (ms): " + rounds + "; best " + best + " ms");
    }
}
