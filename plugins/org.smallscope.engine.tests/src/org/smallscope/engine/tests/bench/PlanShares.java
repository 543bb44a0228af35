package org.smallscope.engine.tests.bench;

import java.util.Arrays;
import java.util.List;

import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchBuilder;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

/**
 * Shows how evenly a parallel full search's plan shares the work (not a test): plans a bundled example as
 * {@code generate --threads <t>} would, searches each piece alone (twice, timing the second pass), and prints the pieces
 * holding the most candidates with their place in the plan, and how much faster than one worker the plan would end on
 * {@code t} workers taking batches in order, each candidate costing the same or each piece the time it took here.
 * Arguments: example, size, threads (default 2).
 */
public final class PlanShares {

    private PlanShares() {
    }

    /** Prints the plan's size and planning time, its six largest pieces, the share of its last tenth, and both simulations. */
    public static void main(String[] a) throws ClassNotFoundException {
        String example = a[0];
        int size = Integer.parseInt(a[1]);
        int threads = a.length > 2 ? Integer.parseInt(a[2]) : 2;
        String className = org.smallscope.examples.Examples.className(example)
                .orElseThrow(() -> new IllegalArgumentException("no bundled example " + example));
        Subject subject = SubjectLoader.load(SubjectRequest.of(Class.forName(className), size));
        long start = System.nanoTime();
        List<Range> plan = new ParallelRunner(subject, threads, 0, SearchListener.NONE).planFullSearch();
        long planned = System.nanoTime() - start;
        long[] explored = new long[plan.size()];
        long[] nanos = new long[plan.size()];
        long total = 0;
        for (int round = 0; round < 2; round++) { // the second round's times, once the search is compiled
            total = 0;
            for (int i = 0; i < plan.size(); i++) {
                Range piece = plan.get(i);
                if (piece.to() != null) {
                    continue; // empty: the generators reject all of it
                }
                SearchBuilder b = Search.over(subject).from(piece.from());
                if (piece.subtreePrefix() != null) {
                    b.subtree(piece.subtreePrefix());
                }
                long began = System.nanoTime();
                explored[i] = b.build().run().explored();
                nanos[i] = System.nanoTime() - began;
                total += explored[i];
            }
        }
        System.out.printf("%s(%d), %d threads: %d pieces planned in %.1f ms, %,d candidates%n", example, size, threads, plan.size(),
                planned / 1e6, total);
        Integer[] order = new Integer[plan.size()];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, (x, y) -> Long.compare(explored[y], explored[x]));
        for (int k = 0; k < Math.min(6, order.length); k++) {
            int i = order[k];
            System.out.printf("  piece %d of %d: %,d (%.1f%%), fixed %s, first %s%n", i + 1, plan.size(), explored[i],
                    100.0 * explored[i] / total, Arrays.toString(plan.get(i).subtreePrefix()), Arrays.toString(plan.get(i).from()));
        }
        long tail = 0;
        for (int i = plan.size() - plan.size() / 10; i < plan.size(); i++) {
            tail += explored[i];
        }
        System.out.printf("  the last tenth of the pieces holds %.1f%%%n", 100.0 * tail / total);
        System.out.printf("  %d workers taking batches in order, a candidate for a unit of time: %.2fx one worker%n", threads,
                (double) total / makespan(explored, threads));
        System.out.printf("  the same, each piece taking the time it took here on one thread: %.2fx%n",
                (double) Arrays.stream(nanos).sum() / makespan(nanos, threads));
    }

    /**
     * @return when the last of {@code workers} ends if each takes the next batch as soon as it is free, piece {@code i}
     *         costing {@code cost[i]}; batches of as many pieces as {@code ParallelRunner} puts in one for a plan of this size
     */
    static long makespan(long[] cost, int workers) {
        int batch = (int) Math.max(1, Math.min(4096, cost.length / (workers * 64L)));
        long[] free = new long[workers];
        for (int from = 0; from < cost.length; from += batch) {
            int next = 0;
            for (int w = 1; w < workers; w++) {
                if (free[w] < free[next]) {
                    next = w;
                }
            }
            for (int i = from; i < Math.min(cost.length, from + batch); i++) {
                free[next] += cost[i];
            }
        }
        return Arrays.stream(free).max().orElse(0);
    }
}
