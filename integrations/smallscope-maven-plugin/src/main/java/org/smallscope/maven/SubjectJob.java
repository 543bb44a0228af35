package org.smallscope.maven;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodRunner;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.export.model.ExportRequest;
import org.smallscope.engine.export.model.ExportResult;
import org.smallscope.engine.export.model.SuiteFacts;
import org.smallscope.engine.export.model.ValidCollector;
import org.smallscope.engine.export.writers.SuiteExport;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SubjectDescriptor;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.run.RunSpec;
import org.smallscope.engine.run.SubjectRun;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

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
    public record Settings(Path store, int threads, long timeoutMillis, String toolVersion, ReuseEstimate.Policy reuse) {
    }

    /**
     * What a run did.
     *
     * @param subject the loaded subject
     * @param run the search's outcome and what the generation reused and saved
     * @param methodRun method mode's run, or null without a method
     * @param export the JUnit files written, or null without an export
     */
    public record Result(Subject subject, SubjectRun.Result run, MethodRun methodRun, ExportResult export) {
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
        Subject subject = SubjectLoader.load(new SubjectRequest(name, config.finitization(), config.argValues(), classes.source()));
        MethodUnderTest method = config.method() == null ? null : MethodUnderTest.resolve(subject, config.method(), config.params());
        ValidCollector collector = new ValidCollector();
        RunSpec spec = RunSpec.defaults().withThreads(config.threads(settings.threads()))
                .withStore(RunSpec.Store.DEFAULT.in(settings.store()).policy(settings.reuse()).checkpointing(Generation.Checkpointing.OFF))
                .withLimits(RunSpec.Limits.DEFAULT.timeout(settings.timeoutMillis()));
        SubjectRun.Result done = new SubjectRun(SubjectRun.Request.of(subject, spec, settings.toolVersion(), null, null)).run(event -> {
            if (event instanceof RunEvent.Warning w) {
                warnings.accept(w.text());
            }
        }, collector);
        if (done.search().outcome() != Outcome.COMPLETED) {
            // the engine's error (a breach of repOk's contract, a candidate that timed out) names what is wrong
            throw new IllegalStateException(config.describe() + ": the search did not complete (" + done.search().outcome() + ")"
                    + (done.search().failure() == null ? "" : ": " + done.search().failure().getMessage()), done.search().failure());
        }
        if (done.search().predicateExceptions() > 0) {
            warnings.accept(config.describe() + ": repOk threw on " + done.search().predicateExceptions() + " candidates (counted invalid)");
        }
        List<int[]> instances = collector.instances();
        MethodRun methodRun = method == null ? null : MethodRunner.run(subject, instances, method, settings.timeoutMillis());
        ExportResult export = null;
        if (junitRoot != null) {
            String snapshot = done.generation() != null && done.generation().saved() != null ? SubjectDescriptor.of(subject).fingerprint() : null;
            ExportRequest request = ExportRequest.of(subject, instances,
                    new SuiteFacts(settings.toolVersion(), snapshot, done.search().explored(), done.search().valid()))
                    .withClassFiles(classes.source()).withMethodRun(methodRun);
            export = SuiteExport.write(request, junitRoot);
        }
        return new Result(subject, done, methodRun, export);
    }
}
