package org.smallscope.interactions;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.File;
import java.io.PrintWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

import org.jacoco.core.analysis.Analyzer;
import org.jacoco.core.analysis.CoverageBuilder;
import org.jacoco.core.analysis.IClassCoverage;
import org.jacoco.core.analysis.ICounter;
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

/**
 * The main of the forked JVM: for each configuration of its input file, a fresh {@link ConfigurationLoader}, the
 * option fields set by reflection, the JUnit tests run, and the program's covered lines written to the output file.
 * Arguments: program, comma-separated test classes, user class path, input file, output file.
 */
public final class ConfigurationLauncher {

    private ConfigurationLauncher() {
    }

    /** Runs the configurations; exits 3 with a message when one cannot be set up. */
    public static void main(String[] args) throws Exception {
        try {
            run(args[0], List.of(args[1].split(",")), args[2], Path.of(args[3]), Path.of(args[4]));
        } catch (IllegalArgumentException e) {
            System.err.println("smallscope interactions: " + e.getMessage());
            System.exit(3);
        }
        System.exit(0);
    }

    static void run(String program, List<String> tests, String classPath, Path input, Path output) throws Exception {
        List<URL> urls = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            if (!entry.isBlank()) {
                urls.add(Path.of(entry).toUri().toURL());
            }
        }
        List<String> names = new ArrayList<>();
        List<String> lines = Files.readAllLines(input, StandardCharsets.UTF_8);
        names.addAll(List.of(lines.get(0).split("\t", -1)));
        LoggerRuntime runtime = new LoggerRuntime();
        RuntimeData data = new RuntimeData();
        runtime.startup(data);
        Instrumenter instrumenter = new Instrumenter(runtime);
        Launcher launcher = LauncherFactory.create();
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(output, StandardCharsets.UTF_8))) {
            for (int i = 1; i < lines.size(); i++) {
                String[] values = lines.get(i).split("\t", -1);
                ConfigurationLoader loader = new ConfigurationLoader(urls.toArray(URL[]::new), ConfigurationLauncher.class.getClassLoader(),
                        program, instrumenter);
                Class<?> programClass = Class.forName(program, true, loader);
                for (int o = 0; o < names.size(); o++) {
                    set(programClass, names.get(o), values[o]);
                }
                SummaryGeneratingListener summary = runTests(launcher, loader, tests);
                ExecutionDataStore executions = new ExecutionDataStore();
                data.collect(executions, new SessionInfoStore(), false);
                out.println("config " + (i - 1) + " " + summary.getSummary().getTestsStartedCount() + " "
                        + summary.getSummary().getTestsFailedCount());
                writeCoverage(executions, loader.instrumented(), out);
                data.reset(); // after the analysis: the store shares the probe arrays
                loader.close();
            }
        } finally {
            runtime.shutdown();
        }
    }

    /** Runs the test classes as {@code loader} defines them, with it as the context class loader. */
    private static SummaryGeneratingListener runTests(Launcher launcher, ClassLoader loader, List<String> tests) throws ClassNotFoundException {
        List<DiscoverySelector> selectors = new ArrayList<>();
        for (String t : tests) {
            selectors.add(selectClass(Class.forName(t, false, loader)));
        }
        SummaryGeneratingListener summary = new SummaryGeneratingListener();
        ClassLoader own = Thread.currentThread().getContextClassLoader();
        Thread.currentThread().setContextClassLoader(loader);
        try {
            launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(selectors).build(), summary);
            return summary;
        } finally {
            Thread.currentThread().setContextClassLoader(own);
        }
    }

    private static void writeCoverage(ExecutionDataStore executions, Map<String, byte[]> classes, PrintWriter out) throws Exception {
        CoverageBuilder builder = new CoverageBuilder();
        Analyzer analyzer = new Analyzer(executions, builder);
        for (Map.Entry<String, byte[]> c : classes.entrySet()) {
            analyzer.analyzeClass(c.getValue(), c.getKey());
        }
        for (IClassCoverage c : builder.getClasses()) {
            StringJoiner covered = new StringJoiner(",");
            for (int line = c.getFirstLine(); line >= 0 && line <= c.getLastLine(); line++) {
                int status = c.getLine(line).getStatus();
                if (status == ICounter.FULLY_COVERED || status == ICounter.PARTLY_COVERED) {
                    covered.add(Integer.toString(line));
                }
            }
            out.println("lines\t" + c.getName().replace('/', '.') + "\t" + c.getSourceFileName() + "\t" + covered);
        }
    }

    /** Sets static field {@code name} of {@code type} to the value text {@code value}. */
    static void set(Class<?> type, String name, String value) throws IllegalAccessException {
        Field field;
        try {
            field = type.getDeclaredField(name);
        } catch (NoSuchFieldException e) {
            throw new IllegalArgumentException("option " + name + ": no field " + name + " in " + type.getName());
        }
        if (!Modifier.isStatic(field.getModifiers()) || Modifier.isFinal(field.getModifiers())) {
            throw new IllegalArgumentException("option field " + type.getName() + "." + name + " must be static and not final");
        }
        field.setAccessible(true);
        field.set(null, OptionValues.parse(field, value));
    }
}
