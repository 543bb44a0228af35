package org.smallscope.cli.commands;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.ExportRun;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.VersionProvider;
import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.generator.GeneratorExport;
import org.smallscope.engine.export.generator.GeneratorExportRequest;
import org.smallscope.engine.export.generator.GeneratorMethodRunner;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.export.model.ExportResult;
import org.smallscope.engine.export.model.JUnitFlavour;
import org.smallscope.engine.export.model.SuiteFacts;
import org.smallscope.engine.protocol.ObjectGraph;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.run.GeneratorRun;
import org.smallscope.engine.udita.GeneratorExploration;
import org.smallscope.engine.udita.GeneratorMethod;

import picocli.CommandLine.ParameterException;

/**
 * {@code --junit} and {@code --method} of a generator program's run: collects the returned inputs during the
 * exploration, then runs the method on them (method mode) and writes the JUnit 5 tests that build each input by plain
 * code ({@link GeneratorExport}), printed and reported like a subject's export.
 */
final class GeneratorExportStep implements GeneratorRun.Inputs {

    private final ExportOptions options;
    private final List<Object> inputs = new ArrayList<>();
    private final List<int[]> vectors = new ArrayList<>();
    private ExportRun lastRun;

    /** @param options the run's --junit, --junit-per-class, --method and --param; checked here */
    GeneratorExportStep(ExportOptions options) {
        this.options = options;
        if (!options.params.isEmpty() && options.method == null) {
            throw new ParameterException(options.spec.commandLine(), "--param gives values for the parameters of --method; add --method");
        }
        if (options.junit != null && JUnitFlavour.parse(options.flavour) != JUnitFlavour.JUNIT5) {
            throw new ParameterException(options.spec.commandLine(), "the tests of generator programs are JUnit 5 only; leave out --junit-flavour");
        }
    }

    @Override
    public synchronized void input(long ordinal, int[] vector, Object input, ObjectGraph graph) {
        inputs.add(input);
        vectors.add(vector.clone());
    }

    /**
     * After the exploration: runs --method and writes --junit, prints what happened, and @return the exit status
     * ({@link ExitCodes#METHOD_COUNTEREXAMPLES} when the method failed on some input and {@code code} was OK)
     */
    int finish(GeneratorMethod generator, String mode, GeneratorExploration.Result result, long timeoutMillis, boolean quiet, int code,
            Streams streams, ErrorReporter errors) {
        if (result.outcome() != Outcome.COMPLETED) {
            errors.warning("no " + (options.junit != null ? "JUnit export" : "method run") + ": the exploration did not complete");
            return code;
        }
        try {
            MethodRun run = null;
            if (options.method != null) {
                MethodUnderTest m = MethodUnderTest.resolveOn(generator.returnType(), options.method, options.params, inputs);
                run = GeneratorMethodRunner.run(inputs, vectors, m, timeoutMillis);
            }
            ExportResult exported = null;
            if (options.junit != null) {
                String spec = generator.name();
                GeneratorExportRequest request = GeneratorExportRequest.of(generator.className(), spec.substring(spec.indexOf('#') + 1),
                        generator.args(), generator.returnType(), inputs, mode,
                        new SuiteFacts(VersionProvider.toolVersion(), null, result.explored(), result.successful()))
                        .withPerClass(options.perClass).withMethodRun(run);
                exported = GeneratorExport.write(request, options.junit);
            }
            lastRun = new ExportRun(exported, run);
            return ExportOptions.summarized(lastRun, quiet, code, streams);
        } catch (ExportException e) {
            return ExportOptions.failed(e, code, errors);
        }
    }

    /** @return what {@link #finish} did, or null */
    ExportRun lastRun() {
        return lastRun;
    }
}
