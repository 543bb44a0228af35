package org.smallscope.engine.export.writers;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.export.methods.Counterexample;
import org.smallscope.engine.export.model.ExportRequest;
import org.smallscope.engine.export.model.ExportResult;
import org.smallscope.engine.export.model.GeneratedSource;

/**
 * Exports a generated suite as JUnit test classes: renders the sources (JavaPoet) and writes
 * them into a test-source root under the subject's package, replacing an earlier export cleanly.
 * Plain Java; callers are the command line and, later, the IDE.
 */
public final class SuiteExport {

    private SuiteExport() {
    }

    /** @return the test classes of {@code request}, in order (none when there is nothing to test) */
    public static List<GeneratedSource> render(ExportRequest request) {
        return render(new SuitePlan(request));
    }

    private static List<GeneratedSource> render(SuitePlan plan) {
        TestClassWriter writer = new TestClassWriter(plan);
        List<GeneratedSource> sources = new ArrayList<>();
        for (int n = 1; n <= plan.classCount(); n++) {
            sources.add(render(plan, writer, n));
        }
        return sources;
    }

    /** @return class number {@code n} (from 1) of {@code plan} */
    private static GeneratedSource render(SuitePlan plan, TestClassWriter writer, int n) {
        int per = plan.request.perClass();
        return writer.write(plan.entries.subList((n - 1) * per, Math.min(plan.entries.size(), n * per)), n, plan.classCount());
    }

    /**
     * Renders and writes {@code request} into {@code testSourceRoot} (e.g. {@code src/test/java}): each class atomically,
     * files whose content is unchanged left untouched, stale split classes of an earlier export of the same subject
     * (and method) deleted.
     *
     * @return what was written, with method mode's counterexamples
     * @throws java.io.UncheckedIOException if a file cannot be written or deleted
     */
    public static ExportResult write(ExportRequest request, Path testSourceRoot) {
        SuitePlan plan = new SuitePlan(request);
        TestClassWriter writer = new TestClassWriter(plan);
        List<String> classNames = new ArrayList<>();
        for (int n = 1; n <= plan.classCount(); n++) {
            classNames.add(plan.className(n));
        }
        // each class rendered when it is written, not the whole suite's sources at once
        SourceFiles.Outcome outcome = SourceFiles.write(testSourceRoot, plan.model.testPackage(), plan.baseName, request.subject().className(),
                classNames, i -> render(plan, writer, i + 1));
        int tests = outcome.files().stream().mapToInt(ExportResult.WrittenFile::tests).sum();
        List<Counterexample> counterexamples = request.methodRun() == null ? List.of() : request.methodRun().counterexamples();
        return new ExportResult(outcome.files(), outcome.deleted(), tests, counterexamples);
    }

    /** @return the simple name of the (first) test class an export of {@code request} writes */
    public static String baseName(ExportRequest request) {
        return new SuitePlan(request).baseName;
    }
}
