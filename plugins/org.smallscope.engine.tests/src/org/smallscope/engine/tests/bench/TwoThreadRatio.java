package org.smallscope.engine.tests.bench;

import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.Generations;

/**
 * Times a full search of a bundled example on one thread and then on two, alternating in one JVM (not a test): the
 * engine's own scaling, apart from what a fresh JVM's compiled code makes of each path. Arguments: example, size,
 * rounds (e.g. HeapArray 9 4).
 */
public final class TwoThreadRatio {

    private TwoThreadRatio() {
    }

    /** Prints, per round, both times and their ratio. */
    public static void main(String[] a) throws Exception {
        Subject subject = Generations.subject(a[0], Integer.parseInt(a[1]));
        int rounds = Integer.parseInt(a[2]);
        for (int r = 0; r < rounds; r++) {
            long t = System.nanoTime();
            SearchResult one = Search.over(subject).build().run();
            long oneNanos = System.nanoTime() - t;
            t = System.nanoTime();
            SearchResult two = new ParallelRunner(subject, 2, 0, SearchListener.NONE).runFullSearch();
            long twoNanos = System.nanoTime() - t;
            if (one.explored() != two.explored() || one.valid() != two.valid()) {
                throw new AssertionError("one and two threads differ: " + one.explored() + "/" + one.valid() + " against " + two.explored() + "/"
                        + two.valid());
            }
            System.out.printf("%s(%s) round %d: one thread %d ms, two threads %d ms, %.2fx (%,d explored)%n", a[0], a[1], r + 1, oneNanos / 1_000_000,
                    twoNanos / 1_000_000, oneNanos / (double) twoNanos, one.explored());
        }
    }
}
