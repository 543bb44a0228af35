package org.smallscope.core.internal;

import java.nio.file.Path;
import java.util.Arrays;

import org.smallscope.core.GenerationRequest;
import org.smallscope.core.SnapshotCatalog;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.run.RunSpec;

/** The {@link RunSpec} of an IDE request, which the runner JVM is handed whole (as {@link org.smallscope.engine.run.RunSpecFlags}). */
final class RunnerSpec {

    private RunnerSpec() {
    }

    /**
     * @param request what to generate
     * @param userClasspath the project's runtime class path
     * @param port the event port
     * @param store the snapshot store directory (a search's)
     * @param sourceModel the source model file to record in the snapshot, or null
     * @param export where and how to write JUnit tests, or null
     * @param report where an API-mode run writes its JSON report (unused by a search)
     * @return the run the runner is asked for, quiet and without a progress line (the IDE shows the events)
     */
    static RunSpec of(GenerationRequest request, String userClasspath, int port, Path store, Path sourceModel, ExportTarget export, Path report) {
        return request.isApi() ? api(request, userClasspath, port, report, export) : search(request, userClasspath, port, store, sourceModel, export);
    }

    private static RunSpec search(GenerationRequest request, String userClasspath, int port, Path store, Path sourceModel, ExportTarget export) {
        WorkspaceSubject s = request.subject();
        RunSpec spec = RunSpec.defaults()
                .withSubject(s.isGenerator() ? RunSpec.Target.ofGenerator(s.generatorName(), userClasspath) : RunSpec.Target.ofClass(s.binaryName(), userClasspath))
                .withBounds(bounds(request, s.finitization() != null))
                .withStrategy(new RunSpec.Strategy(s.isGenerator() && request.delayed(), request.eqClasses(), false, null))
                .withLimits(RunSpec.Limits.DEFAULT.timeout(request.timeoutMillis()))
                .withChannel(new RunSpec.Channel(port, sourceModel, null, true, false));
        if (export != null) {
            spec = spec.withExport(new RunSpec.Export(export.folder(), export.flavour() == GenerationRequest.Flavour.JUNIT4 ? "junit4" : "junit5",
                    request.export().perClass()));
        }
        if (request.method() != null) {
            spec = spec.withMethod(new RunSpec.MethodTest(request.method(), request.params(), false));
        }
        if (s.isGenerator()) {
            // a generator program has no snapshot store
            return request.eqClasses() ? spec : spec.withThreads(Math.max(0, request.threads()));
        }
        if (request.eqClasses()) {
            return spec.withStore(RunSpec.Store.DEFAULT.in(store)); // one thread, the whole space, no snapshot or checkpoint
        }
        spec = spec.withThreads(Math.max(0, request.threads()));
        RunSpec.Store where = RunSpec.Store.DEFAULT.in(store).checkpointing(SnapshotCatalog.interruptedRun(store, request).isPresent()
                ? Generation.Checkpointing.RESUME : Generation.Checkpointing.KEEP);
        return spec.withStore(switch (request.reuse()) {
            case FULL -> where.reusing(false);
            case BASE -> where.base(request.baseSnapshot());
            case AUTO -> where;
        });
    }

    /** API mode has no snapshot store, threads or time limit; its finitization is read only by the cross-check. */
    private static RunSpec api(GenerationRequest request, String userClasspath, int port, Path report, ExportTarget export) {
        GenerationRequest.Api api = request.api();
        RunSpec spec = RunSpec.defaults().withSubject(RunSpec.Target.ofClass(request.subject().binaryName(), userClasspath))
                .withBounds(bounds(request, api.crossCheck() && request.subject().finitization() != null))
                .withStrategy(new RunSpec.Strategy(false, false, false, new RunSpec.Api(api.builders(), api.exclude(), api.calls(), api.crossCheck(), null)))
                .withChannel(new RunSpec.Channel(port, null, report, true, false));
        return export == null ? spec : spec.withExport(new RunSpec.Export(export.folder(), RunSpec.DEFAULT_FLAVOUR, RunSpec.DEFAULT_PER_CLASS));
    }

    private static RunSpec.Bounds bounds(GenerationRequest request, boolean namedFinitization) {
        return new RunSpec.Bounds(namedFinitization ? request.subject().finitizationName() : null, Arrays.stream(request.args()).boxed().toList());
    }
}
