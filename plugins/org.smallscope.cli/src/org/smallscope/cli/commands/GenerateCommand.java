package org.smallscope.cli.commands;

import org.smallscope.cli.registry.SmallscopeSubcommand;
import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.EventSocket;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.ExportRun;
import org.smallscope.cli.output.OutputFiles;
import org.smallscope.cli.output.PaperCheck;
import org.smallscope.cli.output.RunReport;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.Summary;
import org.smallscope.cli.output.TableIIICheck;
import org.smallscope.cli.output.TerminalSink;
import org.smallscope.cli.output.VersionProvider;

import org.smallscope.engine.protocol.channel.ChannelHandshake;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.Outcome;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.smallscope.engine.search.BatchExecutor;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.incremental.Checkpoints;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;
import org.smallscope.engine.run.RunSpec;
import org.smallscope.engine.run.RunSpecFlags;
import org.smallscope.engine.run.SubjectRun;

import com.google.gson.JsonObject;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code smallscope generate}: enumerates every valid structure of a subject within its finitization's bounds. */
@Command(name = "generate", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
        description = {"Enumerates every valid structure of a subject within its finitization's bounds.",
            "Runs the Korat search: every non-isomorphic candidate for which repOk returns true. Prints a summary;"
                    + " --out writes the valid candidates as they are found, --report a JSON report."})
public final class GenerateCommand implements Callable<Integer>, SmallscopeSubcommand {

    @Mixin
    SubjectOption subject;

    @Option(names = RunSpecFlags.FROM, paramLabel = "<cv>", converter = CandidateVector.Converter.class,
            description = "First candidate vector to explore, e.g. 1,0,2 or [1,0,2]. Default: all zeros.")
    CandidateVector from;

    @Option(names = RunSpecFlags.TO, paramLabel = "<cv>", converter = CandidateVector.Converter.class,
            description = "Candidate vector at which to stop (not explored); it must be one the search visits, e.g. a line of valid.cvs.")
    CandidateVector to;

    @Option(names = "--out", paramLabel = "<dir>",
            description = "Write " + OutputFiles.VECTORS + " (one candidate vector per line) and " + OutputFiles.STRUCTURES
                    + " (one structure per line) into <dir>, as they are found.")
    Path out;

    @Option(names = RunSpecFlags.REPORT, paramLabel = "<file.json>", description = "Write a JSON report of the run (atomically).")
    Path report;

    @Option(names = RunSpecFlags.TIMEOUT, paramLabel = "<ms>", defaultValue = "" + RunSpec.DEFAULT_TIMEOUT_MILLIS,
            description = "Per-candidate time limit for repOk in milliseconds; 0 turns it off. Default: ${DEFAULT-VALUE}.")
    long timeoutMillis;

    @Option(names = RunSpecFlags.THREADS, paramLabel = "<n>", description = "Worker threads. Default: the number of cores.")
    Integer threads;

    @Option(names = "--korat-exact", description = "Explore exactly Korat's candidates (its explored counts, as the papers give them). "
            + "By default the search also skips candidates that a later conjunct of repOk rejects on the fields already read "
            + "(conjunct look-ahead): the same valid structures in the same order, fewer explored.")
    boolean koratExact;

    @Option(names = RunSpecFlags.STORE, paramLabel = "<dir>", defaultValue = RunSpec.DEFAULT_STORE,
            description = "Snapshot store: each run saves its suite there and later runs reuse it. Default: ${DEFAULT-VALUE}.")
    Path store;

    @Option(names = RunSpecFlags.BASE, paramLabel = "<snapshot>",
            description = "Reuse this snapshot: an id (or prefix), a file, or the class or example it was made for (e.g. BST for BSTP).")
    String base;

    @Option(names = RunSpecFlags.NO_REUSE, description = "Do not reuse a snapshot: always run a full search (the new suite is still saved).")
    boolean noReuse;

    @Option(names = RunSpecFlags.REUSE, paramLabel = "auto|always|never", defaultValue = "auto",
            converter = ReusePolicyConverter.class,
            description = "With a compatible snapshot: reuse it when replaying its tests is estimated cheaper than a full search (auto),"
                    + " whenever it is compatible (always), or never. Default: ${DEFAULT-VALUE}.")
    ReuseEstimate.Policy reusePolicy;

    @Option(names = RunSpecFlags.RESUME,
            description = "Continue the interrupted run of this subject from its checkpoint in the store (made by a run of the same subject,"
                    + " bounds, base snapshot and Smallscope version that was killed or stopped before it saved its snapshot);"
                    + " without one, run from the beginning (with a warning).")
    boolean resume;

    @Option(names = RunSpecFlags.NO_CHECKPOINT,
            description = "Keep no checkpoint. By default a run appends each finished batch of ranges to <store>/checkpoints/ (deleted once"
                    + " the snapshot is saved), so that --resume can continue it after Ctrl-C, kill -9 or a crash.")
    boolean noCheckpoint;

    @Option(names = RunSpecFlags.QUIET, description = "Print no summary (errors still go to standard error).")
    boolean quiet;

    @Option(names = RunSpecFlags.PROGRESS, negatable = true,
            description = "Show (or never show) a progress line on standard error. Default: only when it is a terminal.")
    Boolean progress;

    @Option(names = RunSpecFlags.EVENTS, paramLabel = "<port>",
            description = "For IDEs: connect to 127.0.0.1:<port> and, once the listener proved it knows the run's token (the environment"
                    + " variable " + ChannelHandshake.TOKEN_VARIABLE + ", or --events-token-file), send the run's events there as JSON lines"
                    + " (started, reuse, valid, progress about every 200 ms, restarted, warning, finished last, also on errors); a line"
                    + " {\"command\":\"stop\"} sent back stops the run as Ctrl-C does, and so does closing the connection.")
    Integer eventsPort;

    @Option(names = "--events-token-file", paramLabel = "<file>",
            description = "For --events: read the run's token from <file> (readable by its owner only) instead of the environment variable "
                    + ChannelHandshake.TOKEN_VARIABLE + ".")
    Path eventsTokenFile;

    @Option(names = RunSpecFlags.SOURCE_MODEL, paramLabel = "<file.json>",
            description = "For IDEs: a JSON object describing repOk's source, kept as it is in the header of the snapshot this run saves"
                    + " (snapshots show prints it).")
    Path sourceModel;

    @Mixin
    SparkOption spark;

    @Mixin
    ExportOptions export;

    @Mixin
    EqClassOptions eqClass;

    @Mixin
    GeneratorOptions generatorOptions;

    @Mixin
    BuilderOptions builderOptions;

    @Mixin
    CommonOptions common;

    private final Streams streams;
    private JsonObject source;

    /** Makes the command writing to the process's standard streams (how {@link java.util.ServiceLoader} finds it). */
    public GenerateCommand() {
        this(Streams.system());
    }

    public GenerateCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Object command(Streams streams) {
        return new GenerateCommand(streams);
    }

    @Override
    public Integer call() {
        return koratExact ? SearchMode.with(true, this::generateAll) : generateAll();
    }

    /** @return the exit code of the run the options ask for, in the search mode set */
    private Integer generateAll() {
        if (builderOptions.api) {
            return new BuilderGenerate(this, streams).call();
        }
        if (builderOptions.refinements()) {
            throw new ParameterException(subject.spec.commandLine(), "--builders, --exclude, --calls, --call-timeout and --cross-check are for API mode (--api)");
        }
        if (subject.generatorSpec() != null || generatorOptions.given()) {
            return new GeneratorGenerate(this, streams).call();
        }
        if (timeoutMillis < 0) {
            throw new ParameterException(subject.spec.commandLine(),
                    "--timeout must be 0 (off) or a number of milliseconds, not " + timeoutMillis);
        }
        if (resume && (noCheckpoint || from != null || to != null)) {
            throw new ParameterException(subject.spec.commandLine(), "--resume continues a checkpointed generation; it cannot be combined with "
                    + (noCheckpoint ? "--no-checkpoint" : "--from or --to"));
        }
        eqClass.check(from != null || to != null ? "--from or --to" : resume ? "--resume" : spark.given() ? "--spark" : base != null ? "--base"
                : threads != null && threads > 1 ? "--threads " + threads : null);
        ErrorReporter errors = new ErrorReporter(streams.err(), common.verbose);
        RunEnding ending = new RunEnding(streams, errors);
        RunReport runReport = new RunReport();
        String token = eventsToken();
        EventSocket socket;
        try {
            socket = eventsPort == null ? null : EventSocket.connect(eventsPort, token);
        } catch (UncheckedIOException e) { // no run without its listener, but its report says why
            runReport.failed(e);
            return writeReport(runReport, ending.failed(e), ending);
        }
        boolean showProgress = !quiet && (progress != null ? progress : streams.errIsTerminal());
        return framed(showProgress, socket, ending, runReport, (files, guard, events) -> {
            source = sourceModel == null ? null : SourceModelFile.read(sourceModel, subject.spec.commandLine());
            return generate(files, guard, ending, runReport, events, socket);
        });
    }

    /** Checks {@code --events} and {@code --events-token-file}; @return the run's token, or null without {@code --events} */
    String eventsToken() {
        if (eventsPort == null) {
            if (eventsTokenFile != null) {
                throw new ParameterException(subject.spec.commandLine(), "--events-token-file is for --events <port>");
            }
            return null;
        }
        if (eventsPort < 1 || eventsPort > 65535) {
            throw new ParameterException(subject.spec.commandLine(), "--events must be a port number from 1 to 65535, not " + eventsPort);
        }
        return EventsToken.read(eventsTokenFile, System::getenv, subject.spec.commandLine());
    }

    /** The body of a run inside its frame: what it reads, its Ctrl-C guard and where its events go; @return its exit status */
    interface RunBody {
        int run(ClassFiles files, InterruptGuard guard, RunListener events);
    }

    /**
     * Runs {@code body} between the terminal and the event socket (if any), writes the report, and ends the event
     * stream with {@code finished} (also on errors); @return the exit status
     */
    int framed(boolean showProgress, EventSocket socket, RunEnding ending, RunReport runReport, RunBody body) {
        try (TerminalSink terminal = new TerminalSink(streams.err(), showProgress, common.verbose)) {
            RunListener events = socket == null ? terminal : RunListener.all(terminal, socket);
            int code;
            try (InterruptGuard guard = InterruptGuard.install(); ClassFiles files = subject.classFiles()) {
                code = body.run(files, guard, events);
                if (socket != null) {
                    socket.dropped().ifPresent(text -> events.accept(new RunEvent.Warning(text)));
                    runReport.eventsDropped(socket.droppedCount(), socket.dropped());
                }
                code = writeReport(runReport, code, ending);
                events.accept(ending.finished(code));
            } catch (RuntimeException e) {
                events.accept(ending.finished(e));
                throw e;
            }
            return code;
        } finally {
            if (socket != null) {
                if (!socket.finishedSent()) {
                    socket.accept(ending.unfinished());
                }
                socket.drainAndClose().ifPresent(text -> streams.err().println("smallscope: warning: " + text));
            }
        }
    }

    private int generate(ClassFiles classFiles, InterruptGuard guard, RunEnding ending, RunReport runReport, RunListener events,
            EventSocket socket) {
        try {
            runReport.requested(subject.requestedClass());
            SubjectRequest request = subject.request(classFiles);
            runReport.request(request, subject.exampleName());
            long loadStart = System.nanoTime();
            Subject loaded = SubjectLoader.load(request);
            runReport.subject(loaded, (System.nanoTime() - loadStart) / 1_000_000L);
            runReport.range(text(from), text(to));
            var classes = eqClass.classes(loaded);
            SearchListener collector = eqClass.exporting(export.collecting(loaded, SearchListener.NONE));
            RunSpec spec = spec();
            Generation.Checkpointing checkpointing = spec.store().checkpointing();
            Path checkpoint = spec.limits().isRange() || checkpointing == Generation.Checkpointing.OFF || classes != null ? null
                    : Checkpoints.file(spec.store().directory(), loaded.className(), loaded.finitizationName(), loaded.args());
            if (checkpoint != null && checkpointing != Generation.Checkpointing.RESUME && Files.exists(checkpoint) && !spec.channel().quiet()) {
                streams.err().println("smallscope: note: this run replaces the checkpoint of an interrupted one, " + checkpoint
                        + " (--resume continues it instead)");
            }
            RunEvent.Pruning[] pruning = {null};
            RunListener reported = e -> {
                if (e instanceof RunEvent.Resumed r) {
                    runReport.resumed(r);
                } else if (e instanceof RunEvent.Note n) {
                    runReport.note(n.text());
                } else if (e instanceof RunEvent.Pruning p) {
                    pruning[0] = p;
                }
            };
            SubjectRun.Result done;
            try (BatchExecutor executor = openSpark(request); OutputFiles outputFiles = out == null ? null : OutputFiles.open(out)) {
                SubjectRun.Request asked = SubjectRun.Request.of(loaded, spec, VersionProvider.toolVersion(), source, executor).sending(out != null || socket != null,
                        socket != null || !quiet && (progress != null ? progress : streams.errIsTerminal()), socket != null);
                // only an IDE wants them: it is sent (and keeps) the first ones, the rest need not be rendered
                SubjectRun run = new SubjectRun(out == null ? asked.validUpTo(RunEvent.Valid.sentAtMost()) : asked).withEqClasses(classes);
                guard.watch(run);
                if (socket != null) {
                    socket.watch(run);
                }
                done = run.run(outputFiles == null ? RunListener.all(reported, events) : RunListener.all(reported, outputFiles, events), collector);
            }
            if (checkpoint != null && done.search().outcome() != Outcome.COMPLETED && Files.exists(checkpoint)) {
                runReport.checkpoint(checkpoint);
                streams.err().println("smallscope: the finished part of the run is kept in " + checkpoint
                        + "; the same command with --resume continues it");
            }
            Generation.Report g = done.generation();
            if (g != null) {
                runReport.generation(g);
            }
            ending.searched(done, loaded);
            SearchResult result = done.search();
            runReport.result(result);
            // as the run said (not said: it failed before its search began)
            boolean lookedAhead = pruning[0] != null && pruning[0].looksAhead();
            runReport.pruning(lookedAhead ? RunEvent.Pruning.LOOK_AHEAD : RunEvent.Pruning.KORAT_EXACT);
            Optional<PaperCheck> paper = !lookedAhead && from == null && to == null && done.mode() == Mode.FULL && result.outcome() == Outcome.COMPLETED
                    ? PaperCheck.lookup(subject.exampleName(), loaded.args()).filter(p -> isDefaultFinitization(loaded))
                    : Optional.empty();
            paper.ifPresent(p -> runReport.paper(p, result.explored(), result.valid()));
            if (!quiet) {
                new Summary(streams).print(loaded, result, text(from), text(to), paper, lookedAhead);
            }
            eqClass.finish(runReport, events, streams, quiet);
            if (g != null) {
                reportReuse(g, loaded, runReport);
            }
            int code = export.finish(loaded, result, g, classFiles, timeoutMillis, quiet, ending.searchStatus(guard), streams, ending.errors());
            sendExport(export.lastRun(), events);
            return code;
        } catch (ParameterException e) {
            throw e;
        } catch (RuntimeException | OutOfMemoryError e) {
            runReport.failed(e); // the heap an OutOfMemoryError filled is garbage once it has unwound the run
            return ending.failed(e);
        }
    }

    /**
     * @return the run these options ask for, as every front end says it ({@code --threads 0} means one thread here, as it
     *         always did; without {@code --threads}, as many as cores)
     */
    RunSpec spec() {
        RunSpec.Api api = builderOptions.api ? new RunSpec.Api(builderOptions.builders, builderOptions.exclude, builderOptions.calls,
                builderOptions.crossCheck, builderOptions.callTimeout) : null;
        return RunSpec.defaults().withSubject(subject.target()).withBounds(subject.bounds())
                .withStrategy(new RunSpec.Strategy(generatorOptions.mode() == org.smallscope.engine.udita.ChoiceMode.DELAYED, eqClass.eqClass,
                        eqClass.onePerClass, api))
                .withThreads(threads == null ? 0 : Math.max(1, threads))
                .withStore(new RunSpec.Store(store, base, !noReuse, reusePolicy, noCheckpoint ? Generation.Checkpointing.OFF
                        : resume ? Generation.Checkpointing.RESUME : Generation.Checkpointing.KEEP))
                .withLimits(new RunSpec.Limits(timeoutMillis, from == null ? null : boxed(from.values()), to == null ? null : boxed(to.values())))
                .withExport(export.export()).withMethod(export.methodTest())
                .withChannel(new RunSpec.Channel(eventsPort, sourceModel, report, quiet, progress));
    }

    private static java.util.List<Integer> boxed(int[] v) {
        return java.util.Arrays.stream(v).boxed().toList();
    }

    /** @return the Spark executor of --spark, or null without it */
    private BatchExecutor openSpark(SubjectRequest request) {
        if (!spark.given()) {
            return null;
        }
        if (from != null || to != null) {
            throw new ParameterException(subject.spec.commandLine(), "--spark runs a whole generation; it does not take --from or --to");
        }
        return spark.open(request);
    }

    /** Sends what the JUnit export wrote and the method's counterexamples as events. */
    static void sendExport(ExportRun run, RunListener events) {
        if (run == null) {
            return;
        }
        if (run.export() != null) {
            var files = run.export().files();
            events.accept(new RunEvent.Exported(files.stream().map(f -> f.path().toString()).toList(),
                    files.stream().map(f -> f.className()).toList(), run.export().tests()));
        }
        for (var c : run.counterexamples()) {
            events.accept(new RunEvent.Counterexample(c.vector().clone(), c.structure(), c.call(), c.describe()));
        }
    }

    /** Reads {@code --reuse}. */
    static final class ReusePolicyConverter implements picocli.CommandLine.ITypeConverter<ReuseEstimate.Policy> {
        @Override
        public ReuseEstimate.Policy convert(String value) {
            try {
                return ReuseEstimate.Policy.parse(value);
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /** Says what was reused (and Table III's verdict for the paper's pairs), or why nothing could be. */
    private void reportReuse(Generation.Report g, Subject loaded, RunReport runReport) {
        ReuseEstimate estimate = g.outcome().estimate();
        if (estimate != null && !quiet) {
            streams.out().println("estimate  reuse ~" + Counts.format(estimate.reuse()) + ", full ~" + Counts.format(estimate.full())
                    + " candidate-equivalents: " + estimate.chosen().wireName() + " (" + estimate.reason() + ")");
        }
        if (g.outcome().fallbackReason() != null && estimate != null && estimate.chosen() == ReuseEstimate.Choice.FULL) {
            streams.err().println("smallscope: full search: " + estimate.reason() + " (snapshot " + g.base().descriptor().describe()
                    + "; --reuse always replays it)");
        } else if (g.outcome().fallbackReason() != null) {
            streams.err().println("smallscope: full search: snapshot " + (g.base() == null ? "" : g.base().descriptor().describe() + " ")
                    + "not reusable: " + g.outcome().fallbackReason());
        }
        if (!quiet && g.outcome().mode() == Mode.INCREMENTAL_BACKWARD) {
            streams.out().println("reused    " + Counts.format(g.outcome().mixedRanges()) + " stretches recorded by snapshot "
                    + g.base().descriptor().describe() + " (" + g.base().id() + ", " + Counts.format(g.base().explored())
                    + " explored), searched as floor-pinned ranges of the weakened predicate: " + Counts.format(g.outcome().result().explored())
                    + " candidates explored in them (the explored count above)");
        }
        if (!quiet && g.outcome().mode() == Mode.INCREMENTAL) {
            streams.out().println("reused    " + Counts.format(g.outcome().reusedTests()) + " tests of snapshot "
                    + g.base().descriptor().describe() + " (" + g.base().id() + ") as " + Counts.format(g.outcome().mixedRanges()) + " mixed ranges");
            streams.out().println("replayed  " + Counts.format(g.outcome().reusedTests()) + " stored candidates decoded and set up as ranges, besides the "
                    + Counts.format(g.outcome().result().explored()) + " explored in them (both cost time: see \"time\")");
            TableIIICheck.lookup(g.base().descriptor().simpleName(), subject.exampleName(), loaded.args()).ifPresent(check -> {
                double saved = check.saved(g.outcome().result().explored());
                runReport.savings(check, saved);
                if (!quiet) {
                    streams.out().println("paper     " + check.describe(saved, streams));
                }
            });
        }
        streams.err().flush();
    }

    int writeReport(RunReport runReport, int code, RunEnding ending) {
        if (report == null) {
            return code;
        }
        runReport.exitCode(code);
        try {
            runReport.writeTo(report);
            return code;
        } catch (UncheckedIOException e) {
            int failed = ending.failed(e);
            return code == ExitCodes.OK ? failed : code;
        }
    }

    private static String text(CandidateVector v) {
        return v == null ? null : v.toString();
    }

    private static boolean isDefaultFinitization(Subject s) {
        return s.finitizationName().equals("fin" + s.simpleName());
    }
}
