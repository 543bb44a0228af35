package org.smallscope.cli.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

import org.smallscope.cli.bench.GoalsBench.FixedCost;
import org.smallscope.cli.bench.GoalsBench.Result;
import org.smallscope.cli.bench.GoalsBench.Row;
import org.smallscope.cli.bench.GoalsBench.Run;
import org.smallscope.cli.commands.MachineInfo;
import org.smallscope.cli.output.TextTable;
import org.smallscope.cli.output.VersionProvider;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.examples.Examples;

/** What {@code bench --goals} prints and writes: the machine, the table of {@link GoalsBench}'s rows, and each goal with whether it holds. */
final class GoalsReport {

    /** The table's headers, in order (the test reads them). */
    static final List<String> HEADERS = List.of("example", "scope", "valid", "explored (Korat)", "explored (default)", "fewer",
            "CPU 1 thread (Korat, s)", "CPU 1 thread (default, s)", "less CPU", "wall 2 threads (Korat, s)", "wall 2 threads (default, s)",
            "less wall", "2 threads vs 1 (Korat, wall)", "same valid", "next scope");

    private final Result result;
    private final String command;

    GoalsReport(Result result, String command) {
        this.result = result;
        this.command = command;
    }

    /** @return the machine, JDK, load and date lines */
    List<String> machine() {
        return List.of("Machine: " + MachineInfo.cpu() + ", " + MachineInfo.os() + "; load average (1, 5, 15 min) " + result.loadBefore()
                + " before, " + result.loadAfter() + " after",
                "JDK: " + MachineInfo.jvm() + "; smallscope " + VersionProvider.toolVersion(),
                "Date: " + result.started() + " to " + result.ended() + "; budget " + result.settings().budgetSeconds() + " s per Korat-exact search");
    }

    TextTable table(String yes) {
        TextTable t = new TextTable(HEADERS.toArray(String[]::new)).rightAligned(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
        for (Row r : result.rows()) {
            if (!r.complete()) {
                String scope = r.largest() == null ? "-" : Integer.toString(r.largest().scope());
                t.row(r.example(), scope, "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", r.largest() == null ? "-" : "incomplete: " + r.problem(),
                        r.next());
                continue;
            }
            t.row(r.example(), r.largest().scope(), Counts.format(r.exact1().valid()), Counts.format(r.exact1().explored()),
                    Counts.format(r.ahead1().explored()), GoalsBench.times(r.fewer()), GoalsBench.seconds(r.exact1().cpuNanos()),
                    GoalsBench.seconds(r.ahead1().cpuNanos()), GoalsBench.times(r.lessCpu()), GoalsBench.seconds(r.exact2().wallNanos()),
                    GoalsBench.seconds(r.ahead2().wallNanos()), GoalsBench.times(r.lessWall()), GoalsBench.times(r.twoThreads()),
                    r.mismatch() ? "MISMATCH" : yes, r.next());
        }
        return t;
    }

    /** @return one line per goal of issue #44: what was measured and whether the goal holds */
    List<String> goals() {
        List<Row> complete = result.rows().stream().filter(Row::complete).toList();
        List<String> lines = new ArrayList<>();
        lines.add(share("one thread, at least " + (int) GoalsBench.CPU_GOAL + "x less CPU than Korat-exact", complete, Row::lessCpu, GoalsBench.CPU_GOAL));
        lines.add(share("two threads, at least " + (int) GoalsBench.WALL_GOAL + "x less wall time than Korat-exact", complete, Row::lessWall,
                GoalsBench.WALL_GOAL));
        lines.add(twoThreads(complete));
        List<Row> trees = complete.stream().filter(r -> GoalsBench.TREES.contains(r.example())).toList();
        StringBuilder t = new StringBuilder();
        for (Row r : trees) {
            t.append(t.length() == 0 ? "" : ", ").append(r.example()).append('(').append(r.largest().scope()).append(") ").append(GoalsBench.times(r.fewer()));
        }
        boolean treesHold = !trees.isEmpty() && trees.stream().allMatch(r -> r.fewer() >= GoalsBench.TREE_GOAL);
        lines.add("AVL and red-black trees, at least " + (int) GoalsBench.TREE_GOAL + "x fewer explored: " + (trees.isEmpty() ? "none measured" : t)
                + " -> " + verdict(treesHold));
        Run avl = result.avl();
        lines.add(GoalsBench.AVL_EXAMPLE + " at scope " + GoalsBench.AVL_SCOPE + " within " + (int) GoalsBench.AVL_GOAL_SECONDS
                + " s on two threads (default mode): " + (avl.ok() ? GoalsBench.seconds(avl.wallNanos()) + " s wall, " + Counts.format(avl.explored())
                        + " explored, " + Counts.format(avl.valid()) + " valid" : avl.problem())
                + " -> " + verdict(avl.ok() && avl.wallNanos() <= GoalsBench.AVL_GOAL_SECONDS * 1e9));
        FixedCost f = result.fixedCost();
        lines.add("fixed cost per CLI run at most " + GoalsBench.FIXED_COST_GOAL_SECONDS + " s CPU (generate --example BST --args 1, java alone, median of "
                + f.runs() + "): " + (f.problem() == null ? GoalsBench.seconds(f.medianCpuNanos()) + " s CPU, " + GoalsBench.seconds(f.medianWallNanos()) + " s wall"
                        : f.problem())
                + " -> " + verdict(f.problem() == null && f.medianCpuNanos() <= GoalsBench.FIXED_COST_GOAL_SECONDS * 1e9));
        return lines;
    }

    private String share(String goal, List<Row> complete, java.util.function.ToDoubleFunction<Row> ratio, double threshold) {
        List<String> holding = complete.stream().filter(r -> ratio.applyAsDouble(r) >= threshold).map(Row::example).toList();
        long incomplete = result.rows().size() - complete.size();
        return goal + ": " + holding.size() + " of " + complete.size() + " measured examples" + (holding.isEmpty() ? "" : " (" + String.join(", ", holding) + ")")
                + (incomplete > 0 ? ", " + incomplete + " not measured" : "") + " -> "
                + verdict(!complete.isEmpty() && incomplete == 0 && holding.size() == complete.size());
    }

    /** @return the two-thread goal's line: of the rows whose one-thread Korat-exact search took 5-60 s, those 1.8x faster on two threads */
    private static String twoThreads(List<Row> complete) {
        List<Row> sized = complete.stream().filter(Row::twoThreadSized).toList();
        List<String> below = sized.stream().filter(r -> r.twoThreads() < GoalsBench.TWO_THREAD_GOAL)
                .map(r -> r.example() + "(" + r.largest().scope() + ") " + GoalsBench.times(r.twoThreads())).toList();
        return "two threads at least " + GoalsBench.TWO_THREAD_GOAL + "x faster than one (Korat-exact, wall time, examples whose one-thread search takes "
                + (int) GoalsBench.TWO_THREAD_FROM_SECONDS + "-" + (int) GoalsBench.TWO_THREAD_TO_SECONDS + " s): "
                + (sized.isEmpty() ? "none measured" : (sized.size() - below.size()) + " of " + sized.size()
                        + (below.isEmpty() ? "" : "; below it: " + String.join(", ", below)))
                + " -> " + verdict(!sized.isEmpty() && below.isEmpty());
    }

    private static String verdict(boolean holds) {
        return holds ? "holds" : "does not hold";
    }

    /** @return the notes under the table: what the columns are and what was left out */
    String notes() {
        return "Per example: the Korat-exact search on one thread at scopes 1, 2, ... in one JVM, up to the first scope over the budget"
                + " (or one whose time, extrapolated from the last two scopes' growth, is over it); at the largest scope within it, four"
                + " searches each in a fresh JVM: Korat-exact and default (look-ahead) on one thread (CPU: the process's, JVM start"
                + " included) and on two threads (wall: the process's, from its start to its exit). fewer, less CPU, less wall: Korat-exact"
                + " / default. 2 threads vs 1: the Korat-exact search's wall time on one thread over that on two. same valid: the four searches found the same number of valid candidates. An example whose finitization takes several bounds and has no one-bound form (IntList, SortedIntList) gets the scope for each. Not measured: the generator"
                + " programs (" + String.join(", ", Examples.generators().keySet()) + "), which have no Korat-exact mode.";
    }

    void print(PrintStream out, String yes) {
        out.println();
        machine().forEach(out::println);
        out.println();
        table(yes).print(out);
        out.println();
        out.println("Goals (issue #44):");
        goals().forEach(g -> out.println("  " + g));
        out.flush();
    }

    /** @return the Markdown fragment for docs/benchmarks.md */
    String markdown() {
        StringBuilder sb = new StringBuilder("<!-- generated by `" + command + "` -->\n");
        for (String m : machine()) {
            sb.append(m).append(".  \n");
        }
        sb.append('\n').append(table("✓").markdown()).append('\n');
        sb.append("Goals of issue #44:\n\n");
        for (String g : goals()) {
            sb.append("- ").append(g).append('\n');
        }
        sb.append('\n').append(notes()).append('\n');
        return sb.toString();
    }
}
