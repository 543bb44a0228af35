package org.smallscope.cli.commands;

import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.ExportRun;
import org.smallscope.cli.output.ExportSummary;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.VersionProvider;

import org.smallscope.engine.protocol.Outcome;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodRunner;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.export.model.ExportRequest;
import org.smallscope.engine.export.model.JUnitFlavour;
import org.smallscope.engine.export.model.SuiteFacts;
import org.smallscope.engine.export.model.ValidCollector;
import org.smallscope.engine.export.writers.SuiteExport;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SubjectDescriptor;
import org.smallscope.engine.search.Listeners;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.run.RunSpec;
import org.smallscope.engine.run.RunSpecFlags;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The options of {@code generate} that turn a suite into JUnit tests ({@code --junit}) and run
 * Korat's black-box method mode ({@code --method}), and the step that does both after the search.
 */
public final class ExportOptions {

    @Option(names = RunSpecFlags.JUNIT, paramLabel = "<test-source-dir>",
            description = "Write the valid instances as JUnit tests (<Class>ExhaustiveTest.java, each instance built by plain code and"
                    + " checked with repOk) into this test-source root, under the subject's package. Unchanged files are left"
                    + " untouched; stale split classes of an earlier export are deleted.")
    Path junit;

    @Option(names = RunSpecFlags.JUNIT_FLAVOUR, paramLabel = "junit5|junit4", defaultValue = RunSpec.DEFAULT_FLAVOUR,
            description = "JUnit 5 (@ParameterizedTest) or JUnit 4 (Parameterized runner). Default: ${DEFAULT-VALUE}.")
    String flavour;

    @Option(names = RunSpecFlags.JUNIT_PER_CLASS, paramLabel = "<n>", defaultValue = "" + RunSpec.DEFAULT_PER_CLASS,
            description = "At most <n> tests per generated class; larger suites are split (<Class>ExhaustiveTest, <Class>Exhaustive2Test, ...: every name ends in Test, as Surefire's and Gradle's default includes expect). Default: ${DEFAULT-VALUE}.")
    int perClass;

    @Option(names = RunSpecFlags.METHOD, paramLabel = "<name[(types)]>",
            description = "Method mode: call this method of the subject's class on every valid instance with every combination of"
                    + " argument values, then check repOk. Counterexamples (it threw, broke repOk or did not return) are printed"
                    + " (exit 9); with --junit, the passing inputs become the tests.")
    String method;

    @Option(names = RunSpecFlags.FIRST_FAILURE,
            description = "Method mode: stop after the first valid instance on which some input fails (its other argument values"
                    + " still run), so that the first counterexamples arrive without calling the method on the whole suite.")
    boolean firstFailure;

    @Option(names = RunSpecFlags.PARAM, paramLabel = "<values>",
            description = "Values of the method's next parameter (repeat in parameter order): 0..5, 1,3,7, 1.5, true,false, enum constant"
                    + " names, strings a,\"b c\", null, or arrays []|[1]|[1,2]. Default: int-like parameters from one below to one above"
                    + " the subject's int values; chars, doubles and strings from its constants; booleans false,true; enums every"
                    + " constant; arrays every array of length 0..2 over their element type's defaults.")
    List<String> params = new ArrayList<>();

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    /** @return the JUnit export these options ask for, as a run spec says it */
    RunSpec.Export export() {
        return new RunSpec.Export(junit, flavour, perClass);
    }

    /** @return the method under test these options name, as a run spec says it */
    RunSpec.MethodTest methodTest() {
        return new RunSpec.MethodTest(method, params, firstFailure);
    }

    private ValidCollector collector;
    private MethodUnderTest resolved;
    private ExportRun lastRun;

    /** @return whether --junit or --method asks for work after the search */
    public boolean active() {
        return junit != null || method != null;
    }

    /**
     * Checks the options against the loaded subject (resolving --method, so that a wrong name stops the run before the search)
     * and @return {@code listener}, plus a collector of the valid instances when they are needed.
     */
    public SearchListener collecting(Subject loaded, SearchListener listener) {
        if (!params.isEmpty() && method == null) {
            throw new ParameterException(spec.commandLine(), "--param gives values for the parameters of --method; add --method");
        }
        if (firstFailure && method == null) {
            throw new ParameterException(spec.commandLine(), "--first-failure stops method mode; add --method");
        }
        if (perClass < 1) {
            throw new ParameterException(spec.commandLine(), "--junit-per-class must be at least 1, not " + perClass);
        }
        if (!active()) {
            return listener;
        }
        try {
            JUnitFlavour.parse(flavour);
            resolved = method == null ? null : MethodUnderTest.resolve(loaded, method, params);
        } catch (ExportException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        collector = new ValidCollector();
        return Listeners.of(listener, collector);
    }

    /**
     * After a completed search: runs --method and writes --junit, prints what happened, and @return the exit status:
     * {@link ExitCodes#METHOD_COUNTEREXAMPLES} when the method failed on some input and {@code code} was OK, else {@code code}
     * (or the status of an export error).
     */
    public int finish(Subject loaded, SearchResult result, Generation.Report generation, ClassFiles files, long timeoutMillis, boolean quiet,
            int code, Streams streams, ErrorReporter errors) {
        if (!active() || collector == null) {
            return code;
        }
        if (result.outcome() != Outcome.COMPLETED) {
            errors.warning("no " + (junit != null ? "JUnit export" : "method run") + ": the search did not complete");
            return code;
        }
        try {
            MethodRun run = resolved == null ? null : MethodRunner.run(loaded, collector.instances(), resolved, timeoutMillis,
                    junit != null, firstFailure);
            org.smallscope.engine.export.model.ExportResult exported = null;
            if (junit != null) {
                String snapshot = generation != null && generation.saved() != null ? SubjectDescriptor.of(loaded).fingerprint() : null;
                ExportRequest request = ExportRequest.of(loaded, collector.instances(),
                        new SuiteFacts(VersionProvider.toolVersion(), snapshot, result.explored(), result.valid()))
                        .withFlavour(JUnitFlavour.parse(flavour)).withPerClass(perClass).withClassFiles(files.source()).withMethodRun(run);
                exported = SuiteExport.write(request, junit);
            }
            lastRun = new ExportRun(exported, run);
            return summarized(lastRun, quiet, code, streams);
        } catch (ExportException e) {
            return failed(e, code, errors);
        } catch (RuntimeException e) {
            int failed = errors.report(e);
            return code != ExitCodes.OK ? code : failed;
        }
    }

    /** Prints what an export and method run did; @return {@code code}, or the status of counterexamples when it was OK */
    static int summarized(ExportRun run, boolean quiet, int code, Streams streams) {
        new ExportSummary(streams).print(run, quiet);
        return code == ExitCodes.OK && !run.counterexamples().isEmpty() ? ExitCodes.METHOD_COUNTEREXAMPLES : code;
    }

    /** Reports an export's error; @return {@code code} if it already failed, else the error's status */
    static int failed(ExportException e, int code, ErrorReporter errors) {
        errors.error(e.getMessage());
        return code != ExitCodes.OK ? code : e.kind() == ExportException.Kind.USAGE ? ExitCodes.USAGE : ExitCodes.SUBJECT;
    }

    /** @return what the last {@link #finish} did (for events and reports), or null if it did nothing */
    public ExportRun lastRun() {
        return lastRun;
    }
}
