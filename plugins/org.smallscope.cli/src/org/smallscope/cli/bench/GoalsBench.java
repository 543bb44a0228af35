package org.smallscope.cli.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import org.smallscope.cli.commands.MachineInfo;
import org.smallscope.cli.output.TextTable;
import org.smallscope.cli.output.VersionProvider;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.examples.Examples;

/**
 * {@code bench --goals}: issue #44's goals measured in one table. Per example, the largest scope the Korat-exact search
 * finishes within the budget, and at it both modes' counts, one-thread process CPU and two-thread wall time, each in a fresh
 * JVM ({@link GoalsChild}); then the fixed cost of a CLI run and AVL trees at scope 11 on two threads.
 */
final class GoalsBench {

    /** The AVL and red-black trees among the examples (the goal of 100x fewer explored). */
    static final List<String> TREES = List.of("AvlTree", "AvlHeights", "RBT", "RedBlackTree", "TreeMap", "TreeSet6", "TreeSet7", "TreeBag");

    /** The goals' thresholds. */
    static final double CPU_GOAL = 5;
    static final double WALL_GOAL = 10;
    static final double TREE_GOAL = 100;
    static final double AVL_GOAL_SECONDS = 60;
    static final double FIXED_COST_GOAL_SECONDS = 0.4;
    /** Two threads against one (Korat-exact, wall time), asked of every example whose one-thread search takes 5-60 s. */
    static final double TWO_THREAD_GOAL = 1.8;
    static final double TWO_THREAD_FROM_SECONDS = 5;
    static final double TWO_THREAD_TO_SECONDS = 60;
    static final String AVL_EXAMPLE = "AvlTree";
    static final int AVL_SCOPE = 11;

    /** What the bench is asked: the examples, the budget per search in seconds, and how the child JVMs run. */
    record Settings(List<String> examples, int budgetSeconds, int maxScope, String classPath, int fixedCostRuns, int avlTimeoutSeconds) {
    }

    /**
     * One search in a child JVM: its counts, the child's search time and process CPU time, and the parent's wall time of the
     * process; {@code problem} says why there is no result (over the time limit, an error), null when it completed.
     */
    record Run(int scope, long explored, long valid, long searchNanos, long cpuNanos, long wallNanos, String problem) {

        static Run failed(int scope, String problem) {
            return new Run(scope, 0, 0, 0, 0, 0, problem);
        }

        boolean ok() {
            return problem == null;
        }
    }

    /** An example's row: the largest scope of the Korat-exact search within the budget (null if none), why not one more, and the four measured runs. */
    record Row(String example, Run largest, String next, Run exact1, Run ahead1, Run exact2, Run ahead2) {

        boolean complete() {
            return largest != null && exact1.ok() && ahead1.ok() && exact2.ok() && ahead2.ok();
        }

        boolean mismatch() {
            return complete() && !(exact1.valid() == ahead1.valid() && exact1.valid() == exact2.valid() && exact1.valid() == ahead2.valid());
        }

        double fewer() {
            return ratio(exact1.explored(), ahead1.explored());
        }

        double lessCpu() {
            return ratio(exact1.cpuNanos(), ahead1.cpuNanos());
        }

        double lessWall() {
            return ratio(exact2.wallNanos(), ahead2.wallNanos());
        }

        /** @return the Korat-exact search's wall time on one thread over its wall time on two (each a fresh JVM) */
        double twoThreads() {
            return ratio(exact1.wallNanos(), exact2.wallNanos());
        }

        /** @return whether the two-thread goal asks this row: its Korat-exact search on one thread took 5-60 s (wall) */
        boolean twoThreadSized() {
            return exact1.wallNanos() >= TWO_THREAD_FROM_SECONDS * 1e9 && exact1.wallNanos() <= TWO_THREAD_TO_SECONDS * 1e9;
        }

        /** @return why the row has no ratios, or null */
        String problem() {
            if (largest == null) {
                return next;
            }
            for (Run r : List.of(exact1, ahead1, exact2, ahead2)) {
                if (!r.ok()) {
                    return r.problem();
                }
            }
            return null;
        }
    }

    /** The fixed cost of a CLI run: the median process CPU and wall time of {@code runs} runs, or why it is unknown. */
    record FixedCost(int runs, long medianCpuNanos, long medianWallNanos, String problem) {
    }

    /** All that was measured, with the machine's state before and after. */
    record Result(Settings settings, List<Row> rows, FixedCost fixedCost, Run avl, String loadBefore, String loadAfter, Instant started, Instant ended) {

        long mismatches() {
            return rows.stream().filter(Row::mismatch).count();
        }
    }

    private final Settings settings;
    private final PrintStream out;
    private final BooleanSupplier stop;

    GoalsBench(Settings settings, PrintStream out, BooleanSupplier stop) {
        this.settings = settings;
        this.out = out;
        this.stop = stop;
    }

    /** @return the examples {@code bench --goals} measures by default: every bundled repOk example (not the generator programs) */
    static List<String> defaultExamples() {
        return List.copyOf(Examples.all().keySet());
    }

    /** Measures every example, the fixed cost and the AVL goal; progress goes to the output as it comes. */
    Result measure() {
        Instant started = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        String loadBefore = MachineInfo.loadAverage();
        List<Row> rows = new ArrayList<>();
        for (String example : settings.examples()) {
            if (stop.getAsBoolean()) {
                break;
            }
            rows.add(row(example));
        }
        FixedCost fixed = stop.getAsBoolean() ? new FixedCost(0, 0, 0, "interrupted") : fixedCost();
        Run avl = settings.avlTimeoutSeconds() <= 0 ? Run.failed(AVL_SCOPE, "not measured (--avl-timeout 0)")
                : search(AVL_EXAMPLE, AVL_SCOPE, 2, false, TimeUnit.SECONDS.toNanos(settings.avlTimeoutSeconds()));
        out.println("AVL goal: " + AVL_EXAMPLE + " scope " + AVL_SCOPE + ", 2 threads, default mode: "
                + (avl.ok() ? seconds(avl.wallNanos()) + " s, " + Counts.format(avl.explored()) + " explored, " + Counts.format(avl.valid()) + " valid" : avl.problem()));
        out.flush();
        return new Result(settings, rows, fixed, avl, loadBefore, MachineInfo.loadAverage(), started, Instant.now().truncatedTo(ChronoUnit.SECONDS));
    }

    private Row row(String example) {
        Run none = Run.failed(0, "not measured");
        String[] next = new String[1];
        Run largest = ladder(example, next);
        if (largest == null) {
            out.println(example + ": no scope within " + settings.budgetSeconds() + " s Korat-exact (" + next[0] + ")");
            out.flush();
            return new Row(example, null, next[0], none, none, none, none);
        }
        int scope = largest.scope();
        long limit = measureLimitNanos();
        out.println(example + ": largest scope " + scope + " (" + seconds(largest.searchNanos()) + " s Korat-exact; " + next[0] + "); measuring");
        out.flush();
        Run exact1 = search(example, scope, 1, true, limit);
        Run ahead1 = search(example, scope, 1, false, limit);
        Run exact2 = search(example, scope, 2, true, limit);
        Run ahead2 = search(example, scope, 2, false, limit);
        Row row = new Row(example, largest, next[0], exact1, ahead1, exact2, ahead2);
        out.println(example + "(" + scope + "): " + (row.complete()
                ? "explored " + Counts.format(exact1.explored()) + " / " + Counts.format(ahead1.explored()) + ", CPU " + seconds(exact1.cpuNanos())
                        + " / " + seconds(ahead1.cpuNanos()) + " s, 2-thread wall " + seconds(exact2.wallNanos()) + " / " + seconds(ahead2.wallNanos())
                        + " s (Korat-exact / default)" + (row.mismatch() ? "; MISMATCH of the valid counts" : "")
                : row.problem()));
        out.flush();
        return row;
    }

    /** A measurement in a fresh JVM may take longer than the ladder's warm run: three budgets and a minute. */
    private long measureLimitNanos() {
        return TimeUnit.SECONDS.toNanos(3L * settings.budgetSeconds() + 60);
    }

    /**
     * Searches {@code example} Korat-exact on one thread at scopes 1, 2, ... in one child JVM and stops at the first scope
     * over the budget, or before a scope whose time, extrapolated from the growth of the last two, is over it.
     *
     * @param why set to why the next scope is not the largest
     * @return the largest scope's run, or null if not even scope 1 finished
     */
    private Run ladder(String example, String[] why) {
        long budget = TimeUnit.SECONDS.toNanos(settings.budgetSeconds());
        Run previous = null;
        Run last = null;
        try (ChildJvm child = ChildJvm.start(settings.classPath(), true, "ladder", example, Integer.toString(settings.maxScope()))) {
            while (true) {
                String line = child.next(System.nanoTime() + TimeUnit.SECONDS.toNanos(120), stop);
                if (line == null || line.equals(ChildJvm.END) || line.startsWith("error ")) {
                    why[0] = ended(line, child, stop);
                    return last;
                }
                int scope = Integer.parseInt(line.substring("start ".length()));
                String done = child.next(System.nanoTime() + budget, stop);
                if (done == null && !stop.getAsBoolean()) {
                    why[0] = "scope " + scope + " over " + settings.budgetSeconds() + " s";
                    return last;
                }
                if (done == null || done.equals(ChildJvm.END) || done.startsWith("error ")) {
                    why[0] = "scope " + scope + ": " + ended(done, child, stop);
                    return last;
                }
                Run r = parse(done, 0);
                if (!r.ok()) {
                    why[0] = "scope " + scope + ": " + r.problem();
                    return last;
                }
                previous = last;
                last = r;
                if (scope >= settings.maxScope()) {
                    why[0] = "--max-scope " + settings.maxScope();
                    return last;
                }
                if (previous != null && previous.searchNanos() >= TimeUnit.MILLISECONDS.toNanos(50)) {
                    double predicted = (double) last.searchNanos() * last.searchNanos() / previous.searchNanos();
                    if (predicted > budget) {
                        why[0] = String.format(Locale.ROOT, "scope %d not started: %.0f s extrapolated", scope + 1, predicted / 1e9);
                        return last;
                    }
                }
            }
        }
    }

    private static String ended(String line, ChildJvm child, BooleanSupplier stop) {
        if (line != null && line.startsWith("error ")) {
            return "error: " + line.substring("error ".length());
        }
        if (line == null) {
            return stop.getAsBoolean() ? "interrupted" : "no answer from the child JVM";
        }
        return "the child JVM ended" + (child.lastOther().isEmpty() ? "" : ": " + child.lastOther());
    }

    /** @return one search in a fresh JVM, or a failed run if it did not complete within {@code limitNanos} */
    private Run search(String example, int scope, int threads, boolean exact, long limitNanos) {
        try (ChildJvm child = ChildJvm.start(settings.classPath(), exact, "search", example, Integer.toString(scope), Integer.toString(threads))) {
            String line = child.next(System.nanoTime() + limitNanos, stop);
            if (line == null && !stop.getAsBoolean()) {
                return Run.failed(scope, "over " + TimeUnit.NANOSECONDS.toSeconds(limitNanos) + " s");
            }
            if (line == null || line.equals(ChildJvm.END) || line.startsWith("error ")) {
                return Run.failed(scope, ended(line, child, stop));
            }
            child.exitStatus();
            return parse(line, child.elapsedNanos());
        }
    }

    /** @return the run a {@code done} line tells (see {@link GoalsChild}) */
    private static Run parse(String line, long wallNanos) {
        String[] f = line.split(" ");
        if (f.length != 8 || !f[0].equals("done")) {
            return Run.failed(0, "unexpected answer from the child JVM: " + line);
        }
        int scope = Integer.parseInt(f[1]);
        long exceptions = Long.parseLong(f[5]);
        String problem = !f[2].equals("COMPLETED") ? "search " + f[2].toLowerCase(Locale.ROOT)
                : exceptions > 0 ? "repOk threw on " + exceptions + " candidates" : null;
        return new Run(scope, Long.parseLong(f[3]), Long.parseLong(f[4]), Long.parseLong(f[6]), Long.parseLong(f[7]), wallNanos, problem);
    }

    /** @return the median CPU and wall time of {@code generate --example BST --args 1 --quiet --no-reuse} in fresh JVMs */
    private FixedCost fixedCost() {
        List<Long> cpu = new ArrayList<>();
        List<Long> wall = new ArrayList<>();
        for (int i = 0; i < settings.fixedCostRuns() && !stop.getAsBoolean(); i++) {
            Path file;
            try {
                file = Files.createTempFile("smallscope-goals-cpu", ".txt");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            try (ChildJvm child = ChildJvm.start(settings.classPath(), null, "cli", file.toString(), "generate", "--example", "BST", "--args", "1",
                    "--quiet", "--no-reuse")) {
                String end = child.next(System.nanoTime() + TimeUnit.SECONDS.toNanos(120), stop);
                int status = child.exitStatus();
                long elapsed = child.elapsedNanos();
                String text = Files.readString(file).strip();
                if (end == null || status != 0 || text.isEmpty()) {
                    return new FixedCost(i, 0, 0, "generate BST(1) " + (status != 0 ? "exited with " + status : "gave no CPU time")
                            + (child.lastOther().isEmpty() ? "" : ": " + child.lastOther()));
                }
                cpu.add(Long.parseLong(text));
                wall.add(elapsed);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } finally {
                file.toFile().delete();
            }
        }
        if (cpu.isEmpty()) {
            return new FixedCost(0, 0, 0, "not measured");
        }
        FixedCost f = new FixedCost(cpu.size(), median(cpu), median(wall), null);
        out.println("fixed cost of a CLI run (generate BST(1)): median of " + f.runs() + ": " + seconds(f.medianCpuNanos()) + " s CPU, "
                + seconds(f.medianWallNanos()) + " s wall");
        out.flush();
        return f;
    }

    private static long median(List<Long> values) {
        List<Long> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    static double ratio(long korat, long ahead) {
        return ahead <= 0 ? 0 : (double) korat / ahead;
    }

    static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.2f", nanos / 1e9);
    }

    static String times(double ratio) {
        return ratio <= 0 ? "-" : String.format(Locale.ROOT, "%.1fx", ratio);
    }
}
