package org.smallscope.core.interactions;

import java.io.File;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.jdt.core.IJavaProject;

import org.smallscope.core.CoreServices;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.reports.IntegrationJob;
import org.smallscope.core.reports.ReportException;

/**
 * Runs {@code smallscope interactions} on a configurable class in a separate JVM, stops it on cancel, and on success reads
 * the report and remembers it as the last interactions report (so the Interactions view and the editors' markers show it).
 */
public final class InteractionsJob extends IntegrationJob {

    /** Job family of inferences. */
    public static final Object FAMILY = new Object() {
        @Override
        public String toString() {
            return "Smallscope configuration interactions";
        }
    };

    /** Builds the command line of the inference JVM (registered as a service by the core's activator). */
    @FunctionalInterface
    public interface Command {
        /**
         * @param project the program's project
         * @param program the configurable class's binary name
         * @param tests the test class's binary name
         * @param seed the random seed
         * @param report where the report goes
         * @return the command line; throws with a clear message when the interactions module is not available
         */
        List<String> build(IJavaProject project, String program, String tests, long seed, Path report) throws CoreException;
    }

    private final IJavaProject project;
    private final String program;
    private final String tests;
    private final long seed;
    private final Path report;
    private volatile InteractionsResults result;

    /**
     * @param project the program's project
     * @param program the configurable class's binary name
     * @param tests the test class's binary name
     * @param seed the random seed
     * @param report where the report goes
     */
    public InteractionsJob(IJavaProject project, String program, String tests, long seed, Path report) {
        super("Inferring the configuration interactions of " + program + " (tests " + tests + ", seed " + seed + ")", FAMILY);
        this.project = project;
        this.program = program;
        this.tests = tests;
        this.seed = seed;
        this.report = report;
    }

    /** @return the report once the job succeeded, else null */
    public InteractionsResults result() {
        return result;
    }

    @Override
    protected List<String> command() throws CoreException {
        return CoreServices.get(Command.class).build(project, program, tests, seed, report);
    }

    @Override
    protected File directory() {
        return project.getProject().getLocation().toFile();
    }

    @Override
    protected String failureHint() {
        return "is the interactions module on -Dsmallscope.interactions.classpath?";
    }

    @Override
    protected IStatus finish() {
        try {
            result = InteractionsReportReader.read(report);
        } catch (ReportException e) {
            return error(e.getMessage(), e);
        }
        LastInteractions.REPORT.remember(report);
        return Status.OK_STATUS;
    }

    @Override
    protected IStatus error(String message, Throwable cause) {
        return new Status(IStatus.ERROR, SmallscopeCore.PLUGIN_ID, "Interactions of " + program + ": " + message, cause);
    }
}
