package org.smallscope.core;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jdt.core.IJavaProject;

/**
 * Runs {@code smallscope evaluate} on a subject in a separate JVM (the runner's class path), stops it on cancel, and on
 * success reads the report and remembers it as the last evaluation (so the Suite Quality view shows it).
 */
public final class EvaluationJob extends Job {

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

    private static final int KEPT_LINES = 30;
    private static final long TICK_MILLIS = 100;

    private final IJavaProject project;
    private final String subject;
    private final String methods;
    private final String sizes;
    private final Path report;
    private final boolean mutation;
    private final Deque<String> console = new ArrayDeque<>();
    private volatile EvaluationReport result;

    /**
     * @param project the subject's project
     * @param subject the subject's binary name
     * @param methods the methods to test, comma separated
     * @param sizes the scopes, e.g. {@code 1-6}
     * @param report where the report goes
     * @param mutation whether PIT runs
     */
    public EvaluationJob(IJavaProject project, String subject, String methods, String sizes, Path report, boolean mutation) {
        super("Evaluating the suite quality of " + subject + " (" + methods + ", scopes " + sizes + ")");
        this.project = project;
        this.subject = subject;
        this.methods = methods;
        this.sizes = sizes;
        this.report = report;
        this.mutation = mutation;
        setUser(true);
        setPriority(LONG);
    }

    /** @return the report once the job succeeded, else null */
    public EvaluationReport result() {
        return result;
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        SubMonitor sub = SubMonitor.convert(monitor, getName(), 100);
        List<String> command;
        try {
            command = CoreServices.get(Command.class).build(project, subject, methods, sizes, report, mutation);
        } catch (CoreException e) {
            return e.getStatus();
        }
        sub.worked(5);
        Process process;
        try {
            process = new ProcessBuilder(command).directory(project.getProject().getLocation().toFile()).redirectErrorStream(true).start();
            process.getOutputStream().close();
        } catch (IOException e) {
            return error("could not start the evaluation JVM (" + command.get(0) + "): " + e.getMessage(), e);
        }
        Thread reader = keepTail(process);
        try {
            while (!process.waitFor(TICK_MILLIS, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                if (sub.isCanceled()) {
                    process.destroy();
                    if (!process.waitFor(2, java.util.concurrent.TimeUnit.SECONDS)) {
                        process.destroyForcibly();
                    }
                    return Status.CANCEL_STATUS;
                }
                synchronized (console) {
                    if (!console.isEmpty()) {
                        sub.subTask(console.peekLast());
                    }
                }
            }
            reader.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            return Status.CANCEL_STATUS;
        }
        sub.setWorkRemaining(5);
        if (process.exitValue() != 0) {
            return error("the evaluation JVM ended with exit code " + process.exitValue() + " (is the evaluation module on -Dsmallscope.evaluation.classpath?): "
                    + tail(), null);
        }
        try {
            result = EvaluationReportReader.read(report);
        } catch (EvaluationReportReader.BadReportException e) {
            return error(e.getMessage(), e);
        }
        LastEvaluation.remember(report);
        sub.done();
        return Status.OK_STATUS;
    }

    private Thread keepTail(Process process) {
        Thread t = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    synchronized (console) {
                        console.addLast(line);
                        if (console.size() > KEPT_LINES) {
                            console.removeFirst();
                        }
                    }
                }
            } catch (IOException e) {
                // the process ended
            }
        }, "Smallscope evaluation output");
        t.setDaemon(true);
        t.start();
        return t;
    }

    private String tail() {
        synchronized (console) {
            return String.join("\n", console);
        }
    }

    private IStatus error(String message, Throwable cause) {
        return new Status(IStatus.ERROR, SmallscopeCore.PLUGIN_ID, "Evaluation of " + subject + ": " + message, cause);
    }
}
