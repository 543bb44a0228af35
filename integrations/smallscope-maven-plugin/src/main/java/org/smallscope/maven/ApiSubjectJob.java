package org.smallscope.maven;

import java.io.IOException;
import java.nio.file.Path;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.door.ApiMode;
import org.smallscope.engine.door.LoadedSubject;

/**
 * Runs one configured subject in API mode as {@code smallscope generate --api} does: the class's builders build its
 * objects, the engine writes them as JUnit 5 tests when asked, and with {@code <crossCheck>}
 * the repOk search at the same bounds is compared with them. Free of Maven types, so that it can be tested directly.
 */
public final class ApiSubjectJob {

    /**
     * What a run did.
     *
     * @param spec the class, builders and bounds
     * @param built what the builders built, and which of them threw
     * @param junitFile the test class written, or null without an export
     * @param cross the comparison with the repOk search, or null without {@code <crossCheck>}
     */
    public record Result(ApiMode spec, ApiMode.Result built, Path junitFile, ApiMode.CrossCheckResult cross) {
    }

    private ApiSubjectJob() {
    }

    /**
     * Runs {@code config} (in API mode) on the classes of {@code classes}.
     *
     * @param junitRoot the test-source root to write the tests into, or null for none
     * @throws RuntimeException the engine's errors (class not found, unknown builder, bad finitization), naming what is wrong
     */
    public static Result run(SubjectConfig config, ProjectClasses classes, Path junitRoot) {
        return run(config, classes, junitRoot, 1, ApiMode.DEFAULT_CALL_TIMEOUT_MILLIS);
    }

    /**
     * Runs {@code config} (in API mode) on the classes of {@code classes}, replaying on {@code threads} threads, each builder
     * call allowed {@code callTimeoutMillis} (0: no limit); a call that takes longer ends the run (see
     * {@link ApiMode.Result#stuck()}) and nothing is written or compared.
     *
     * @param junitRoot the test-source root to write the tests into, or null for none
     * @throws RuntimeException the engine's errors (class not found, unknown builder, bad finitization), naming what is wrong
     */
    public static Result run(SubjectConfig config, ProjectClasses classes, Path junitRoot, int threads, long callTimeoutMillis) {
        String name = config.className();
        if (!classes.has(name)) {
            throw EngineError.CLASS_NOT_FOUND.exception(name, " (" + classes.describe() + ")");
        }
        Class<?> type = ApiMode.load(name, classes.source());
        ApiMode spec = ApiMode.of(type, config.argValues()[0]).withBuilders(config.builderNames()).withExclude(config.excludeNames());
        if (config.calls() != null) {
            spec = spec.withCalls(config.calls());
        }
        spec.builders(); // unknown builders and unusable parameters fail here, before the run
        ApiMode.Result built = spec.run(threads, callTimeoutMillis);
        if (built.stuck() != null) {
            return new Result(spec, built, null, null);
        }
        Path file = null;
        if (junitRoot != null) {
            try {
                file = built.writeTests(type, junitRoot);
            } catch (IOException e) {
                throw new IllegalStateException("cannot write the tests of " + config.describe() + " into " + junitRoot + ": " + e, e);
            }
        }
        ApiMode.CrossCheckResult cross = null;
        if (config.crossCheck()) {
            cross = built.crossCheck(LoadedSubject.load(name, config.finitization(), config.argValues(), classes.source()));
        }
        return new Result(spec, built, file, cross);
    }
}
