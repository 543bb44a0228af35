package org.smallscope.core.internal;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.IJavaProject;

/**
 * The command line of a JVM that runs a plain-Maven integration module's command ({@code evaluate}, {@code interactions}):
 * the project's java, the module's jars from a system property (the modules are not bundles) before the runner's class
 * path, and the command line's {@code Main} with the command's name (which {@code Main} finds through {@code ServiceLoader}
 * in the module's jar, as {@code ./smallscope} runs it) and arguments; a second system property may name another main class.
 */
final class IntegrationCommand {

    private IntegrationCommand() {
    }

    /**
     * @param project the project whose JVM runs the command
     * @param classpathProperty the system property naming the module's class path entries
     * @param mainProperty the system property naming another main class, run with the arguments alone
     * @param command the command's name
     * @param arguments the command's arguments
     * @return the command line
     */
    static List<String> build(IJavaProject project, String classpathProperty, String mainProperty, String command, List<String> arguments)
            throws CoreException {
        List<String> cmd = new ArrayList<>();
        cmd.add(RunnerCommand.javaExecutable(project));
        cmd.add(RunnerCommand.MAX_HEAP);
        cmd.add("-Djava.awt.headless=true");
        cmd.add("-Dfile.encoding=UTF-8");
        cmd.add("-cp");
        List<String> cp = new ArrayList<>();
        String extra = System.getProperty(classpathProperty, "");
        if (!extra.isBlank()) {
            cp.add(extra);
        }
        cp.addAll(RunnerClasspath.entries().stream().map(File::getAbsolutePath).toList());
        cmd.add(cp.stream().collect(Collectors.joining(File.pathSeparator)));
        cmd.addAll(entryPoint(mainProperty, command));
        cmd.addAll(arguments);
        return cmd;
    }

    /** @return the command line's main class and the command's name, or the main class the system property {@code mainProperty} names */
    static List<String> entryPoint(String mainProperty, String command) {
        String main = System.getProperty(mainProperty, "");
        return main.isBlank() ? List.of(RunnerCommand.MAIN, command) : List.of(main);
    }

    /** @return whether the module's class path property is set (the module can run) */
    static boolean available(String classpathProperty) {
        return !System.getProperty(classpathProperty, "").isBlank();
    }
}
