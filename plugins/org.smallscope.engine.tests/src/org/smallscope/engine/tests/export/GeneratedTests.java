package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.engine.JupiterTestEngine;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.Filter;
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
import org.smallscope.engine.tests.compilers.CodeSources;
import org.smallscope.engine.tests.export.subjects.IntSet;
import org.smallscope.examples.BST;

/**
 * Test helpers for generated test classes: compile them with the system Java compiler against the
 * examples, the test subjects and JUnit (found from their loaded classes, on a plain class path or
 * under OSGi), load them, and run them in-process with the JUnit Platform launcher.
 */
final class GeneratedTests {

    private GeneratedTests() {
    }

    /** Compiles {@code sources} into {@code classes}; fails with the compiler's messages. */
    static void compile(List<Path> sources, Path classes) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "no system Java compiler (javax.tools.ToolProvider): run the tests on a JDK, not a JRE");
        Set<String> classPath = new LinkedHashSet<>();
        for (Class<?> c : new Class<?>[] {BST.class, IntSet.class, org.smallscope.api.IFinitization.class, org.junit.jupiter.api.Test.class,
            org.junit.jupiter.params.ParameterizedTest.class, org.junit.Test.class, org.objenesis.ObjenesisStd.class}) {
            classPath.add(CodeSources.of(c).toString());
        }
        for (String optional : new String[] {"org.opentest4j.AssertionFailedError", "org.apiguardian.api.API", "org.hamcrest.Matcher"}) {
            try {
                classPath.add(CodeSources.of(Class.forName(optional, false, org.junit.jupiter.api.Assertions.class.getClassLoader())).toString());
            } catch (ClassNotFoundException | AssertionError e) {
                // only needed for warnings-free compiling
            }
        }
        StringWriter out = new StringWriter();
        boolean ok = javac.getTask(out, null, null, List.of("--release", "17", "-proc:none", "-encoding", "UTF-8", "-d", classes.toString(), "-classpath",
                String.join(File.pathSeparator, classPath)), null, javac.getStandardFileManager(null, null, null)
                        .getJavaFileObjectsFromPaths(sources)).call();
        assertTrue(ok, "the generated source does not compile against " + classPath + ":\n" + out);
    }

    /**
     * @return a loader of the compiled {@code classes} that loads the classes of package {@code packageName} itself (the
     *         generated tests and, from the code source of {@code subject}, the subject's classes: package-private members
     *         are accessible only within one loader's package) and everything else (JUnit, the API) from the tests' loader
     */
    static URLClassLoader loader(Path classes, Class<?> subject) throws IOException {
        String packageName = subject.getPackageName();
        URL[] urls = {classes.toUri().toURL(), CodeSources.of(subject).toUri().toURL()};
        return new URLClassLoader(urls, GeneratedTests.class.getClassLoader()) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                int dot = name.lastIndexOf('.');
                if (dot < 0 || !name.substring(0, dot).equals(packageName)) {
                    return super.loadClass(name, resolve);
                }
                synchronized (getClassLoadingLock(name)) {
                    Class<?> c = findLoadedClass(name);
                    if (c == null) {
                        c = findClass(name);
                    }
                    if (resolve) {
                        resolveClass(c);
                    }
                    return c;
                }
            }
        };
    }

    /**
     * Runs the compiled class with the Jupiter engine, through a {@link #loader} over {@code classes}.
     *
     * @param subject a class of the package of the generated class
     * @param passed receives the display names of the tests that passed
     */
    static TestExecutionSummary run(String className, Class<?> subject, Path classes, List<String> passed) throws Exception {
        return run(List.of(className), List.of(), subject, classes, passed);
    }

    /**
     * Runs the compiled classes {@code classNames} with the Jupiter engine, through a {@link #loader} over {@code classes},
     * with the discovery {@code filters} (a tag filter, a class-name filter) as a build tool or an IDE passes them.
     *
     * @param subject a class of the package of the generated classes
     * @param passed receives the display names of the tests that passed
     */
    static TestExecutionSummary run(List<String> classNames, List<Filter<?>> filters, Class<?> subject, Path classes, List<String> passed)
            throws Exception {
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        try (URLClassLoader loader = loader(classes, subject)) {
            List<DiscoverySelector> selectors = new ArrayList<>();
            for (String className : classNames) {
                selectors.add(DiscoverySelectors.selectClass(loader.loadClass(className)));
            }
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
            launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(selectors).filters(filters.toArray(new Filter<?>[0])).build(),
                    summary, names);
            return summary.getSummary();
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }
    }

    /** @return the summary's counts and up to 20 failures, for assertion messages */
    static String describe(TestExecutionSummary summary) {
        StringWriter w = new StringWriter();
        summary.printTo(new java.io.PrintWriter(w));
        summary.printFailuresTo(new java.io.PrintWriter(w), 20);
        return w.toString();
    }
}
