package org.smallscope.cli.commands;

import org.smallscope.cli.registry.SmallscopeSubcommand;
import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Formats;
import org.smallscope.cli.output.PaperCheck;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.TableIIICheck;
import org.smallscope.cli.output.TextTable;
import org.smallscope.cli.output.VersionProvider;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.subject.Subject;
import org.smallscope.examples.PaperTables;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code smallscope demo}: runs every Table II subject at a small size and checks the counts against the paper. */
@Command(name = "demo", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Runs the bundled Table II subjects and checks their counts against the paper.",
            "Runs BT, BST, BSTP, RBT, DLL, DLLU and DLLS at one size, prints valid and explored counts next to the paper's,"
                    + " and one valid structure of each. Exits 0 only if every count matches the paper."})
public final class DemoCommand implements Callable<Integer>, SmallscopeSubcommand {

    @Option(names = "--size", paramLabel = "<n>", defaultValue = "6",
            description = "The size (finitization argument), 4 to 10. Default: ${DEFAULT-VALUE}.")
    int size;

    @Mixin
    CommonOptions common;

    @Spec
    CommandSpec spec;

    private final Streams streams;

    /** Makes the command writing to the process's standard streams (how {@link java.util.ServiceLoader} finds it). */
    public DemoCommand() {
        this(Streams.system());
    }

    public DemoCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Object command(Streams streams) {
        return new DemoCommand(streams);
    }

    @Override
    public Integer call() {
        return SearchMode.with(true, this::demo); // the paper's counts are Korat's
    }

    private Integer demo() {
        if (size < PaperTables.MIN_SIZE || size > PaperTables.MAX_SIZE) {
            throw new ParameterException(spec.commandLine(),
                    "--size must be between " + PaperTables.MIN_SIZE + " and " + PaperTables.MAX_SIZE + " (the paper's Table II), not " + size);
        }
        PrintStream out = streams.out();
        ErrorReporter errors = new ErrorReporter(streams.err(), common.verbose);
        TextTable table = new TextTable("subject", "size", "valid", "explored", "paper explored", "match", "time").rightAligned(1, 2, 3, 4);
        List<String> structures = new ArrayList<>();
        int mismatches = 0;
        int failure = ExitCodes.OK;
        boolean interrupted = false;
        out.println("Smallscope demo: the paper's Table II subjects at size " + size);
        out.println();
        out.flush();
        try (InterruptGuard guard = InterruptGuard.install(); ClassFiles files = ClassFiles.fromOwnLoaders()) {
            for (String name : PaperTables.subjects()) {
                PaperCheck paper = PaperCheck.lookup(name, new int[] {size}).orElseThrow();
                ExampleRun run;
                try {
                    Subject subject = ExampleRun.load(name, size, files);
                    run = ExampleRun.run(subject, 10_000, guard, streams.errIsTerminal(), streams.err(), true);
                } catch (SmallscopeException e) {
                    int code = errors.report(e);
                    failure = failure == ExitCodes.OK ? code : failure;
                    table.row(name, size, "error", "", Counts.format(paper.explored()), streams.no(), "");
                    continue;
                }
                if (run.cancelled() || guard.interrupted()) {
                    interrupted = true;
                    break;
                }
                boolean match = paper.matches(run.result().explored(), run.result().valid())
                        && run.result().failure() == null && run.result().predicateExceptions() == 0;
                mismatches += match ? 0 : 1;
                table.row(name, size, Counts.format(run.result().valid()), Counts.format(run.result().explored()),
                        Counts.format(paper.explored()), streams.mark(match), Formats.duration(run.result().millis()));
                structures.add(String.format("  %-9s %s", run.subject().describe(), Optional.ofNullable(run.firstStructure()).orElse("(none)")));
            }
            table.print(out);
            out.println();
            if (!structures.isEmpty()) {
                out.println("One valid structure of each (the first found):");
                structures.forEach(out::println);
                out.println();
            }
            if (!interrupted && failure == ExitCodes.OK) {
                mismatches += showIncremental(out, files);
                mismatches += showEveryday(out, files, guard);
            }
            return verdict(out, interrupted, failure, mismatches);
        }
    }

    /** The everyday examples (arrays, class domains) at a small size each; HeapArray against its oracle. */
    private static final String[][] EVERYDAY = {{"HeapArray", "6"}, {"ArrayList", "5"}, {"HashMap", "5"}, {"UnionFind", "5"}, {"Expr", "3"}};

    /** Shows the examples with arrays and class domains and one structure of each; @return mismatches with HeapArray's oracle */
    private int showEveryday(PrintStream out, ClassFiles files, InterruptGuard guard) {
        out.println("Everyday classes with arrays and class domains (org.smallscope.examples.everyday)");
        out.println();
        TextTable table = new TextTable("subject", "valid", "explored", "oracle", "match", "time").rightAligned(1, 2, 3);
        List<String> structures = new ArrayList<>();
        int mismatches = 0;
        for (String[] example : EVERYDAY) {
            int n = Integer.parseInt(example[1]);
            ExampleRun run = ExampleRun.run(ExampleRun.load(example[0], n, files), 10_000, guard, false, streams.err(), true);
            Optional<PaperCheck> oracle = PaperCheck.lookup(example[0], new int[] {n});
            boolean match = oracle.map(p -> p.matches(run.result().explored(), run.result().valid())).orElse(true)
                    && run.result().failure() == null && run.result().predicateExceptions() == 0;
            mismatches += match ? 0 : 1;
            table.row(run.subject().describe(), Counts.format(run.result().valid()), Counts.format(run.result().explored()),
                    oracle.map(p -> Counts.format(p.valid()) + " valid").orElse(""), oracle.isPresent() ? streams.mark(match) : "",
                    Formats.duration(run.result().millis()));
            structures.add(String.format("  %-13s %s", run.subject().describe(), Optional.ofNullable(run.firstStructure()).orElse("(none)")));
        }
        table.print(out);
        out.println();
        out.println("One valid structure of each (the first found):");
        structures.forEach(out::println);
        out.println();
        return mismatches;
    }

    /** Shows iGen on the paper's pairs: each extended suite built from the base's, against Table III; @return mismatches */
    private int showIncremental(PrintStream out, ClassFiles files) {
        out.println("Extension-aware generation: each suite built from the previous subject's suite (Table III)");
        out.println();
        TextTable table = new TextTable("pair", "size", "valid", "explored", "full search", "saved", "Table III").rightAligned(1, 2, 3, 4, 5);
        int mismatches = 0;
        for (String pair : PaperTables.pairs()) {
            String[] names = pair.split("->");
            Subject base = ExampleRun.load(names[0], size, files);
            Subject extended = ExampleRun.load(names[1], size, files);
            org.smallscope.engine.incremental.SnapshotRecorder recorder = new org.smallscope.engine.incremental.SnapshotRecorder(base);
            org.smallscope.engine.search.SearchResult baseRun = new org.smallscope.engine.incremental.IncrementalGenerator(base, 1, 10_000).full(recorder).result();
            var outcome = new org.smallscope.engine.incremental.IncrementalGenerator(extended, 1, 10_000)
                    .fromBase(recorder.finish(baseRun, Mode.FULL.wireName(), VersionProvider.toolVersion()), org.smallscope.engine.search.SearchListener.NONE);
            TableIIICheck check = TableIIICheck.lookup(names[0], names[1], new int[] {size}).orElseThrow();
            double saved = check.saved(outcome.result().explored());
            boolean ok = check.matches(saved) && outcome.mode() == Mode.INCREMENTAL;
            mismatches += ok ? 0 : 1;
            table.row(pair, size, Counts.format(outcome.result().valid()), Counts.format(outcome.result().explored()),
                    Counts.format(check.fullExplored()), String.format(java.util.Locale.ROOT, "%.2f%%", saved), streams.mark(ok));
        }
        table.print(out);
        out.println();
        return mismatches;
    }

    private int verdict(PrintStream out, boolean interrupted, int failure, int mismatches) {
        if (interrupted) {
            out.println("Interrupted: the table is partial.");
            out.flush();
            return ExitCodes.INTERRUPTED;
        }
        if (failure != ExitCodes.OK) {
            out.flush();
            return failure;
        }
        if (mismatches > 0) {
            out.println(mismatches + " result(s) DIFFER from the paper's Tables II and III.");
            out.flush();
            return ExitCodes.PAPER_MISMATCH;
        }
        out.println("All " + PaperTables.subjects().length + " subjects match the paper's Table II (explored and valid), all "
                + PaperTables.pairs().length + " incremental runs its Table III, and HeapArray the UDITA paper's count.");
        out.flush();
        return ExitCodes.OK;
    }
}
