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
 * path, the main class (overridable by a second system property), and the command's arguments.
 */
final class IntegrationCommand {

    private IntegrationCommand() {
    }

    /**
     * @param project the project whose JVM runs the command
     * @param classpathProperty the system property naming the module's class path entries
     * @param mainProperty the system property overriding the main class
     * @param defaultMain the module's main class
     * @param arguments the command's arguments
     * @return the command line
     */
    static List<String> build(IJavaProject project, String classpathProperty, String mainProperty, String defaultMain, List<String> arguments)
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
        cmd.add(System.getProperty(mainProperty, defaultMain));
        cmd.addAll(arguments);
        return cmd;
    }

    /** @return whether the module's class path property is set (the module can run) */
    static boolean available(String classpathProperty) {
        return !System.getProperty(classpathProperty, "").isBlank();
    }
}
