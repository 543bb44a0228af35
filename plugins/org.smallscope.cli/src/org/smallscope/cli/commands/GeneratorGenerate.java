package org.smallscope.cli.commands;

import java.io.PrintStream;
import java.io.UncheckedIOException;

import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.EventSocket;
import org.smallscope.cli.output.OutputFiles;
import org.smallscope.cli.output.RunReport;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.UserFrames;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.RunListener;
import org.smallscope.engine.run.GeneratorRun;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.udita.GeneratorExploration;
import org.smallscope.engine.udita.GeneratorMethod;
import org.smallscope.examples.udita.Figure13;

import picocli.CommandLine.ParameterException;

/**
 * {@code smallscope generate --generator Class#method} (or {@code --example NQueensGen}): explores a generator program
 * and reports its explored and successful paths like a subject's run (summary, --out, --report, --events).
 */
final class GeneratorGenerate {

    private final GenerateCommand c;
    private final Streams streams;

    GeneratorGenerate(GenerateCommand command, Streams streams) {
        this.c = command;
        this.streams = streams;
    }

    Integer call() {
        String spec = c.subject.generatorSpec();
        if (spec == null) {
            throw new ParameterException(c.subject.spec.commandLine(), "--eager and --delayed are for generator programs (--generator Class#method,"
                    + " or --example NQueensGen etc.)");
        }
        String unsupported = c.from != null || c.to != null ? "--from/--to" : c.base != null ? "--base" : c.resume ? "--resume"
                : c.spark.given() ? "--spark" : c.eqClass.given() ? "--eq-class" : c.subject.finitization != null ? "--finitization" : null;
        if (unsupported != null) {
            throw new ParameterException(c.subject.spec.commandLine(), unsupported + " is not available for generator programs");
        }
        if (c.timeoutMillis < 0) {
            throw new ParameterException(c.subject.spec.commandLine(), "--timeout must be 0 (off) or a number of milliseconds, not " + c.timeoutMillis);
        }
        GeneratorExportStep export = c.export.active() ? new GeneratorExportStep(c.export) : null;
        ErrorReporter errors = new ErrorReporter(streams.err(), c.common.verbose);
        RunEnding ending = new RunEnding(streams, errors);
        RunReport report = new RunReport();
        String token = c.eventsToken();
        EventSocket socket;
        try {
            socket = c.eventsPort == null ? null : EventSocket.connect(c.eventsPort, token);
        } catch (UncheckedIOException e) { // no run without its listener, but its report says why
            report.failed(e);
            return c.writeReport(report, ending.failed(e), ending);
        }
        boolean showProgress = !c.quiet && (c.progress != null ? c.progress : streams.errIsTerminal());
        return c.framed(showProgress, socket, ending, report, (files, guard, events) -> generate(spec, files, guard, ending, report, events, socket,
                export));
    }

    private int generate(String spec, ClassFiles files, InterruptGuard guard, RunEnding ending, RunReport report, RunListener events,
            EventSocket socket, GeneratorExportStep export) {
        String example = c.subject.generatorExample();
        int[] args = c.subject.args();
        var mode = c.generatorOptions.mode();
        report.generatorRequest(spec, example, args, mode.wireName());
        try {
            GeneratorMethod generator = GeneratorMethod.load(spec, args, files.source(), mode);
            int workers = c.spec().workers();
            GeneratorExploration.Result result;
            try (OutputFiles out = c.out == null ? null : OutputFiles.open(c.out)) {
                GeneratorRun run = new GeneratorRun(new GeneratorRun.Request(generator, mode, workers, c.timeoutMillis, out != null || socket != null,
                        socket != null || !c.quiet && (c.progress != null ? c.progress : streams.errIsTerminal())));
                guard.watch(run);
                if (socket != null) {
                    socket.watch(run);
                }
                result = run.run(out == null ? events : RunListener.all(out, events), export);
            }
            SearchResult searched = new SearchResult(result.outcome(), result.explored(), result.successful(), 0, result.millis() * 1_000_000L,
                    null, null, null);
            ending.generated(searched);
            report.result(searched);
            var row = example == null || args.length != 1 ? java.util.Optional.<Figure13.Row>empty() : Figure13.row(example, args[0]);
            report.generatorResult(result.explored(), result.successful(), result.maxDepth(), row.map(r -> new long[] {r.structs(),
                r.eagerExplored(), r.delayedExplored()}).orElse(null));
            if (!c.quiet) {
                PrintStream o = streams.out();
                o.println("generator " + generator.describe() + "  " + mode.wireName() + " choice, " + workers + " thread(s)");
                o.println("explored  " + Counts.format(result.explored()) + " paths (choice vectors up to " + result.maxDepth() + " long)");
                o.println("valid     " + Counts.format(result.successful()) + " inputs (successful paths)");
                o.println("time      " + result.millis() + " ms");
                row.ifPresent(r -> o.println("paper     UDITA Fig. 13: " + Counts.format(r.structs()) + " structs "
                        + (r.structs() == result.successful() ? "(matches)" : "(DIFFERS)") + "; JPF explored "
                        + (r.eagerExplored() < 0 ? "o.o.m." : Counts.format(r.eagerExplored())) + " eager, " + Counts.format(r.delayedExplored()) + " delayed"));
            }
            if (export == null) {
                return ending.searchStatus(guard);
            }
            int code = export.finish(generator, mode.wireName(), result, c.timeoutMillis, c.quiet, ending.searchStatus(guard), streams,
                    ending.errors());
            GenerateCommand.sendExport(export.lastRun(), events);
            return code;
        } catch (ParameterException e) {
            throw e;
        } catch (RuntimeException e) {
            report.failed(e);
            int code = ending.failed(e);
            if (e instanceof SmallscopeException s && s.error() == EngineError.GENERATOR_THREW && s.getCause() != null) {
                UserFrames.lines(s.getCause()).forEach(streams.err()::println);
                streams.err().flush();
            }
            return code;
        }
    }
}
