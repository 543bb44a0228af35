package org.smallscope.engine.tests.bench;

import java.util.List;

import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.Generations;

/**
 * Times a full search of a bundled example in one of three shapes, round after round in one JVM (not a test): the whole
 * space as one range on one thread ({@code whole}), the two-thread plan's pieces one after another on one thread
 * ({@code pieces}), or the engine's two-thread run of those pieces ({@code two}). Run each shape in fresh JVMs,
 * alternating: a fresh JVM compiles each shape differently. Arguments: example, size, rounds, shape (e.g. HeapArray 9 3
 * pieces).
 */
public final class PiecesOrWhole {

    private PiecesOrWhole() {
    }

    /** Prints each round's time and count, and the best time. */
    public static void main(String[] a) {
        Subject subject = Generations.subject(a[0], Integer.parseInt(a[1]));
        int rounds = Integer.parseInt(a[2]);
        String shape = a[3];
        long best = Long.MAX_VALUE;
        for (int r = 0; r < rounds; r++) {
            long t = System.nanoTime();
            SearchResult result = switch (shape) {
                case "whole" -> new ParallelRunner(subject, 1, 0, SearchListener.NONE).runFullSearch();
                case "pieces" -> {
                    List<Range> plan = new ParallelRunner(subject, 2, 0, SearchListener.NONE).planFullSearch();
                    yield new ParallelRunner(subject, 1, 0, SearchListener.NONE).run(plan.iterator(), plan.size(), true, true);
                }
                case "two" -> new ParallelRunner(subject, 2, 0, SearchListener.NONE).runFullSearch();
                default -> throw new IllegalArgumentException("shape: whole, pieces or two, not " + shape);
            };
            long ms = (System.nanoTime() - t) / 1_000_000;
            best = Math.min(best, ms);
            System.out.printf("%s(%s) %s round %d: %d ms, %,d explored, %,d valid%n", a[0], a[1], shape, r + 1, ms, result.explored(),
                    result.valid());
        }
        System.out.println("best " + best + " ms");
    }
}
