package org.smallscope.maven;

import java.io.IOException;
import java.nio.file.Path;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.builders.BuilderResult;
import org.smallscope.engine.builders.BuilderSearch;
import org.smallscope.engine.builders.BuilderSpec;
import org.smallscope.engine.builders.BuilderTestWriter;
import org.smallscope.engine.builders.CrossCheck;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

/**
 * Runs one configured subject in API mode as {@code smallscope generate --api} does: the class's builders build its
 * objects, the engine's {@link BuilderTestWriter} writes them as JUnit 5 tests when asked, and with {@code <crossCheck>}
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
    public record Result(BuilderSpec spec, BuilderResult built, Path junitFile, CrossCheck.Result cross) {
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
        return run(config, classes, junitRoot, 1, BuilderSearch.DEFAULT_CALL_TIMEOUT_MILLIS);
    }

    /**
     * Runs {@code config} (in API mode) on the classes of {@code classes}, replaying on {@code threads} threads, each builder
     * call allowed {@code callTimeoutMillis} (0: no limit); a call that takes longer ends the run (see
     * {@link BuilderResult#stuck()}) and nothing is written or compared.
     *
     * @param junitRoot the test-source root to write the tests into, or null for none
     * @throws RuntimeException the engine's errors (class not found, unknown builder, bad finitization), naming what is wrong
     */
    public static Result run(SubjectConfig config, ProjectClasses classes, Path junitRoot, int threads, long callTimeoutMillis) {
        String name = config.className();
        if (!classes.has(name)) {
            throw EngineError.CLASS_NOT_FOUND.exception(name, " (" + classes.describe() + ")");
        }
        Class<?> type = BuilderSearch.load(name, classes.source());
        BuilderSpec spec = BuilderSpec.of(type, config.argValues()[0]).withBuilders(config.builderNames()).withExclude(config.excludeNames());
        if (config.calls() != null) {
            spec = spec.withCalls(config.calls());
        }
        BuilderSearch.builders(spec); // unknown builders and unusable parameters fail here, before the run
        BuilderResult built = new BuilderSearch(spec).threads(threads).callTimeout(callTimeoutMillis).run(null);
        if (built.stuck() != null) {
            return new Result(spec, built, null, null);
        }
        Path file = null;
        if (junitRoot != null) {
            try {
                file = BuilderTestWriter.write(built, type, junitRoot);
            } catch (IOException e) {
                throw new IllegalStateException("cannot write the tests of " + config.describe() + " into " + junitRoot + ": " + e, e);
            }
        }
        CrossCheck.Result cross = null;
        if (config.crossCheck()) {
            Subject subject = SubjectLoader.load(new SubjectRequest(name, config.finitization(), config.argValues(), classes.source()));
            cross = CrossCheck.run(built, subject);
        }
        return new Result(spec, built, file, cross);
    }
}
