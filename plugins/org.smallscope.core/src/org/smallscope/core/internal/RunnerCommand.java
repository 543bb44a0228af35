package org.smallscope.core.internal;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.launching.IVMInstall;
import org.eclipse.jdt.launching.IVMInstall2;
import org.eclipse.jdt.launching.JavaRuntime;
import org.smallscope.core.CoreStatus;
import org.smallscope.core.GenerationRequest;
import org.smallscope.engine.run.RunSpecFlags;

/** The command line of the search JVM for one request: which java, its class path, and the {@code generate} options. */
final class RunnerCommand {

    /** The oldest Java release the runner runs on. */
    static final int MINIMUM_JAVA = 17;

    /** The command line's main class (which runs every command: generate here, evaluate and interactions in IntegrationCommand). */
    static final String MAIN = "org.smallscope.cli.Main";

    /** Heap limit of the search JVM. */
    static final String MAX_HEAP = "-Xmx1g";

    /**
     * The collector of the search JVM on machines of up to {@link #SERIAL_GC_CORES} cores: the workers store references into
     * the candidates' objects at every step, and there G1's barriers and refinement take the core a second worker needs
     * (docs/benchmarks.md, "Memory and the collector"; the command line's launcher chooses the same).
     */
    static final String SMALL_MACHINE_GC = "-XX:+UseSerialGC";
    static final int SERIAL_GC_CORES = 4;

    /**
     * Card marks only for clean cards: the workers' candidate objects lie side by side in the old generation, and the
     * serial and parallel collectors' unconditional marks would have two workers write the same card-table lines at every
     * step (docs/benchmarks.md, "Two threads against one"; G1 ignores the flag).
     */
    static final String CONDITIONAL_CARD_MARKS = "-XX:+UseCondCardMark";

    /**
     * The JIT compiles a method after 10x the usual calls, as the command line's launcher has it: a run's start compiles
     * far fewer methods (generate BST(1): 1.15 s -> 0.85 s CPU, the same wall time) and the searches' hot loops are
     * compiled all the same (docs/benchmarks.md, "Start cost").
     */
    static final String FEWER_START_COMPILATIONS = "-XX:CompileThresholdScaling=10";

    private RunnerCommand() {
    }

    /**
     * @param request what to generate
     * @param port the event port
     * @param store the snapshot store directory
     * @param sourceModel the source model file to record in the snapshot, or null
     * @param export where and how to write JUnit tests, or null
     * @param report where an API-mode run writes its JSON report (unused by a search)
     * @return the command line
     */
    static List<String> build(GenerationRequest request, int port, Path store, Path sourceModel, ExportTarget export, Path report)
            throws CoreException {
        IJavaProject project = request.subject().javaProject();
        List<String> cmd = new ArrayList<>();
        cmd.add(javaExecutable(project));
        cmd.add(MAX_HEAP);
        if (Runtime.getRuntime().availableProcessors() <= SERIAL_GC_CORES) {
            cmd.add(SMALL_MACHINE_GC);
        }
        cmd.add(CONDITIONAL_CARD_MARKS);
        cmd.add(FEWER_START_COMPILATIONS);
        cmd.add("-XX:+ExitOnOutOfMemoryError");
        cmd.add("-Djava.awt.headless=true");
        cmd.add("-Dfile.encoding=UTF-8");
        if (!org.smallscope.engine.search.prune.LookAhead.onByDefault()) {
            cmd.add("-D" + org.smallscope.engine.search.prune.LookAhead.EXACT + "=true"); // Korat's counts asked of the IDE go to its runner
        }
        cmd.add("-cp");
        cmd.add(RunnerClasspath.entries().stream().map(File::getAbsolutePath).collect(Collectors.joining(File.pathSeparator)));
        cmd.add(MAIN);
        cmd.addAll(RunSpecFlags.arguments(RunnerSpec.of(request, userClasspath(project), port, store, sourceModel, export, report)));
        return cmd;
    }

    /**
     * @param request what to generate
     * @param userClasspath the project's runtime class path
     * @param port the event port
     * @param store the snapshot store directory
     * @param sourceModel the source model file to record in the snapshot, or null
     * @param export where and how to write JUnit tests, or null
     * @return the runner's {@code generate} command and its options: the request's {@link RunnerSpec} as flags
     */
    static List<String> generateArguments(GenerationRequest request, String userClasspath, int port, Path store, Path sourceModel,
            ExportTarget export) {
        return RunSpecFlags.arguments(RunnerSpec.of(request, userClasspath, port, store, sourceModel, export, null));
    }

    /**
     * @param request an API-mode request
     * @param userClasspath the project's runtime class path
     * @param port the event port
     * @param report where the runner writes its JSON report (the states per call count and the cross-check's witnesses)
     * @param export where to write the JUnit 5 tests (one per state, building it by its calls), or null
     * @return the runner's {@code generate --api} command and its options: no snapshot store, threads or reuse (API mode has none)
     */
    static List<String> apiArguments(GenerationRequest request, String userClasspath, int port, Path report, ExportTarget export) {
        return RunSpecFlags.arguments(RunnerSpec.of(request, userClasspath, port, null, null, export, report));
    }

    /** @return the project's JVM if it is Java 17 or newer, else the JVM running Eclipse */
    static String javaExecutable(IJavaProject project) {
        try {
            IVMInstall vm = JavaRuntime.getVMInstall(project);
            if (vm != null && vm.getInstallLocation() != null && vm instanceof IVMInstall2 v2 && feature(v2.getJavaVersion()) >= MINIMUM_JAVA) {
                File java = new File(vm.getInstallLocation(), "bin/java");
                if (java.canExecute()) {
                    return java.getAbsolutePath();
                }
            }
        } catch (CoreException e) {
            // fall back to Eclipse's own JVM
        }
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static int feature(String version) {
        if (version == null) {
            return 0;
        }
        String v = version.startsWith("1.") ? version.substring(2) : version;
        int end = 0;
        while (end < v.length() && Character.isDigit(v.charAt(end))) {
            end++;
        }
        return end == 0 ? 0 : Integer.parseInt(v.substring(0, end));
    }

    /** @return the project's runtime class path (output folders and libraries) */
    static String userClasspath(IJavaProject project) throws CoreException {
        try {
            // Output folders that were never built (e.g. an empty test folder's) do not exist yet: leave them out.
            return java.util.Arrays.stream(JavaRuntime.computeDefaultRuntimeClassPath(project)).filter(e -> new File(e).exists())
                    .collect(Collectors.joining(File.pathSeparator));
        } catch (CoreException e) {
            throw new CoreException(CoreStatus.CLASSPATH_UNREADABLE.status(e, project.getElementName(), project.getElementName(),
                    e.getMessage()));
        }
    }
}
