package org.smallscope.core.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;
import org.smallscope.core.SmallscopeCore;

/**
 * The command line of the JVM that runs {@code interactions} for a configurable class: the module
 * integrations/org.smallscope.interactions comes from the system property {@value #EXTRA_CLASSPATH} (set by
 * {@code ./smallscope ide}); without it the command fails with a message saying so.
 */
public final class InteractionsCommandLine {

    /** System property: the interactions module's class path entries, put before the runner's. */
    public static final String EXTRA_CLASSPATH = "smallscope.interactions.classpath";

    /** System property: a main class to run instead of the command line's {@code Main interactions} (given the same options). */
    public static final String MAIN = "smallscope.interactions.main";

    /** The interactions module's command (as {@code ./smallscope interactions} runs it). */
    static final String COMMAND = "interactions";

    private InteractionsCommandLine() {
    }

    /** Builds the command line; see {@link org.smallscope.core.interactions.InteractionsJob.Command#build}. */
    public static List<String> build(IJavaProject project, String program, String tests, long seed, Path report) throws CoreException {
        if (!IntegrationCommand.available(EXTRA_CLASSPATH)) {
            throw new CoreException(new Status(IStatus.ERROR, SmallscopeCore.PLUGIN_ID, "Interactions of " + program
                    + ": the interactions module (integrations/org.smallscope.interactions) is not available to this IDE: start it with "
                    + "./smallscope ide, or pass -D" + EXTRA_CLASSPATH + "=<module classes>:<module lib/*>"));
        }
        return IntegrationCommand.build(project, EXTRA_CLASSPATH, MAIN, COMMAND,
                arguments(program, RunnerCommand.userClasspath(project), sourceFolders(project), tests, seed, report));
    }

    /** @return the project's source folders on disk, separated by {@code :} (for the lines' {@code // Lk} labels) */
    static String sourceFolders(IJavaProject project) throws CoreException {
        List<String> folders = new ArrayList<>();
        for (IClasspathEntry e : project.getRawClasspath()) {
            if (e.getEntryKind() == IClasspathEntry.CPE_SOURCE) {
                IResource folder = project.getProject().getWorkspace().getRoot().findMember(e.getPath());
                if (folder != null && folder.getLocation() != null) {
                    folders.add(folder.getLocation().toOSString());
                }
            }
        }
        return String.join(":", folders);
    }

    /** @return the options of {@code interactions} */
    static List<String> arguments(String program, String userClasspath, String sources, String tests, long seed, Path report) {
        List<String> args = new ArrayList<>(List.of("--class", program, "--classpath", userClasspath, "--tests", tests, "--seed",
                Long.toString(seed), "--report", report.toString()));
        if (!sources.isEmpty()) {
            args.addAll(List.of("--sources", sources));
        }
        return args;
    }
}
