package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.engine.JupiterTestEngine;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.smallscope.engine.export.ExportResult;
import org.smallscope.engine.export.MethodRun;
import org.smallscope.engine.export.MethodRunner;
import org.smallscope.engine.export.MethodUnderTest;
import org.smallscope.engine.export.SuiteExport;
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
        TestExecutionSummary summary = run("org.smallscope.examples.BSTExhaustiveTest", classes, passed);
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
        TestExecutionSummary summary = run("org.smallscope.examples.BSTExhaustiveTest", classes, new ArrayList<>());
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
        TestExecutionSummary summary = run("org.smallscope.engine.tests.export.subjects.IntSetAddFirstExhaustiveTest", classes,
                new ArrayList<>());
        assertEquals(run.passing().size(), summary.getTestsSucceededCount(), () -> describe(summary));
        assertEquals(0, summary.getTestsFailedCount(), () -> describe(summary));
    }

    private static void compile(Path source, Path classes) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "no system Java compiler (javax.tools.ToolProvider): run the tests on a JDK, not a JRE");
        Set<String> classPath = new LinkedHashSet<>();
        for (Class<?> c : new Class<?>[] {BST.class, IntSet.class, org.smallscope.api.IFinitization.class, org.junit.jupiter.api.Test.class,
            org.junit.jupiter.params.ParameterizedTest.class}) {
            classPath.add(CodeSources.of(c).toString());
        }
        for (String optional : new String[] {"org.opentest4j.AssertionFailedError", "org.apiguardian.api.API"}) {
            try {
                classPath.add(CodeSources.of(Class.forName(optional, false, org.junit.jupiter.api.Assertions.class.getClassLoader())).toString());
            } catch (ClassNotFoundException | AssertionError e) {
                // only needed for warnings-free compiling
            }
        }
        StringWriter out = new StringWriter();
        boolean ok = javac.getTask(out, null, null, List.of("--release", "17", "-proc:none", "-d", classes.toString(), "-classpath",
                String.join(File.pathSeparator, classPath)), null, javac.getStandardFileManager(null, null, null)
                        .getJavaFileObjects(source.toFile())).call();
        assertTrue(ok, "the generated source does not compile against " + classPath + ":\n" + out);
    }

    /** Runs the compiled class with the Jupiter engine, through a loader over {@code classes} whose parent sees JUnit and the examples. */
    private static TestExecutionSummary run(String className, Path classes, List<String> passed) throws Exception {
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, GeneratedTestsRunTest.class.getClassLoader())) {
            Class<?> generated = loader.loadClass(className);
            Thread.currentThread().setContextClassLoader(loader);
            LauncherConfig config = LauncherConfig.builder().enableTestEngineAutoRegistration(false)
                    .enableLauncherSessionListenerAutoRegistration(false).enableLauncherDiscoveryListenerAutoRegistration(false)
                    .enablePostDiscoveryFilterAutoRegistration(false).enableTestExecutionListenerAutoRegistration(false)
                    .addTestEngines(new JupiterTestEngine()).build();
            Launcher launcher = LauncherFactory.create(config);
            SummaryGeneratingListener summary = new SummaryGeneratingListener();
            TestExecutionListener names = new TestExecutionListener() {
                @Override
                public void executionFinished(TestIdentifier id, TestExecutionResult result) {
                    if (id.isTest() && result.getStatus() == TestExecutionResult.Status.SUCCESSFUL) {
                        passed.add(id.getDisplayName());
                    }
                }
            };
            launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(DiscoverySelectors.selectClass(generated)).build(), summary,
                    names);
            return summary.getSummary();
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }
    }

    private static String describe(TestExecutionSummary summary) {
        StringWriter w = new StringWriter();
        summary.printTo(new java.io.PrintWriter(w));
        summary.printFailuresTo(new java.io.PrintWriter(w), 20);
        return w.toString();
    }
}
