package org.smallscope.core.quality;

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

/**
 * Runs {@code smallscope evaluate} on a subject in a separate JVM (the runner's class path), stops it on cancel, and on
 * success reads the report and remembers it as the last evaluation (so the Suite Quality view shows it).
 */
public final class EvaluationJob extends IntegrationJob {

    /** Job family of evaluations. */
    public static final Object FAMILY = new Object() {
        @Override
        public String toString() {
            return "Smallscope evaluation";
        }
    };

    /** Builds the command line of the evaluation JVM (registered as a service by the core's activator). */
    @FunctionalInterface
    public interface Command {
        /**
         * @param project the subject's project
         * @param subject the subject's binary name
         * @param methods the methods to test, comma separated
         * @param sizes the scopes, e.g. {@code 1-6}
         * @param report where the report goes
         * @param mutation whether PIT runs
         * @return the command line
         */
        List<String> build(IJavaProject project, String subject, String methods, String sizes, Path report, boolean mutation) throws CoreException;
    }

    private final IJavaProject project;
    private final String subject;
    private final String methods;
    private final String sizes;
    private final Path report;
    private final boolean mutation;
    private volatile EvaluationResults result;

    /**
     * @param project the subject's project
     * @param subject the subject's binary name
     * @param methods the methods to test, comma separated
     * @param sizes the scopes, e.g. {@code 1-6}
     * @param report where the report goes
     * @param mutation whether PIT runs
     */
    public EvaluationJob(IJavaProject project, String subject, String methods, String sizes, Path report, boolean mutation) {
        super("Evaluating the suite quality of " + subject + " (" + methods + ", scopes " + sizes + ")", FAMILY);
        this.project = project;
        this.subject = subject;
        this.methods = methods;
        this.sizes = sizes;
        this.report = report;
        this.mutation = mutation;
    }

    /** @return the report once the job succeeded, else null */
    public EvaluationResults result() {
        return result;
    }

    @Override
    protected List<String> command() throws CoreException {
        return CoreServices.get(Command.class).build(project, subject, methods, sizes, report, mutation);
    }

    @Override
    protected File directory() {
        return project.getProject().getLocation().toFile();
    }

    @Override
    protected String failureHint() {
        return "is the evaluation module on -Dsmallscope.evaluation.classpath?";
    }

    @Override
    protected IStatus finish() {
        try {
            result = EvaluationReportReader.read(report);
        } catch (EvaluationReportReader.BadReportException e) {
            return error(e.getMessage(), e);
        }
        LastEvaluation.remember(report);
        return Status.OK_STATUS;
    }

    @Override
    protected IStatus error(String message, Throwable cause) {
        return new Status(IStatus.ERROR, SmallscopeCore.PLUGIN_ID, "Evaluation of " + subject + ": " + message, cause);
    }
}
