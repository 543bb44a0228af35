package org.smallscope.cli.commands;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.List;
import java.util.StringJoiner;

import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.EventSocket;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.ExportRun;
import org.smallscope.cli.output.OutputFiles;
import org.smallscope.cli.output.RunReport;
import org.smallscope.cli.output.Streams;
import org.smallscope.engine.builders.Builder;
import org.smallscope.engine.builders.BuilderFailure;
import org.smallscope.engine.builders.BuilderResult;
import org.smallscope.engine.builders.BuilderSearch;
import org.smallscope.engine.builders.BuilderSpec;
import org.smallscope.engine.builders.BuilderTestWriter;
import org.smallscope.engine.builders.BuiltState;
import org.smallscope.engine.builders.CrossCheck;
import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.generator.GeneratorMethodRunner;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;

import picocli.CommandLine.ParameterException;

/**
 * {@code smallscope generate --api --class C --args n} (or {@code --example AvlTree}): API mode, the structures a class's
 * builders reach, reported like a generator run (summary, --out, --report with {@code "mode": "api"}, --events), and with
 * {@code --cross-check} compared with the repOk search at the same bounds; with {@code --method} the method runs on each
 * built state (a fresh object built again by its sequence for every call), reported as method mode reports it.
 */
final class BuilderGenerate {

    private final GenerateCommand c;
    private final Streams streams;

    BuilderGenerate(GenerateCommand command, Streams streams) {
        this.c = command;
        this.streams = streams;
    }

    Integer call() {
        var line = c.subject.spec.commandLine();
        String unsupported = c.subject.generatorSpec() != null ? "--generator" : c.generatorOptions.given() ? "--eager/--delayed"
                : c.from != null || c.to != null ? "--from/--to" : c.base != null ? "--base" : c.resume ? "--resume" : c.spark.given() ? "--spark"
                : c.eqClass.given() ? "--eq-class" : c.export.method != null && c.export.junit != null
                        ? "--junit with --method (API mode writes the built states as tests; run --method without --junit)"
                : c.export.firstFailure ? "--first-failure" : !c.export.params.isEmpty() && c.export.method == null ? "--param without --method"
                : c.export.junit != null && !"junit5".equals(c.export.flavour) ? "--junit-flavour " + c.export.flavour + " (API mode writes JUnit 5)"
                : c.subject.finitization != null && !c.builderOptions.crossCheck ? "--finitization (without --cross-check)" : null;
        if (unsupported != null) {
            throw new ParameterException(line, unsupported + " is not available with --api");
        }
        int[] args = c.subject.args();
        if (args.length != 1 || args[0] < 0) {
            throw new ParameterException(line, "--api takes one size in --args (at most n objects besides the object itself, n calls, ints"
                    + " 0..n-1), e.g. --args 5");
        }
        if (c.builderOptions.calls != null && c.builderOptions.calls < 0) {
            throw new ParameterException(line, "--calls must be 0 or more, not " + c.builderOptions.calls);
        }
        if (c.builderOptions.callTimeout != null && c.builderOptions.callTimeout < 0) {
            throw new ParameterException(line, "--call-timeout must be 0 (no limit) or a number of milliseconds, not " + c.builderOptions.callTimeout);
        }
        ErrorReporter errors = new ErrorReporter(streams.err(), c.common.verbose);
        RunEnding ending = new RunEnding(streams, errors);
        RunReport report = new RunReport();
        String token = c.eventsToken();
        EventSocket socket;
        try {
            socket = c.eventsPort == null ? null : EventSocket.connect(c.eventsPort, token);
        } catch (UncheckedIOException e) {
            report.failed(e);
            return c.writeReport(report, ending.failed(e), ending);
        }
        boolean showProgress = !c.quiet && (c.progress != null ? c.progress : streams.errIsTerminal());
        return c.framed(showProgress, socket, ending, report, (files, guard, events) -> generate(files, guard, ending, report, events, socket, args[0]));
    }

    private int generate(ClassFiles files, InterruptGuard guard, RunEnding ending, RunReport report, RunListener events, EventSocket socket, int n) {
        BuilderOptions o = c.builderOptions;
        String className = c.subject.requestedClass();
        report.requested(className);
        try {
            Class<?> type = BuilderSearch.load(c.subject.request(files).className(), files.source());
            BuilderSpec spec = BuilderSpec.of(type, n).withBuilders(o.builders.stream().map(String::trim).toList())
                    .withExclude(o.exclude.stream().map(String::trim).toList());
            if (o.calls != null) {
                spec = spec.withCalls(o.calls);
            }
            List<Builder> all = BuilderSearch.builders(spec); // bad builders fail here, before the run starts
            report.builderRequest(type.getName(), c.subject.exampleName(), n, spec);
            int workers = c.threads != null ? Math.max(1, c.threads) : Runtime.getRuntime().availableProcessors();
            BuilderSearch search = new BuilderSearch(spec).threads(workers)
                    .callTimeout(o.callTimeout != null ? o.callTimeout : BuilderSearch.DEFAULT_CALL_TIMEOUT_MILLIS);
            guard.watch(search);
            if (socket != null) {
                socket.watch(search);
            }
            BuilderResult result;
            try (OutputFiles out = c.out == null ? null : OutputFiles.open(c.out)) {
                RunListener sink = out == null ? events : RunListener.all(out, events);
                sink.accept(new RunEvent.Started(type.getName() + " api", type.getName(), "api", new int[] {n}, Mode.FULL, "0", 0, List.of()));
                boolean send = out != null || socket != null;
                long began = System.nanoTime();
                result = search.run(new BuilderSearch.Listener() {
                    @Override
                    public void state(long ordinal, BuiltState s) {
                        if (send) {
                            sink.accept(new RunEvent.Valid(ordinal, s.sequence().vector(all), s.state().canonical() + "  <- " + s.sequence().text()));
                        }
                    }

                    @Override
                    public void level(int length, long states, long sequences) { // explored: sequences run; valid: states found
                        events.accept(new RunEvent.Progress(sequences, states, (System.nanoTime() - began) / 1_000_000L));
                    }
                });
            }
            Outcome outcome = result.cancelled() ? Outcome.CANCELLED : result.stuck() != null ? Outcome.FAILED : Outcome.COMPLETED;
            SearchResult searched = new SearchResult(outcome, result.sequences(), result.states().size(), 0, result.millis() * 1_000_000L, null, null,
                    null);
            ending.generated(searched);
            report.result(searched);
            report.builderResult(result);
            if (!c.quiet) {
                summary(spec, result);
            }
            int code = ending.searchStatus(guard);
            if (result.stuck() != null) { // no states to export, run methods on or compare: the run was cut short
                streams.out().flush();
                return ending.stopped("builder call " + result.stuck().describe(), ExitCodes.METHOD_COUNTEREXAMPLES);
            }
            if (code == ExitCodes.OK && !result.failures().isEmpty()) {
                streams.err().println("smallscope: " + result.failures().size() + " builder(s) threw; the first: " + result.failures().get(0).describe());
                code = ExitCodes.METHOD_COUNTEREXAMPLES;
            }
            if (c.export.method != null && !result.cancelled()) {
                code = methodMode(type, result, code, ending, events);
            }
            if (c.export.junit != null) {
                try {
                    java.nio.file.Path file = BuilderTestWriter.write(result, type, c.export.junit);
                    if (!c.quiet) {
                        streams.out().println("junit     " + file + " (" + Counts.format(result.states().size()) + " tests)");
                    }
                    events.accept(new RunEvent.Exported(List.of(file.toString()), List.of(type.getPackageName() + "." + type.getSimpleName()
                            + "BuiltTest"), result.states().size()));
                } catch (java.io.IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            if (o.crossCheck && !result.cancelled()) {
                Subject subject = SubjectLoader.load(c.subject.request(files));
                CrossCheck.Result cross = CrossCheck.run(result, subject);
                report.crossCheck(cross, subject);
                if (!c.quiet) {
                    crossSummary(subject, cross);
                }
                if (code == ExitCodes.OK && !cross.agree()) {
                    code = ExitCodes.METHOD_COUNTEREXAMPLES;
                }
            }
            streams.out().flush();
            return code;
        } catch (ParameterException e) {
            throw e;
        } catch (RuntimeException e) {
            report.failed(e);
            return ending.failed(e);
        }
    }

    /** Runs --method on every built state, prints and sends its counterexamples; @return the exit status (9 on a counterexample) */
    private int methodMode(Class<?> type, BuilderResult result, int code, RunEnding ending, RunListener events) {
        List<BuiltState> states = result.states();
        List<Object> inputs = states.stream().map(BuiltState::object).toList();
        try {
            MethodUnderTest m = MethodUnderTest.resolveOn(type, c.export.method, c.export.params, inputs);
            MethodRun run = GeneratorMethodRunner.run(inputs, Collections.nCopies(states.size(), new int[0]), r -> states.get(r).rebuild(),
                    r -> states.get(r).sequence().text("; "), m, c.timeoutMillis);
            ExportRun done = new ExportRun(null, run);
            GenerateCommand.sendExport(done, events);
            return ExportOptions.summarized(done, c.quiet, code, streams);
        } catch (ExportException e) {
            return ExportOptions.failed(e, code, ending.errors());
        }
    }

    private void summary(BuilderSpec spec, BuilderResult r) {
        PrintStream out = streams.out();
        out.println(spec.subject().getSimpleName() + "(" + spec.maxObjects() + ") api: " + Counts.format(r.states().size()) + " states from "
                + Counts.format(r.sequences()) + " sequences (at most " + spec.maxCalls() + " calls, " + spec.maxObjects()
                + " objects besides the " + spec.subject().getSimpleName() + ", ints " + spec.minInt() + ".." + spec.maxInt() + ")"
                + (r.cancelled() ? ", interrupted" : ""));
        out.println("builders  " + String.join(", ", r.builders().stream().map(Builder::signature).toList())
                + (r.unchanging().isEmpty() ? "" : " (left out, no call changed a state: " + String.join(", ", r.unchanging()) + ")"));
        StringJoiner perLength = new StringJoiner(", ");
        for (int i = 0; i < r.statesPerLength().length; i++) {
            perLength.add(i + ": " + Counts.format(r.statesPerLength()[i]));
        }
        out.println("by calls  " + perLength + (r.overBound() > 0 ? "; " + Counts.format(r.overBound()) + " sequences over the object bound dropped" : ""));
        for (BuilderFailure f : r.failures()) {
            out.println("threw     " + f.describe());
        }
        if (r.stuck() != null) {
            out.println("stuck     " + r.stuck().describe());
        }
        out.println("time      " + r.millis() + " ms");
    }

    private void crossSummary(Subject subject, CrossCheck.Result r) {
        PrintStream out = streams.out();
        out.println("repOk     " + subject.simpleName() + "(" + subject.args()[0] + ") search: " + Counts.format(r.repOkValid()) + " valid of "
                + Counts.format(r.search().explored()) + " explored, " + r.search().millis() + " ms");
        String outside = r.outOfBounds() == 0 ? "" : "; " + r.outOfBounds() + " API states outside the finitization's bounds not compared (the first: "
                + r.firstOutside() + ")";
        if (r.agree()) {
            out.println("cross     the same " + Counts.format(r.repOkValid()) + " structures" + outside);
            return;
        }
        if (!r.rejected().isEmpty()) {
            CrossCheck.Witness w = r.rejected().get(0);
            out.println("cross     repOk rejects " + Counts.format(r.rejected().size()) + " states the builders reach (repOk too strong, or a"
                    + " builder bug); the smallest: " + w.structure());
            out.println("          built by " + w.sequence().text());
        }
        if (!r.unreached().isEmpty()) {
            CrossCheck.Witness w = r.unreached().get(0);
            out.println("cross     no sequence builds " + Counts.format(r.unreached().size()) + " structures repOk accepts (repOk too weak, or"
                    + " builders missing); the smallest: " + w.structure());
            out.println("          candidate " + Structures.formatVector(w.candidate()));
        }
        if (!outside.isEmpty()) {
            out.println("          " + outside.substring(2));
        }
    }
}
