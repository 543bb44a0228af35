package org.smallscope.cli.bench;

import org.smallscope.cli.commands.ClassFiles;
import org.smallscope.cli.commands.CommonOptions;
import org.smallscope.cli.commands.ExampleRun;
import org.smallscope.cli.commands.InterruptGuard;
import org.smallscope.cli.commands.MachineInfo;
import org.smallscope.cli.registry.SmallscopeSubcommand;
import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Formats;
import org.smallscope.cli.output.PaperCheck;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.TextTable;
import org.smallscope.cli.output.VersionProvider;

import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.Outcome;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.subject.Subject;
import org.smallscope.examples.Examples;
import org.smallscope.engine.io.AtomicFile;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code smallscope bench}: the benchmark harness: full searches of examples at several sizes, timed and checked against the paper. */
@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
        description = {"Benchmarks full searches of bundled examples at several sizes.",
            "After one warm-up run of each subject at the smallest size, prints explored, valid, time, candidates/s and"
                    + " whether the counts equal the paper's Table II, with the JVM, OS and core count."
                    + " Exits non-zero if a count differs from the paper.",
            "With --floor: the engine's overhead per candidate above bare repOk.",
            "With --goals: issue #44's goals table (both search modes at each example's largest scope within --budget, in fresh JVMs)."})
public final class BenchCommand implements Callable<Integer>, SmallscopeSubcommand {

    @Option(names = "--subjects", paramLabel = "<names>", split = ",", defaultValue = "BST,BSTP,RBT",
            description = "Examples to run, comma-separated. Default: ${DEFAULT-VALUE}.")
    List<String> subjects;

    @Option(names = "--sizes", paramLabel = "<range>", converter = Sizes.Converter.class, defaultValue = "8-10",
            description = "Sizes, e.g. 8-10 or 4,6,8. Default: ${DEFAULT-VALUE}.")
    Sizes sizes;

    @Option(names = "--repeat", paramLabel = "<n>", defaultValue = "1",
            description = "Runs per subject and size; the best time is reported. Default: ${DEFAULT-VALUE}.")
    int repeat;

    @Option(names = "--threads", paramLabel = "<n>", defaultValue = "1",
            description = "Worker threads for each search (the full search is cut into subtrees). Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(names = "--markdown", paramLabel = "<file>", description = "Also write the table as a Markdown fragment (for docs/benchmarks.md).")
    Path markdown;

    @Option(names = "--timeout", paramLabel = "<ms>", defaultValue = "10000", description = "Per-candidate time limit. Default: ${DEFAULT-VALUE}.")
    long timeoutMillis;

    @Option(names = "--floor", description = "Measure the engine's overhead above bare repOk instead: record the candidates each search explores,"
            + " replay them into the uninstrumented classes calling plain repOk, and time search and replay on one thread, alternating"
            + " (best of --repeat). Exits non-zero if the replay's verdicts differ from the search's.")
    boolean floor;

    @Option(names = "--look-ahead", description = "Search each cell twice, Korat-exact and with conjunct look-ahead (the default of"
            + " generate), and print their explored counts and times side by side; a cell whose valid counts differ fails the bench.")
    boolean lookAhead;

    @Option(names = "--goals", description = "Measure issue #44's goals in one table: for every bundled repOk example (or --subjects) the"
            + " largest scope the Korat-exact search finishes within --budget, and at it both modes' explored and valid counts, one-thread"
            + " CPU and two-thread wall time (and the Korat-exact search's two-thread speed-up), each search in a fresh JVM; then the fixed"
            + " cost of a CLI run and AVL trees at scope 11 on two threads. Exits non-zero if the modes' valid counts differ (MISMATCH).")
    boolean goals;

    @Option(names = "--budget", paramLabel = "<s>", defaultValue = "60",
            description = "With --goals: seconds a Korat-exact search may take at the largest scope. Default: ${DEFAULT-VALUE}.")
    int budgetSeconds;

    @Option(names = "--max-scope", paramLabel = "<n>", defaultValue = "20",
            description = "With --goals: the largest scope tried. Default: ${DEFAULT-VALUE}.")
    int maxScope;

    @Option(names = "--fixed-cost-runs", paramLabel = "<n>", defaultValue = "5",
            description = "With --goals: runs of generate BST(1) whose median CPU is the fixed cost of a CLI run (0: not measured). Default: ${DEFAULT-VALUE}.")
    int fixedCostRuns;

    @Option(names = "--avl-timeout", paramLabel = "<s>", defaultValue = "120",
            description = "With --goals: seconds AVL trees at scope 11 on two threads may take (0: not measured). Default: ${DEFAULT-VALUE}.")
    int avlTimeoutSeconds;

    @Option(names = "--child-class-path", paramLabel = "<path>", hidden = true,
            description = "With --goals: the class path of the child JVMs (default: this JVM's; the tests, which run in OSGi, give the bundles').")
    String childClassPath;

    @Option(names = "--korat-exact", description = "Explore exactly Korat's candidates (the default here: the counts are checked"
            + " against the paper's Table II); --no-korat-exact looks ahead, checking only the valid counts.", negatable = true,
            defaultValue = "true", fallbackValue = "true")
    boolean koratExact;

    @Option(names = "--progress", negatable = true, description = "Show (or never show) a progress line. Default: only on a terminal.")
    Boolean progress;

    @Mixin
    CommonOptions common;

    @Spec
    CommandSpec spec;

    private final Streams streams;

    /** Makes the command writing to the process's standard streams (how {@link java.util.ServiceLoader} finds it). */
    public BenchCommand() {
        this(Streams.system());
    }

    public BenchCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Object command(Streams streams) {
        return new BenchCommand(streams);
    }

    /** One measured cell: a subject at a size, its best run, and the paper's counts if known. */
    private record Cell(String subject, int size, SearchResult best, Optional<PaperCheck> paper) {

        public boolean ok() {
            return paper.map(p -> p.matches(best.explored(), best.valid())).orElse(true) && best.predicateExceptions() == 0;
        }
    }

    @Override
    public Integer call() {
        List<String> names = checkedSubjects();
        PrintStream out = streams.out();
        ErrorReporter errors = new ErrorReporter(streams.err(), common.verbose);
        boolean showProgress = progress != null ? progress : streams.errIsTerminal();
        out.println("smallscope " + VersionProvider.toolVersion() + " bench");
        out.println("JVM: " + MachineInfo.jvm());
        out.println("OS:  " + MachineInfo.os());
        out.flush();
        List<Cell> cells = new ArrayList<>();
        try (InterruptGuard guard = InterruptGuard.install(); ClassFiles files = ClassFiles.fromOwnLoaders()) {
            if (floor) {
                return floor(names, guard, files, errors);
            }
            if (goals) {
                return goals(names, guard, errors);
            }
            if (lookAhead) {
                return lookAhead(names, guard, files, errors, showProgress);
            }
            for (String name : names) {
                for (int size : sizes.values()) {
                    Subject subject = ExampleRun.load(name, size, files);
                    if (size == sizes.smallest()) {
                        ExampleRun warm = ExampleRun.run(subject, threads, timeoutMillis, guard, showProgress, streams.err(), false);
                        if (warm.result().outcome() != Outcome.COMPLETED) {
                            return stopped(warm.result(), cells, errors, guard);
                        }
                        out.println("warm-up " + subject.describe() + ": " + Formats.duration(warm.result().millis()));
                        out.flush();
                    }
                    SearchResult best;
                    try {
                        best = LookAheadBench.best(subject, koratExact, repeat, s -> searched(s, guard, showProgress)).result();
                    } catch (LookAheadBench.Stopped stop) {
                        return stopped(stop.result, cells, errors, guard);
                    }
                    Optional<PaperCheck> paper = PaperCheck.lookup(name, new int[] {size});
                    cells.add(new Cell(name, size, best, koratExact ? paper : paper.map(PaperCheck::validOnly)));
                }
            }
            out.println();
            table(cells, streams.yes(), streams.no()).print(out);
            out.flush();
            if (markdown != null) {
                writeMarkdown(markdown(cells));
            }
            long mismatches = cells.stream().filter(c -> !c.ok()).count();
            if (mismatches > 0) {
                errors.error(mismatches + " result(s) differ from the paper's Table II (marked " + streams.no() + ")");
                return ExitCodes.PAPER_MISMATCH;
            }
            return ExitCodes.OK;
        } catch (SmallscopeException | UncheckedIOException e) {
            return errors.report(e);
        } finally {
            out.flush();
        }
    }

    /** @return a full search of {@code subject} as the bench runs it; stopped when interrupted or not completed */
    private SearchResult searched(Subject subject, InterruptGuard guard, boolean showProgress) throws LookAheadBench.Stopped {
        SearchResult r = ExampleRun.run(subject, threads, timeoutMillis, guard, showProgress, streams.err(), false).result();
        if (r.outcome() != Outcome.COMPLETED || guard.interrupted()) {
            throw new LookAheadBench.Stopped(r);
        }
        return r;
    }

    private int lookAhead(List<String> names, InterruptGuard guard, ClassFiles files, ErrorReporter errors, boolean showProgress) {
        PrintStream out = streams.out();
        List<LookAheadBench.Row> rows = LookAheadBench.newRows();
        try {
            for (String name : names) {
                for (int size : sizes.values()) {
                    Subject subject = ExampleRun.load(name, size, files);
                    if (size == sizes.smallest()) {
                        LookAheadBench.best(subject, true, 1, s -> searched(s, guard, showProgress));
                        LookAheadBench.best(subject, false, 1, s -> searched(s, guard, showProgress));
                    }
                    LookAheadBench.Timed exact = LookAheadBench.best(subject, true, repeat, s -> searched(s, guard, showProgress));
                    LookAheadBench.Timed ahead = LookAheadBench.best(subject, false, repeat, s -> searched(s, guard, showProgress));
                    rows.add(new LookAheadBench.Row(name, size, exact, ahead));
                    out.println(subject.describe() + ": explored " + Counts.format(exact.result().explored()) + " Korat-exact, "
                            + Counts.format(ahead.result().explored()) + " looking ahead; CPU " + exact.cpuMillis() + " ms, " + ahead.cpuMillis() + " ms");
                    out.flush();
                }
            }
        } catch (LookAheadBench.Stopped stop) {
            if (!rows.isEmpty()) {
                LookAheadBench.print(rows, out, streams.yes(), streams.no());
            }
            return stopped(stop.result, List.of(), errors, guard);
        }
        LookAheadBench.print(rows, out, streams.yes(), streams.no());
        if (markdown != null) {
            String command = "smallscope bench --look-ahead --subjects " + String.join(",", names) + " --sizes " + sizes + " --repeat " + repeat
                    + " --threads " + threads;
            writeMarkdown(LookAheadBench.markdown(rows, command, repeat));
        }
        long differing = rows.stream().filter(r -> !r.same()).count();
        if (differing > 0) {
            errors.error(differing + " cell(s) found other valid counts looking ahead than Korat-exact (marked " + streams.no() + ")");
            return ExitCodes.PAPER_MISMATCH;
        }
        return ExitCodes.OK;
    }

    private int goals(List<String> names, InterruptGuard guard, ErrorReporter errors) {
        PrintStream out = streams.out();
        String classPath = childClassPath != null ? childClassPath : System.getProperty("java.class.path");
        GoalsBench.Settings settings = new GoalsBench.Settings(names, budgetSeconds, maxScope, classPath, fixedCostRuns, avlTimeoutSeconds);
        GoalsBench.Result result = new GoalsBench(settings, out, guard::interrupted).measure();
        String command = "smallscope bench --goals --budget " + budgetSeconds
                + (spec.commandLine().getParseResult().hasMatchedOption("--subjects") ? " --subjects " + String.join(",", names) : "")
                + (maxScope != 20 ? " --max-scope " + maxScope : "");
        GoalsReport report = new GoalsReport(result, command);
        report.print(out, streams.yes());
        if (guard.interrupted()) {
            return stopped(new SearchResult(Outcome.CANCELLED, 0, 0, 0, 0, null, null, null), List.of(), errors, guard);
        }
        if (markdown != null) {
            writeMarkdown(report.markdown());
        }
        long mismatches = result.mismatches();
        if (mismatches > 0) {
            errors.error(mismatches + " example(s) found other valid counts in the default mode than Korat-exact (marked MISMATCH)");
            return ExitCodes.PAPER_MISMATCH;
        }
        return ExitCodes.OK;
    }

    private int floor(List<String> names, InterruptGuard guard, ClassFiles files, ErrorReporter errors) {
        PrintStream out = streams.out();
        FloorBench bench = new FloorBench(names, sizes, repeat, timeoutMillis, guard, out, streams.err());
        List<FloorBench.Row> rows = new ArrayList<>();
        try {
            bench.measure(files, rows);
        } catch (FloorBench.Stopped stop) {
            if (!rows.isEmpty()) {
                out.println();
                bench.table(rows, streams.yes(), streams.no()).print(out);
            }
            return stopped(stop.result, List.of(), errors, guard);
        }
        out.println();
        bench.table(rows, streams.yes(), streams.no()).print(out);
        if (markdown != null) {
            writeMarkdown(bench.markdown(rows));
        }
        long unfaithful = rows.stream().filter(r -> !r.faithful()).count();
        if (unfaithful > 0) {
            errors.error(unfaithful + " replay(s) differ from their search (marked " + streams.no() + ")");
            return ExitCodes.PAPER_MISMATCH;
        }
        return ExitCodes.OK;
    }

    private TextTable table(List<Cell> cells, String yes, String no) {
        String timeHeader = repeat > 1 ? "best of " + repeat + " (ms)" : "time (ms)";
        TextTable table = new TextTable("subject", "size", "explored", "valid", timeHeader, "candidates/s", "paper")
                .rightAligned(1, 2, 3, 4, 5);
        for (Cell c : cells) {
            String verdict = c.paper().isPresent() ? (c.ok() ? yes : no) : (c.ok() ? "n/a" : no);
            table.row(c.subject(), c.size(), Counts.format(c.best().explored()), Counts.format(c.best().valid()), c.best().millis(),
                    Formats.rate(c.best().candidatesPerSecond()), verdict);
        }
        return table;
    }

    private List<String> checkedSubjects() {
        List<String> names = new ArrayList<>();
        for (String s : subjects) {
            String canonical = Examples.all().keySet().stream().filter(k -> k.equalsIgnoreCase(s.trim())).findFirst()
                    .orElseThrow(() -> new ParameterException(spec.commandLine(),
                            "unknown example '" + s.trim() + "' in --subjects; the examples are: " + String.join(", ", Examples.all().keySet())));
            names.add(canonical);
        }
        if (repeat < 1) {
            throw new ParameterException(spec.commandLine(), "--repeat must be at least 1, not " + repeat);
        }
        if (goals && (floor || lookAhead)) {
            throw new ParameterException(spec.commandLine(), "--goals measures both modes itself; leave out --floor and --look-ahead");
        }
        if (goals && spec.commandLine().getParseResult().hasMatchedOption("--threads")) {
            throw new ParameterException(spec.commandLine(), "--goals measures one and two threads; leave out --threads (given " + threads + ")");
        }
        if (goals && (budgetSeconds < 1 || maxScope < 1 || fixedCostRuns < 0 || avlTimeoutSeconds < 0)) {
            throw new ParameterException(spec.commandLine(), "--budget and --max-scope must be at least 1, --fixed-cost-runs and --avl-timeout at least 0");
        }
        if (goals && !spec.commandLine().getParseResult().hasMatchedOption("--subjects")) {
            return GoalsBench.defaultExamples();
        }
        if (floor && threads != 1) {
            throw new ParameterException(spec.commandLine(), "--floor measures one thread; leave out --threads (given " + threads + ")");
        }
        if (timeoutMillis < 0) {
            throw new ParameterException(spec.commandLine(), "--timeout must be 0 (off) or a number of milliseconds, not " + timeoutMillis);
        }
        return names;
    }

    /** The run was interrupted or failed: prints what was measured. */
    private int stopped(SearchResult r, List<Cell> cells, ErrorReporter errors, InterruptGuard guard) {
        if (!cells.isEmpty()) {
            streams.out().println();
            table(cells, streams.yes(), streams.no()).print(streams.out());
            streams.out().flush();
        }
        if (r.failure() != null && !guard.interrupted()) {
            return errors.report(r.failure());
        }
        streams.err().println("smallscope: interrupted; the table is partial" + (markdown != null ? " and " + markdown + " was not written" : ""));
        streams.err().flush();
        return ExitCodes.INTERRUPTED;
    }

    private String markdown(List<Cell> cells) {
        String command = "smallscope bench --subjects " + String.join(",", cells.stream().map(Cell::subject).distinct().toList()) + " --sizes " + sizes
                + " --repeat " + repeat + " --threads " + threads;
        return "<!-- generated by `" + command + "` on " + LocalDate.now() + " -->\n" + table(cells, "✓", "✗").markdown() + "\n"
                + "smallscope " + VersionProvider.toolVersion() + "; " + MachineInfo.jvm() + "; " + MachineInfo.os() + ". "
                + (repeat > 1 ? "Best of " + repeat + " runs" : "One run") + " per cell, after a warm-up run of each subject at size "
                + sizes.smallest() + ", " + threads + (threads == 1 ? " thread" : " threads") + ". ✓: explored and valid equal the paper's Table II.\n";
    }

    /** Writes {@code text} to the {@code --markdown} file (atomically) and says so. */
    private void writeMarkdown(String text) {
        AtomicFile.writeUnchecked(markdown, text);
        streams.out().println();
        streams.out().println("Markdown written to " + markdown);
    }
}
