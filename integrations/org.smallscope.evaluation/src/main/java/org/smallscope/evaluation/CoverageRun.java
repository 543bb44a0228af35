package org.smallscope.evaluation;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.jacoco.core.analysis.Analyzer;
import org.jacoco.core.analysis.CoverageBuilder;
import org.jacoco.core.analysis.IClassCoverage;
import org.jacoco.core.analysis.IMethodCoverage;
import org.jacoco.core.data.ExecutionDataStore;
import org.jacoco.core.data.SessionInfoStore;
import org.jacoco.core.instr.Instrumenter;
import org.jacoco.core.runtime.LoggerRuntime;
import org.jacoco.core.runtime.RuntimeData;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/** Runs a compiled suite in this JVM on a JaCoCo-instrumented subject and measures line and branch coverage of some of its methods. */
public final class CoverageRun {

    /** The coverage and how many tests ran and failed. */
    public record Outcome(ScopeResult.Coverage coverage, long testsRun, long testsFailed) {
    }

    private CoverageRun() {
    }

    /**
     * @param subjectLoader the loader that sees the subject's original class files (and JUnit)
     * @param subject the subject's binary name
     * @param methods the names of the methods to measure
     * @param testClasses the compiled tests' directory
     * @param tests the binary names of the test classes
     */
    public static Outcome run(ClassLoader subjectLoader, String subject, Set<String> methods, Path testClasses, List<String> tests)
            throws Exception {
        LoggerRuntime runtime = new LoggerRuntime();
        RuntimeData data = new RuntimeData();
        runtime.startup(data);
        InstrumentingLoader loader = new InstrumentingLoader(subjectLoader, subject, testClasses, new Instrumenter(runtime));
        SummaryGeneratingListener summary = new SummaryGeneratingListener();
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            List<DiscoverySelector> selectors = new ArrayList<>();
            for (String t : tests) {
                selectors.add(selectClass(loader.loadClass(t)));
            }
            Launcher launcher = LauncherFactory.create();
            launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(selectors).build(), summary);
        } finally {
            thread.setContextClassLoader(previous);
        }
        ExecutionDataStore executions = new ExecutionDataStore();
        data.collect(executions, new SessionInfoStore(), false);
        runtime.shutdown();
        TestExecutionSummary s = summary.getSummary();
        return new Outcome(measure(subjectLoader, subject, methods, executions), s.getTestsSucceededCount() + s.getTestsFailedCount(),
                s.getTestsFailedCount());
    }

    private static ScopeResult.Coverage measure(ClassLoader loader, String subject, Set<String> methods, ExecutionDataStore executions)
            throws IOException {
        CoverageBuilder builder = new CoverageBuilder();
        new Analyzer(executions, builder).analyzeClass(InstrumentingLoader.originalBytes(loader, subject), subject);
        int lines = 0;
        int coveredLines = 0;
        int branches = 0;
        int coveredBranches = 0;
        List<LineCoverage> perLine = new ArrayList<>();
        for (IClassCoverage c : builder.getClasses()) {
            perLine.add(LineCoverage.of(c, methods));
            for (IMethodCoverage m : c.getMethods()) {
                if (methods.contains(m.getName())) {
                    lines += m.getLineCounter().getTotalCount();
                    coveredLines += m.getLineCounter().getCoveredCount();
                    branches += m.getBranchCounter().getTotalCount();
                    coveredBranches += m.getBranchCounter().getCoveredCount();
                }
            }
        }
        return new ScopeResult.Coverage(coveredLines, lines, coveredBranches, branches, perLine);
    }
}
