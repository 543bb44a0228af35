package org.smallscope.spark.bench;

import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.examples.Examples;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Expected speedup of a generation on a Spark cluster, from measured batch costs (docs/benchmarks.md): times the
 * one-thread full search, then for each cluster size cuts the run as for that many executors, times every batch on
 * this machine and simulates list scheduling with in-order reporting ({@link ListSchedule}).
 *
 * <pre>java ... ScalingSimulation BSTP 10 [base|-] [overhead-ms] [one-thread-seconds|-] [growth-explored] [growth-valid]</pre>
 * (base: an example, e.g. BST, for an incremental run; one-thread-seconds: the full search's time if already measured;
 * the growths per size extrapolate to the next two sizes by scaling every batch's costs, the cut staying the same)
 */
public final class ScalingSimulation {

    private static final int[] EXECUTORS = {1, 8, 16, 64};

    private ScalingSimulation() {
    }

    public static void main(String[] args) throws Exception {
        String example = args[0];
        int size = Integer.parseInt(args[1]);
        String base = args.length > 2 && !args[2].equals("-") ? args[2] : null;
        long overhead = (long) (Double.parseDouble(args.length > 3 ? args[3] : "5") * 1e6);
        Subject subject = load(example, size);
        Path store = Files.createTempDirectory("smallscope-sim");
        long sequential = args.length > 4 && !args[4].equals("-") ? (long) (Double.parseDouble(args[4]) * 1e9) : timeFullSearch(subject);
        String what = base == null ? example + "(" + size + ") full" : base + "->" + example + "(" + size + ") incremental";
        System.out.printf(Locale.ROOT, "%s: one-thread full search %.2f s; task overhead %.1f ms%n", what, sequential / 1e9, overhead / 1e6);
        // growth per size: of the explored candidates (Table II, BSTP 10 -> 11: x7.7) and of the valid ones (Catalan: x3.5)
        double growExplored = args.length > 5 ? Double.parseDouble(args[5]) : 7.7;
        double growValid = args.length > 6 ? Double.parseDouble(args[6]) : 3.5;
        System.out.println("| executors | batches | cut (driver) s | sum of batch times s | reporting s | simulated run s | speedup over one thread"
                + " | extrapolated: size +1 | size +2 |");
        System.out.println("|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        if (base != null) {
            new Generation(load(base, size), new Generation.Options(new SnapshotStore(store), null, false, 2, 0, "sim")).run(SearchListener.NONE);
        }
        for (int executors : EXECUTORS) {
            CostRecorder recorder = new CostRecorder(Math.max(2, executors));
            long start = System.nanoTime();
            run(subject, store, base, recorder);
            List<CostRecorder.Cost> costs = recorder.finish();
            long cut = recorder.executeNanos() - start;
            List<Long> search = costs.stream().map(CostRecorder.Cost::searchNanos).toList();
            List<Long> report = costs.stream().map(CostRecorder.Cost::reportNanos).toList();
            long span = cut + ListSchedule.makespan(search, report, executors, overhead, 4 * executors);
            String[] later = new String[2];
            for (int k = 1; k <= 2; k++) {
                double e = Math.pow(growExplored, k);
                double v = Math.pow(growValid, k);
                long scaled = (long) (cut * e) + ListSchedule.makespan(search.stream().map(t -> (long) (t * e)).toList(),
                        report.stream().map(t -> (long) (t * v)).toList(), executors, overhead, 4 * executors);
                later[k - 1] = String.format(Locale.ROOT, "%.0f s, %.1fx", scaled / 1e9, sequential * e / scaled);
            }
            System.out.printf(Locale.ROOT, "| %d | %d | %.2f | %.2f | %.2f | %.3f | %.1fx | %s | %s |%n", executors, costs.size(), cut / 1e9,
                    search.stream().mapToLong(Long::longValue).sum() / 1e9, report.stream().mapToLong(Long::longValue).sum() / 1e9,
                    span / 1e9, (double) sequential / span, later[0], later[1]);
        }
    }

    private static long timeFullSearch(Subject subject) {
        long t0 = System.nanoTime();
        SearchResult r = new org.smallscope.engine.search.parallel.ParallelRunner(subject, 1, 0, SearchListener.NONE).runFullSearch();
        if (r.outcome() != Outcome.COMPLETED) {
            throw new IllegalStateException("the full search did not complete: " + r.outcome());
        }
        return System.nanoTime() - t0;
    }

    /** Runs the generation (incremental from the snapshot of {@code base} in {@code store} if given) on {@code recorder}. */
    private static void run(Subject subject, Path store, String base, CostRecorder recorder) {
        Generation.Report report = new Generation(subject, new Generation.Options(new SnapshotStore(store), base, base != null, 1, 0, "sim")
                .executingOn(recorder)).run(SearchListener.NONE);
        if (report.outcome().result().outcome() != Outcome.COMPLETED || (base != null) != (report.base() != null)) {
            throw new IllegalStateException("the run did not go as asked: " + report.outcome());
        }
    }

    private static Subject load(String example, int size) {
        String className = Examples.className(example).orElseThrow();
        try {
            return SubjectLoader.load(SubjectRequest.of(Class.forName(className), size));
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(className, e);
        }
    }
}
