package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;


import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodRunner;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.export.model.ExportResult;
import org.smallscope.engine.export.writers.SuiteExport;
import org.smallscope.engine.tests.export.subjects.IntSet;
import org.smallscope.examples.BST;

/**
 * The exported tests are real tests: export BST(4) (and a large BST(7) class, and method mode), compile the source with the system Java compiler
 * against the examples and JUnit (found from their loaded classes, on a plain class path or under
 * OSGi), and run it in-process with the JUnit Platform launcher: all 14 instances pass.
 */
class GeneratedTestsRunTest {

    @TempDir
    Path tmp;

    @Test
    void theExportOfBst4CompilesAndPasses() throws Exception {
        Exports.Searched bst = Exports.search(BST.class, 4);
        assertEquals(14, bst.instances().size(), "BST(4) has 14 valid instances");
        Path sources = tmp.resolve("src");
        ExportResult written = SuiteExport.write(bst.request(), sources);
        assertEquals(14, written.tests());
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        compile(written.files().get(0).path(), classes);

        List<String> passed = new ArrayList<>();
        TestExecutionSummary summary = run("org.smallscope.examples.BSTExhaustiveTest", BST.class, classes, passed);
        assertEquals(14, summary.getTestsSucceededCount(), () -> describe(summary));
        assertEquals(0, summary.getTestsFailedCount(), () -> describe(summary));
        assertEquals(14, passed.stream().distinct().count(), "display names are unique: " + passed);
        assertTrue(passed.stream().allMatch(n -> n.matches("#\\d+ size=4 root=Node0\\(.*\\)")), passed.toString());
    }

    @Test
    void aClassOfMoreTestsThanOneProviderMethodHoldsIsGroupedAndPasses() throws Exception {
        Exports.Searched bst = Exports.search(BST.class, 7);
        assertEquals(429, bst.instances().size(), "BST(7) has 429 valid instances");
        ExportResult written = SuiteExport.write(bst.request(), tmp.resolve("src"));
        assertEquals(1, written.files().size(), "429 tests fit the default of 500 per class");
        String source = Files.readString(written.files().get(0).path());
        assertTrue(source.contains("addInstances1(all);") && source.contains("addInstances2(all);"), "the provider is split in groups");
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        compile(written.files().get(0).path(), classes);
        TestExecutionSummary summary = run("org.smallscope.examples.BSTExhaustiveTest", BST.class, classes, new ArrayList<>());
        assertEquals(429, summary.getTestsSucceededCount(), () -> describe(summary));
        assertEquals(0, summary.getTestsFailedCount(), () -> describe(summary));
    }

    @Test
    void methodModeTestsCompileAndOnlyPassingInputsAreExported() throws Exception {
        Exports.Searched set = Exports.search(IntSet.class, 3);
        MethodRun run = MethodRunner.run(set.subject(), set.instances(), MethodUnderTest.resolve(set.subject(), "addFirst", List.of()), 2_000);
        assertTrue(!run.passing().isEmpty() && !run.counterexamples().isEmpty(), "addFirst passes on some inputs and fails on others");
        ExportResult written = SuiteExport.write(set.request().withMethodRun(run), tmp.resolve("src"));
        assertEquals(run.passing().size(), written.tests());
        assertEquals(run.counterexamples(), written.counterexamples());
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        compile(written.files().get(0).path(), classes);
        TestExecutionSummary summary = run("org.smallscope.engine.tests.export.subjects.IntSetAddFirstExhaustiveTest", IntSet.class, classes,
                new ArrayList<>());
        assertEquals(run.passing().size(), summary.getTestsSucceededCount(), () -> describe(summary));
        assertEquals(0, summary.getTestsFailedCount(), () -> describe(summary));
    }

    private static void compile(Path source, Path classes) throws IOException {
        GeneratedTests.compile(List.of(source), classes);
    }

    private static TestExecutionSummary run(String className, Class<?> subject, Path classes, List<String> passed) throws Exception {
        return GeneratedTests.run(className, subject, classes, passed);
    }

    private static String describe(TestExecutionSummary summary) {
        return GeneratedTests.describe(summary);
    }
}
