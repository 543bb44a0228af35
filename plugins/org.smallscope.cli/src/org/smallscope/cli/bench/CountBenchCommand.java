package org.smallscope.cli.bench;

import org.smallscope.cli.commands.ClassFiles;
import org.smallscope.cli.commands.CommonOptions;
import org.smallscope.cli.commands.ExampleRun;
import org.smallscope.cli.commands.MachineInfo;
import org.smallscope.cli.output.Formats;
import org.smallscope.cli.registry.SmallscopeSubcommand;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.TextTable;
import org.smallscope.cli.output.VersionProvider;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.counting.HeapPathCondition;
import org.smallscope.engine.counting.ModelCounter;
import org.smallscope.engine.counting.PathConditionGenerator;
import org.smallscope.engine.io.AtomicFile;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.subject.Subject;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code smallscope bench-count}: the core paper's Table VII. For each subject, generated heap path conditions are
 * counted on repOk's snapshot and from scratch (a full search each); prints the averages, the speedup and the explored
 * space saved, and checks that both counts agree.
 */
@Command(name = "bench-count", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
        description = {"Benchmarks model counting on repOk's snapshot against counting from scratch (the core paper's Table VII).",
            "Per subject: one full search of repOk makes the snapshot; each of --pcs generated path conditions is counted on it, and the"
                    + " first --scratch-pcs of them by a full search of repOk() && pc() too; the counts must agree."})
public final class CountBenchCommand implements Callable<Integer>, SmallscopeSubcommand {

    @Option(names = "--subjects", paramLabel = "<names>", split = ",", defaultValue = "DLL,HBST,RBT,SLL",
            description = "Examples, comma-separated. Default: ${DEFAULT-VALUE}.")
    List<String> subjects;

    @Option(names = "--size", paramLabel = "<n>", defaultValue = "10", description = "Size of every subject. Default: ${DEFAULT-VALUE}.")
    int size;

    @Option(names = "--pcs", paramLabel = "<n>", defaultValue = "100", description = "Generated path conditions per subject. Default: ${DEFAULT-VALUE}.")
    int pcs;

    @Option(names = "--scratch-pcs", paramLabel = "<m>",
            description = "Count only the first m path conditions from scratch (full searches are slow at size 10). Default: all of them.")
    Integer scratchPcs;

    @Option(names = "--seed", paramLabel = "<s>", defaultValue = "1", description = "Seed of the path conditions. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--depth", paramLabel = "<k>", defaultValue = "3", description = "Nodes a path condition may constrain. Default: ${DEFAULT-VALUE}.")
    int depth;

    @Option(names = "--threads", paramLabel = "<n>", defaultValue = "1", description = "Threads of the full searches. Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(names = "--markdown", paramLabel = "<file>", description = "Also write the table as a Markdown fragment.")
    Path markdown;

    @Mixin
    CommonOptions common;

    private final Streams streams;

    /** Makes the command writing to the process's standard streams (how {@link java.util.ServiceLoader} finds it). */
    public CountBenchCommand() {
        this(Streams.system());
    }

    public CountBenchCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Object command(Streams streams) {
        return new CountBenchCommand(streams);
    }

    /** One subject's averages (times in nanoseconds). */
    private record Row(String subject, int pcs, int scratchPcs, long baseValid, long baseNanos, double scratchNanos, double scratchExplored,
            double snapshotNanos, double snapshotExplored, long mismatches) {

        double saved() {
            return 100.0 * (1 - snapshotExplored / Math.max(1, scratchExplored));
        }
    }

    @Override
    public Integer call() {
        PrintStream out = streams.out();
        ErrorReporter errors = new ErrorReporter(streams.err(), common.verbose);
        out.println("smallscope " + VersionProvider.toolVersion() + " bench-count, size " + size + ", " + pcs + " path conditions per subject, seed " + seed);
        out.println("JVM: " + MachineInfo.jvm());
        out.println("OS:  " + MachineInfo.os());
        out.flush();
        List<Row> rows = new ArrayList<>();
        try (ClassFiles files = ClassFiles.fromOwnLoaders()) {
            measure(subjects.get(0).trim(), Math.min(size, 5), files, new PrintStream(java.io.OutputStream.nullOutputStream()));
            for (String name : subjects) {
                Row row = measure(name.trim(), size, files, out);
                rows.add(row);
            }
            out.println();
            table(rows).print(out);
            if (markdown != null) {
                AtomicFile.writeUnchecked(markdown, "<!-- generated by `smallscope bench-count --size " + size + " --pcs " + pcs
                        + (scratchPcs != null ? " --scratch-pcs " + scratchPcs : "") + " --seed " + seed + "` on " + LocalDate.now() + " -->\n"
                        + table(rows).markdown() + "\nsmallscope " + VersionProvider.toolVersion() + "; " + MachineInfo.jvm() + "; " + MachineInfo.os()
                        + ". Averages per path condition; speedup = from scratch / on the snapshot; amortized: the snapshot's one full search"
                        + " of repOk shared by the path conditions.\n");
                out.println("Markdown written to " + markdown);
            }
            out.flush();
            return rows.stream().allMatch(r -> r.mismatches() == 0) ? ExitCodes.OK : ExitCodes.PAPER_MISMATCH;
        } catch (SmallscopeException | UncheckedIOException | IllegalArgumentException e) {
            return errors.report(e);
        }
    }

    /** Counts on the snapshot and from scratch, averaged; the first call (small) warms the JIT up. */
    private Row measure(String name, int size, ClassFiles files, PrintStream out) {
        Subject subject = ExampleRun.load(name, size, files);
        List<HeapPathCondition> conditions = new PathConditionGenerator(subject, depth, seed).next(pcs);
        ModelCounter counter = new ModelCounter(subject, new ModelCounter.Options(null, Math.max(1, threads), 0, VersionProvider.toolVersion()));
        ModelCounter.Base base = counter.base();
        int scratch = Math.min(pcs, scratchPcs == null ? pcs : Math.max(0, scratchPcs));
        long snapNanos = 0;
        long snapExplored = 0;
        long scratchNanos = 0;
        long scratchExplored = 0;
        long mismatches = 0;
        for (int i = 0; i < conditions.size(); i++) {
            ModelCounter.Count c = counter.count(conditions.get(i));
            snapNanos += c.nanos();
            snapExplored += c.explored();
            if (i < scratch) {
                ModelCounter.Count f = counter.countFromScratch(conditions.get(i));
                scratchNanos += f.nanos();
                scratchExplored += f.explored();
                if (f.count() != c.count()) {
                    mismatches++;
                    out.println("MISMATCH " + name + ": " + c.pc() + ": " + c.count() + " on the snapshot, " + f.count() + " from scratch");
                }
            }
        }
        Row row = new Row(name, pcs, scratch, base.snapshot().header().valid(), base.nanos(), (double) scratchNanos / Math.max(1, scratch),
                (double) scratchExplored / Math.max(1, scratch), (double) snapNanos / pcs, (double) snapExplored / pcs, mismatches);
        out.println(String.format(Locale.ROOT, "%s(%d): base %s ms; from scratch %s ms / %s explored on average (%d pcs); on the snapshot %s ms / %s",
                name, size, Formats.millis(base.nanos()), Formats.millis((long) row.scratchNanos()),
                Counts.format((long) row.scratchExplored()), scratch, Formats.millis((long) row.snapshotNanos()),
                Counts.format((long) row.snapshotExplored())));
        out.flush();
        return row;
    }

    private TextTable table(List<Row> rows) {
        TextTable t = new TextTable("subject", "size", "pcs (scratch)", "repOk valid", "base (ms)", "scratch (ms)", "scratch explored",
                "snapshot (ms)", "snapshot explored", "speedup", "amortized", "saved %", "counts agree").rightAligned(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
        for (Row r : rows) {
            double amortized = (r.baseNanos() + r.snapshotNanos() * r.pcs()) / r.pcs();
            t.row(r.subject(), size, r.pcs() + " (" + r.scratchPcs() + ")", Counts.format(r.baseValid()), Formats.millis(r.baseNanos()),
                    Formats.millis((long) r.scratchNanos()), Counts.format((long) r.scratchExplored()),
                    Formats.millis((long) r.snapshotNanos()), Counts.format((long) r.snapshotExplored()),
                    IncrementalBenchCommand.ratio((long) r.scratchNanos(), (long) r.snapshotNanos()),
                    IncrementalBenchCommand.ratio((long) r.scratchNanos(), (long) amortized), String.format(Locale.ROOT, "%.2f", r.saved()),
                    r.mismatches() == 0 ? streams.yes() : streams.no() + " " + r.mismatches());
        }
        return t;
    }
}
