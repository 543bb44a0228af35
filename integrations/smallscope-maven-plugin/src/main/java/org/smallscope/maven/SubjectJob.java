package org.smallscope.maven;

import java.nio.file.Path;
import java.util.function.Consumer;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.door.LoadedSubject;
import org.smallscope.engine.door.MethodMode;
import org.smallscope.engine.door.SuiteGeneration;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.RunEvent;

/**
 * Runs one configured subject as {@code smallscope generate} does: a generation against the snapshot store
 * (incremental when a compatible snapshot pays), then method mode when the subject names a method, then the
 * engine's JUnit export when asked. Free of Maven types, so that it can be tested directly.
 */
public final class SubjectJob {

    /**
     * How every subject of a goal runs.
     *
     * @param store the snapshot store directory
     * @param threads worker threads unless a subject sets its own
     * @param timeoutMillis per-candidate time limit of repOk and of the method (0: none)
     * @param toolVersion the plugin's version, recorded in snapshots and generated headers
     * @param reuse when a compatible snapshot is replayed
     */
    public record Settings(Path store, int threads, long timeoutMillis, String toolVersion, SuiteGeneration.Reuse reuse) {
    }

    /**
     * What a run did.
     *
     * @param subject the loaded subject
     * @param run the search's outcome and what the generation reused and saved
     * @param methodRun method mode's run, or null without a method
     * @param export the JUnit files written, or null without an export
     */
    public record Result(LoadedSubject subject, SuiteGeneration.Result run, MethodMode.Run methodRun, SuiteGeneration.Written export) {
    }

    private SubjectJob() {
    }

    /**
     * Runs {@code config} on the classes of {@code classes}.
     *
     * @param junitRoot the test-source root to export into, or null for no export
     * @param warnings takes the run's warnings (damaged snapshots, repOk exceptions)
     * @throws IllegalArgumentException naming the subject when its class is not on the class path
     * @throws IllegalStateException naming the subject when the search did not complete
     * @throws RuntimeException the engine's errors (unknown field, bad finitization, no such method, ...), naming what is wrong
     */
    public static Result run(SubjectConfig config, ProjectClasses classes, Settings settings, Path junitRoot, Consumer<String> warnings) {
        String name = config.className();
        if (!classes.has(name)) {
            throw EngineError.CLASS_NOT_FOUND.exception(name, " (" + classes.describe() + ")");
        }
        LoadedSubject subject = LoadedSubject.load(name, config.finitization(), config.argValues(), classes.source());
        MethodMode method = config.method() == null ? null : MethodMode.resolve(subject, config.method(), config.params());
        SuiteGeneration.Result done = SuiteGeneration.in(settings.store()).reuse(settings.reuse()).threads(config.threads(settings.threads()))
                .timeout(settings.timeoutMillis()).tool(settings.toolVersion()).run(subject, event -> {
                    if (event instanceof RunEvent.Warning w) {
                        warnings.accept(w.text());
                    }
                });
        if (done.outcome() != Outcome.COMPLETED) {
            // the engine's error (a breach of repOk's contract, a candidate that timed out) names what is wrong
            throw new IllegalStateException(config.describe() + ": the search did not complete (" + done.outcome() + ")"
                    + (done.failure() == null ? "" : ": " + done.failure().getMessage()), done.failure());
        }
        if (done.predicateExceptions() > 0) {
            warnings.accept(config.describe() + ": repOk threw on " + done.predicateExceptions() + " candidates (counted invalid)");
        }
        MethodMode.Run methodRun = method == null ? null : method.run(done.instances(), settings.timeoutMillis());
        SuiteGeneration.Written export = junitRoot == null ? null : done.export(junitRoot, classes.source(), methodRun);
        return new Result(subject, done, methodRun, export);
    }
}
