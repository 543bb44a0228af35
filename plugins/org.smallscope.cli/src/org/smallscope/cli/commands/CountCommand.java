package org.smallscope.cli.commands;

import org.smallscope.cli.registry.SmallscopeSubcommand;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.Formats;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.VersionProvider;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.counting.MethodPathCondition;
import org.smallscope.engine.counting.ModelCounter;
import org.smallscope.engine.counting.PathCondition;
import org.smallscope.engine.counting.PathConditionGenerator;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code smallscope count}: model counting, the number of solutions of {@code repOk() && pc()} for each path condition
 * (methods named {@code Class#method}, or generated heap path conditions), each counted on repOk's snapshot (made once,
 * or reused from {@code --store}) or, with {@code --from-scratch}, by a full search.
 */
@Command(name = "count", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
        description = {"Counts the solutions of repOk() && pc() for path conditions sharing one repOk (model counting).",
            "repOk's full search runs once (or its snapshot comes from --store); each path condition then runs on its valid"
                    + " structures only. One line per path condition: count, candidates explored, time, the condition."})
public final class CountCommand implements Callable<Integer>, SmallscopeSubcommand {

    @Mixin
    SubjectOption subject;

    @Option(names = "--pc", paramLabel = "<Class#method>", split = ",",
            description = "Path conditions as methods: static boolean m(Root r) in any class of the class path, or boolean m() of the root"
                    + " class; a class without a package is looked up in the root's package (e.g. PathConditions#rootIsBlack).")
    List<String> pcs = new ArrayList<>();

    @Option(names = "--generated", paramLabel = "<n>", description = "Also count n generated heap path conditions (field nullness and values).")
    int generated;

    @Option(names = "--seed", paramLabel = "<s>", defaultValue = "1", description = "Seed of the generated path conditions. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--depth", paramLabel = "<k>", defaultValue = "3",
            description = "Generated path conditions constrain the first k nodes reached from the root. Default: ${DEFAULT-VALUE}.")
    int depth;

    @Option(names = "--store", paramLabel = "<dir>", description = "Reuse repOk's snapshot from this store (and save it there when there is none).")
    Path store;

    @Option(names = "--from-scratch", description = "Count each path condition by a full search of repOk() && pc() instead (the baseline).")
    boolean fromScratch;

    @Option(names = "--threads", paramLabel = "<n>", defaultValue = "1", description = "Worker threads of full searches. Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(names = "--timeout", paramLabel = "<ms>", defaultValue = "10000",
            description = "Per-candidate time limit of full searches in milliseconds, 0 for none. Default: ${DEFAULT-VALUE}.")
    long timeoutMillis;

    @Mixin
    CommonOptions common;

    @Spec
    CommandSpec spec;

    private final Streams streams;

    /** Makes the command writing to the process's standard streams (how {@link java.util.ServiceLoader} finds it). */
    public CountCommand() {
        this(Streams.system());
    }

    public CountCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Object command(Streams streams) {
        return new CountCommand(streams);
    }

    @Override
    public Integer call() {
        if (pcs.isEmpty() && generated <= 0) {
            throw new ParameterException(spec.commandLine(), "give path conditions with --pc <Class#method> or --generated <n>");
        }
        PrintStream out = streams.out();
        ErrorReporter errors = new ErrorReporter(streams.err(), common.verbose);
        try (ClassFiles files = subject.classFiles()) {
            Subject loaded = SubjectLoader.load(subject.request(files));
            List<PathCondition> conditions = new ArrayList<>();
            for (String pc : pcs) {
                conditions.add(MethodPathCondition.parse(pc.trim()));
            }
            if (generated > 0) {
                conditions.addAll(new PathConditionGenerator(loaded, depth, seed).next(generated));
            }
            ModelCounter counter = new ModelCounter(loaded, new ModelCounter.Options(store == null ? null : new SnapshotStore(store), Math.max(1, threads),
                    timeoutMillis, VersionProvider.toolVersion()));
            if (fromScratch) {
                out.println(loaded.describe() + ": each path condition counted by a full search of repOk() && pc()");
            } else {
                ModelCounter.Base base = counter.base();
                SnapshotFile.Contents s = base.snapshot();
                out.println(loaded.describe() + ": repOk's snapshot " + (base.reused() ? "reused from " + store : "made by a full search")
                        + ": " + Counts.format(s.header().valid()) + " valid, " + Counts.format(s.header().explored()) + " explored, "
                        + Formats.millis(base.nanos()) + " ms" + (base.saved() != null ? " (saved to " + base.saved() + ")" : ""));
            }
            long total = 0;
            for (PathCondition pc : conditions) {
                ModelCounter.Count c = fromScratch ? counter.countFromScratch(pc) : counter.count(pc);
                total += c.nanos();
                out.println(String.format(Locale.ROOT, "count %s  explored %s  %s ms  %s%s", Counts.format(c.count()), Counts.format(c.explored()),
                        Formats.millis(c.nanos()), c.pc(), c.predicateExceptions() > 0 ? "  (threw on " + c.predicateExceptions() + ")" : ""));
                out.flush();
            }
            out.println(conditions.size() + " path conditions counted in " + Formats.millis(total) + " ms"
                    + (fromScratch ? " (full searches)" : " (on the snapshot)"));
            return ExitCodes.OK;
        } catch (SmallscopeException | IllegalArgumentException | IllegalStateException e) {
            return errors.report(e);
        }
    }
}
