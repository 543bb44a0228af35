package org.smallscope.cli;

import org.smallscope.engine.protocol.Outcome;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.smallscope.engine.Listeners;
import org.smallscope.engine.Search;
import org.smallscope.engine.SearchListener;
import org.smallscope.engine.SearchResult;
import org.smallscope.engine.Structures;
import org.smallscope.engine.Subject;
import org.smallscope.engine.SubjectLoader;
import org.smallscope.engine.SubjectRequest;
import org.smallscope.engine.protocol.Mode;

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
public final class GenerateCommand implements Callable<Integer> {

    @Mixin
    SubjectOption subject;

    @Option(names = "--from", paramLabel = "<cv>", converter = CandidateVector.Converter.class,
            description = "First candidate vector to explore, e.g. 1,0,2 or [1,0,2]. Default: all zeros.")
    CandidateVector from;

    @Option(names = "--to", paramLabel = "<cv>", converter = CandidateVector.Converter.class,
            description = "Candidate vector at which to stop (not explored); it must be one the search visits, e.g. a line of valid.cvs.")
    CandidateVector to;

    @Option(names = "--out", paramLabel = "<dir>",
            description = "Write " + OutputFiles.VECTORS + " (one candidate vector per line) and " + OutputFiles.STRUCTURES
                    + " (one structure per line) into <dir>, as they are found.")
    Path out;

    @Option(names = "--report", paramLabel = "<file.json>", description = "Write a JSON report of the run (atomically).")
    Path report;

    @Option(names = "--timeout", paramLabel = "<ms>", defaultValue = "10000",
            description = "Per-candidate time limit for repOk in milliseconds; 0 turns it off. Default: ${DEFAULT-VALUE}.")
    long timeoutMillis;

    @Option(names = "--threads", paramLabel = "<n>", description = "Worker threads. Default: the number of cores.")
    Integer threads;

    @Option(names = "--store", paramLabel = "<dir>", defaultValue = ".smallscope",
            description = "Snapshot store: each run saves its suite there and later runs reuse it. Default: ${DEFAULT-VALUE}.")
    Path store;

    @Option(names = "--base", paramLabel = "<snapshot>",
            description = "Reuse this snapshot: an id (or prefix), a file, or the class or example it was made for (e.g. BST for BSTP).")
    String base;

    @Option(names = "--no-reuse", description = "Do not reuse a snapshot: always run a full search (the new suite is still saved).")
    boolean noReuse;

    @Option(names = "--quiet", description = "Print no summary (errors still go to standard error).")
    boolean quiet;

    @Option(names = "--progress", negatable = true,
            description = "Show (or never show) a progress line on standard error. Default: only when it is a terminal.")
    Boolean progress;

    @Option(names = "--events", paramLabel = "<port>",
            description = "For IDEs: connect to 127.0.0.1:<port> and send the run's events there as JSON lines (started, reuse, valid,"
                    + " progress about every 200 ms, restarted, warning, finished last, also on errors); a line {\"command\":\"stop\"}"
                    + " sent back stops the run as Ctrl-C does, and so does closing the connection.")
    Integer eventsPort;

    @Option(names = "--source-model", paramLabel = "<file.json>",
            description = "For IDEs: a JSON object describing repOk's source, kept as it is in the header of the snapshot this run saves"
                    + " (snapshots show prints it).")
    Path sourceModel;

    @Mixin
    ExportOptions export;

    @Mixin
    CommonOptions common;

    private final Streams streams;
    private EventStream eventStream = EventStream.none();
    private JsonObject source;

    GenerateCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        if (timeoutMillis < 0) {
            throw new ParameterException(subject.spec.commandLine(),
                    "--timeout must be 0 (off) or a number of milliseconds, not " + timeoutMillis);
        }
        if (eventsPort != null && (eventsPort < 1 || eventsPort > 65535)) {
            throw new ParameterException(subject.spec.commandLine(), "--events must be a port number from 1 to 65535, not " + eventsPort);
        }
        ErrorReporter errors = new ErrorReporter(streams.err(), common.verbose);
        RunReport runReport = new RunReport();
        int code;
        try (EventStream stream = eventsPort == null ? EventStream.none() : EventStream.connect(eventsPort)) {
            eventStream = stream;
            try (InterruptGuard guard = InterruptGuard.install(); ClassFiles files = subject.classFiles()) {
                source = sourceModel == null ? null : SourceModelFile.read(sourceModel, subject.spec.commandLine());
                code = generate(files, guard, errors, runReport);
                code = writeReport(runReport, code, errors);
                stream.finished(code);
            } catch (RuntimeException e) {
                stream.failed(e);
                throw e;
            }
        }
        return code;
    }

    private int generate(ClassFiles classFiles, InterruptGuard guard, ErrorReporter errors, RunReport runReport) {
        try {
            runReport.requested(subject.requestedClass());
            SubjectRequest request = subject.request(classFiles);
            runReport.request(request, subject.exampleName());
            long loadStart = System.nanoTime();
            Subject loaded = SubjectLoader.load(request);
            runReport.subject(loaded, (System.nanoTime() - loadStart) / 1_000_000L);
            runReport.range(from, to);
            SearchResult result;
            org.smallscope.engine.incremental.Generation.Report g = null;
            if (from != null || to != null) {
                result = search(loaded, guard);
            } else {
                g = generateWithStore(loaded, guard);
                runReport.generation(g);
                eventStream.generation(g, loaded);
                result = g.outcome().result();
            }
            runReport.result(result);
            eventStream.result(result);
            boolean incremental = g != null && g.outcome().mode() == Mode.INCREMENTAL;
            Optional<PaperCheck> paper = from == null && to == null && !incremental && result.outcome() == Outcome.COMPLETED
                    ? PaperCheck.lookup(subject.exampleName(), loaded.args()).filter(p -> isDefaultFinitization(loaded))
                    : Optional.empty();
            paper.ifPresent(p -> runReport.paper(p, result.explored(), result.valid()));
            if (!quiet) {
                new Summary(streams).print(loaded, result, from, to, paper);
            }
            if (g != null) {
                reportReuse(g, loaded, runReport);
            }
            int code = export.finish(loaded, result, g, classFiles, timeoutMillis, quiet, outcome(result, guard, errors), streams, errors);
            streamExport(export.lastRun());
            return code;
        } catch (ParameterException e) {
            throw e;
        } catch (RuntimeException e) {
            runReport.failed(e);
            eventStream.message(ErrorReporter.message(e));
            return errors.report(e);
        }
    }

    /** Sends what the JUnit export wrote and the method's counterexamples to the --events listener. */
    private void streamExport(ExportRun run) {
        if (run == null) {
            return;
        }
        if (run.export() != null) {
            var files = run.export().files();
            eventStream.exported(files.stream().map(f -> f.path()).toList(), files.stream().map(f -> f.className()).toList(),
                    run.export().tests());
        }
        for (var c : run.counterexamples()) {
            eventStream.counterexample(c.vector(), c.structure(), c.call(), c.describe());
        }
    }

    /** Runs the search, streaming valid candidates to --out, with the progress line if wanted. */
    private SearchResult search(Subject loaded, InterruptGuard guard) {
        Search.Builder builder = Search.over(loaded).candidateTimeoutMillis(timeoutMillis);
        if (from != null) {
            builder.from(from.values());
        }
        if (to != null) {
            builder.to(to.values());
        }
        try (OutputFiles outputFiles = out == null ? null : OutputFiles.open(loaded, out)) {
            Search search = builder.listener(export.collecting(loaded,
                    Listeners.of(outputFiles == null ? SearchListener.NONE : outputFiles, eventStream.listener(loaded)))).build();
            guard.watch(search);
            eventStream.watch(search);
            eventStream.started(loaded, Mode.FULL);
            boolean showProgress = !quiet && (progress != null ? progress : streams.errIsTerminal());
            SearchResult result;
            try (ProgressBar bar = ProgressBar.startIf(showProgress, search, streams.err(), loaded.describe())) {
                result = search.run();
            }
            if (to != null && result.outcome() == Outcome.COMPLETED && !search.reachedRangeEnd()) {
                String warning = "the search never reached --to " + Structures.formatVector(to.values())
                        + " and ran to the end of the space; --to must be a candidate the search visits (e.g. a line of "
                        + OutputFiles.VECTORS + ")";
                streams.err().println("smallscope: warning: " + warning);
                eventStream.warning(warning);
                streams.err().flush();
            }
            return result;
        }
    }

    /** Runs a (possibly incremental) generation against the snapshot store. */
    private org.smallscope.engine.incremental.Generation.Report generateWithStore(Subject loaded, InterruptGuard guard) {
        int workers = threads != null ? Math.max(1, threads) : Runtime.getRuntime().availableProcessors();
        var options = new org.smallscope.engine.incremental.Generation.Options(new org.smallscope.engine.incremental.SnapshotStore(store),
                base, !noReuse, workers, timeoutMillis, VersionProvider.toolVersion(), source);
        var generation = new org.smallscope.engine.incremental.Generation(loaded, options);
        try (OutputFiles outputFiles = out == null ? null : OutputFiles.open(loaded, out)) {
            guard.watch(generation);
            eventStream.watch(generation);
            boolean showProgress = !quiet && (progress != null ? progress : streams.errIsTerminal());
            try (ProgressBar bar = ProgressBar.startIf(showProgress, generation, streams.err(), loaded.describe())) {
                return generation.run(export.collecting(loaded,
                        Listeners.of(outputFiles == null ? SearchListener.NONE : outputFiles, eventStream.listener(loaded))),
                        eventStream.starter(loaded));
            }
        }
    }

    /** Says what was reused (and Table III's verdict for the paper's pairs), or why nothing could be, and any snapshot warnings. */
    private void reportReuse(org.smallscope.engine.incremental.Generation.Report g, Subject loaded, RunReport runReport) {
        for (String warning : g.warnings()) {
            streams.err().println("smallscope: warning: " + warning);
            eventStream.warning(warning);
        }
        if (g.outcome().fallbackReason() != null) {
            streams.err().println("smallscope: full search: snapshot " + (g.base() == null ? "" : g.base().descriptor().describe() + " ")
                    + "not reusable: " + g.outcome().fallbackReason());
        }
        if (!quiet && g.outcome().mode() == Mode.INCREMENTAL) {
            streams.out().println("reused    " + Formats.count(g.outcome().reusedTests()) + " tests of snapshot "
                    + g.base().descriptor().describe() + " (" + g.base().id() + ") as " + Formats.count(g.outcome().mixedRanges()) + " mixed ranges");
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

    /** Reports how the search ended on standard error; @return the exit status */
    private int outcome(SearchResult result, InterruptGuard guard, ErrorReporter errors) {
        if (result.outcome() == Outcome.CANCELLED || guard.interrupted()) {
            String message = "interrupted after " + Formats.count(result.explored()) + " candidates; the counts are partial";
            streams.err().println("smallscope: " + message);
            eventStream.message(message);
            streams.err().flush();
            return ExitCodes.INTERRUPTED;
        }
        if (result.outcome() == Outcome.FAILED && result.failure() != null) {
            eventStream.message(ErrorReporter.message(result.failure()));
            return errors.report(result.failure());
        }
        if (result.predicateExceptions() > 0) {
            String message = "repOk threw on " + Formats.count(result.predicateExceptions()) + " of " + Formats.count(result.explored())
                    + " candidates (counted invalid); the first, on candidate " + Structures.formatVector(result.firstExceptionCandidate())
                    + ": " + result.firstException();
            errors.error(message);
            java.util.List<String> frames = UserFrames.lines(result.firstException());
            frames.forEach(streams.err()::println);
            eventStream.message(Formats.oneLine(message) + frames.stream().map(f -> "\n" + f).collect(java.util.stream.Collectors.joining()));
            errors.traceIfVerbose(result.firstException());
            streams.err().flush();
            return ExitCodes.PREDICATE_THREW;
        }
        return ExitCodes.OK;
    }

    private int writeReport(RunReport runReport, int code, ErrorReporter errors) {
        if (report == null) {
            return code;
        }
        runReport.exitCode(code);
        try {
            runReport.writeTo(report);
            return code;
        } catch (UncheckedIOException e) {
            eventStream.message(ErrorReporter.message(e));
            int failed = errors.report(e);
            return code == ExitCodes.OK ? failed : code;
        }
    }

    private static boolean isDefaultFinitization(Subject s) {
        return s.finitizationName().equals("fin" + s.simpleName());
    }
}
