package org.smallscope.cli.bench;

import org.smallscope.cli.commands.ClassFiles;
import org.smallscope.cli.commands.CommonOptions;
import org.smallscope.cli.commands.ExampleRun;
import org.smallscope.cli.commands.MachineInfo;
import org.smallscope.cli.output.Formats;
import org.smallscope.cli.registry.SmallscopeSubcommand;
import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.TableIIICheck;
import org.smallscope.cli.output.TextTable;
import org.smallscope.cli.output.VersionProvider;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.Listeners;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.incremental.IncrementalGenerator;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotRecorder;
import org.smallscope.engine.io.AtomicFile;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code smallscope bench-incremental}: for each base -> extended pair and size, the full search of the
 * extended subject against incremental generation from the base's suite, side by side in one run,
 * on one and on two threads, with the suites compared and Table III's savings checked.
 */
@Command(name = "bench-incremental", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
        description = {"Benchmarks incremental generation (iGen) against full generation.",
            "For each pair and size: a full run of the base makes its snapshot; then the extended subject is generated fully"
                    + " and incrementally (1 thread, then 2), the suites are compared, and the savings checked against Table III."})
public final class IncrementalBenchCommand implements Callable<Integer>, SmallscopeSubcommand {

    @Option(names = "--pairs", paramLabel = "<pairs>", split = ",",
            defaultValue = "BT->BST,BST->BSTP,BSTP->RBT,DLL->DLLU,DLLU->DLLS,TreeSet6->TreeSet7,TreeMap->TreeBag,BST->BSTPGuards,HeapArray->HeapArrayCapped",
            description = "Pairs base:extended (or 'base->extended', quoted), comma-separated; a pair whose second predicate weakens"
                    + " the first (DLLS:DLLU) runs backwards (mode incremental-backward). Default: ${DEFAULT-VALUE}.")
    List<String> pairs;

    @Option(names = "--sizes", paramLabel = "<range>", converter = Sizes.Converter.class, defaultValue = "8-10",
            description = "Sizes, e.g. 8-10 or 4,6. Default: ${DEFAULT-VALUE}.")
    Sizes sizes;

    @Option(names = "--markdown", paramLabel = "<file>", description = "Also write the table as a Markdown fragment.")
    Path markdown;

    @Mixin
    CommonOptions common;

    private final Streams streams;

    /** Makes the command writing to the process's standard streams (how {@link java.util.ServiceLoader} finds it). */
    public IncrementalBenchCommand() {
        this(Streams.system());
    }

    public IncrementalBenchCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Object command(Streams streams) {
        return new IncrementalBenchCommand(streams);
    }

    /** One measured pair at one size. */
    private record Row(String pair, int size, long fullNanos, long incNanos, long inc2Nanos, long fullExplored, long incExplored,
            long valid, boolean sameSuite, Optional<TableIIICheck> paper, Mode mode, long autoNanos, Mode autoMode) {

        /** A chosen reuse may cost at most this much more wall time than the full search (issue #39). */
        static final double SLOWER_AT_MOST = 1.10;

        /** @return whether the default run (--reuse auto) took no more than 10% longer than the full search, or searched in full */
        public boolean defaultNotSlower() {
            return autoMode == Mode.FULL || autoNanos <= SLOWER_AT_MOST * fullNanos;
        }

        public double saved() {
            return 100.0 * (1 - (double) incExplored / fullExplored);
        }

        public boolean ok() {
            return sameSuite && mode != Mode.FULL && paper.map(p -> p.matches(saved())).orElse(true) && defaultNotSlower();
        }
    }

    @Override
    public Integer call() {
        PrintStream out = streams.out();
        ErrorReporter errors = new ErrorReporter(streams.err(), common.verbose);
        out.println("smallscope " + VersionProvider.toolVersion() + " bench-incremental");
        out.println("JVM: " + MachineInfo.jvm());
        out.println("OS:  " + MachineInfo.os());
        out.flush();
        List<Row> rows = new ArrayList<>();
        try (ClassFiles files = ClassFiles.fromOwnLoaders()) {
            measure(pairs.get(0), sizes.smallest(), files);
            for (String pair : pairs) {
                for (int size : sizes.values()) {
                    Row row = measure(pair, size, files);
                    rows.add(row);
                    out.println(String.format(Locale.ROOT, "%s (%d): full %s ms, incremental %s ms (%s), 2 threads %s ms", pair, size,
                            Formats.millis(row.fullNanos()), Formats.millis(row.incNanos()), ratio(row.fullNanos(), row.incNanos()), Formats.millis(row.inc2Nanos())));
                    out.flush();
                }
            }
            out.println();
            table(rows, streams.yes(), streams.no()).print(out);
            if (markdown != null) {
                AtomicFile.writeUnchecked(markdown, "<!-- generated by `smallscope bench-incremental --sizes " + sizes + "` on " + LocalDate.now() + " -->\n"
                        + table(rows, "✓", "✗").markdown() + "\nsmallscope " + VersionProvider.toolVersion() + "; " + MachineInfo.jvm() + "; "
                        + MachineInfo.os() + ". One run per cell after a warm-up. speedup = full / incremental (1 thread);"
                        + " 1/2 threads = incremental time on one thread / on two. ✓: same suite as the full run, in the same order,"
                        + " and the savings equal Table III where it has the cell. default run: the same extension with --reuse auto (the estimate"
                        + " chooses reuse or a full search), wall time including its choice; ✓ when it searched in full or took at most 1.1 × the"
                        + " full search's time.\n");
                out.println("Markdown written to " + markdown);
            }
            out.flush();
            return rows.stream().allMatch(Row::ok) ? ExitCodes.OK : ExitCodes.PAPER_MISMATCH;
        } catch (SmallscopeException | UncheckedIOException | IllegalArgumentException e) {
            return errors.report(e);
        }
    }

    private Row measure(String pair, int size, ClassFiles files) {
        String[] names = pair.split("->|:");
        if (names.length != 2) {
            throw new IllegalArgumentException("a pair is written base:extended (or 'base->extended', quoted for the shell), not '" + pair + "'");
        }
        Subject base = ExampleRun.load(names[0].trim(), size, files);
        Subject extended = ExampleRun.load(names[1].trim(), size, files);
        SnapshotRecorder recorder = new SnapshotRecorder(base);
        SearchResult baseRun = new IncrementalGenerator(base, 1, 0).full(recorder).result();
        SnapshotFile.Contents snapshot = recorder.finish(baseRun, Mode.FULL.wireName(), VersionProvider.toolVersion());
        SuiteDigest fullSuite = new SuiteDigest();
        SearchResult full = new IncrementalGenerator(extended, 1, 0).full(fullSuite).result();
        SuiteDigest incSuite = new SuiteDigest();
        IncrementalGenerator.Result inc = new IncrementalGenerator(extended, 1, 0).fromBase(snapshot, Listeners.of(incSuite));
        IncrementalGenerator.Result inc2 = new IncrementalGenerator(extended, 2, 0).fromBase(snapshot, org.smallscope.engine.search.SearchListener.NONE);
        SuiteDigest autoSuite = new SuiteDigest();
        long autoStart = System.nanoTime();
        IncrementalGenerator.Result auto = new IncrementalGenerator(extended, 1, 0).policy(ReuseEstimate.Policy.AUTO).fromBase(snapshot, autoSuite);
        long autoNanos = System.nanoTime() - autoStart;
        return new Row(pair, size, full.nanos(), inc.result().nanos(), inc2.result().nanos(), full.explored(), inc.result().explored(),
                inc.result().valid(), incSuite.sameSuiteAs(fullSuite) && inc2.result().valid() == full.valid() && autoSuite.sameSuiteAs(fullSuite),
                TableIIICheck.lookup(names[0].trim(), names[1].trim(), new int[] {size}), inc.mode(), autoNanos, auto.mode());
    }

    /** @return {@code a / b} as {@code 12.34x} (times in nanoseconds) */
    static String ratio(long a, long b) {
        return String.format(Locale.ROOT, "%.2fx", (double) a / Math.max(1, b));
    }

    private TextTable table(List<Row> rows, String yes, String no) {
        TextTable t = new TextTable("pair", "size", "full (ms)", "incremental (ms)", "speedup", "2 threads (ms)", "1/2 threads",
                "explored full", "explored inc.", "saved %", "Table III", "same suite", "default run (ms)", "default ≤ 1.1 × full")
                .rightAligned(1, 2, 3, 4, 5, 6, 7, 8, 9, 12);
        for (Row r : rows) {
            String paper = r.paper().map(p -> p.matches(r.saved()) ? yes : no + " (" + (p.paperSaved() < 0 ? "< 0.01" : String.format(Locale.ROOT, "%.2f", p.paperSaved())) + ")")
                    .orElse("n/a");
            t.row(r.pair(), r.size(), Formats.millis(r.fullNanos()), Formats.millis(r.incNanos()), ratio(r.fullNanos(), r.incNanos()), Formats.millis(r.inc2Nanos()),
                    ratio(r.incNanos(), r.inc2Nanos()), Counts.format(r.fullExplored()), Counts.format(r.incExplored()),
                    String.format(Locale.ROOT, "%.2f", r.saved()), paper, r.sameSuite() && r.mode() != Mode.FULL ? yes + (r.mode() == Mode.INCREMENTAL ? "" : " " + r.mode()) : no + " " + r.mode(),
                    Formats.millis(r.autoNanos()) + " (" + r.autoMode().wireName() + ")", r.defaultNotSlower() ? yes : no + " " + ratio(r.autoNanos(), r.fullNanos()));
        }
        return t;
    }
}
