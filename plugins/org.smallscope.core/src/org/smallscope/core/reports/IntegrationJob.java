package org.smallscope.core.reports;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;

/**
 * A job that runs a command of a plain-Maven integration module ({@code evaluate}, {@code interactions}) in a separate
 * JVM: shows its last output line as the sub-task, stops it on cancel ({@link Status#CANCEL_STATUS}), and on exit code 0
 * lets the subclass read the report it wrote; otherwise the error names the exit code and the output's tail.
 */
public abstract class IntegrationJob extends Job {

    private static final int KEPT_LINES = 30;
    private static final long TICK_MILLIS = 100;

    private final Object family;
    private final Deque<String> console = new ArrayDeque<>();

    /**
     * @param name the job's name
     * @param family the job family it belongs to
     */
    protected IntegrationJob(String name, Object family) {
        super(name);
        this.family = family;
        setUser(true);
        setPriority(LONG);
    }

    /** @return the command line of the JVM */
    protected abstract List<String> command() throws CoreException;

    /** @return the JVM's working directory */
    protected abstract File directory();

    /** Reads the report after the JVM ended with exit code 0; @return the job's result */
    protected abstract IStatus finish();

    /** @return the hint added to the error when the JVM fails (e.g. which system property must name the module) */
    protected abstract String failureHint();

    /** @return an error status whose message names what ran (e.g. "Evaluation of demo.BST: ...") */
    protected abstract IStatus error(String message, Throwable cause);

    @Override
    public boolean belongsTo(Object f) {
        return f == family;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        SubMonitor sub = SubMonitor.convert(monitor, getName(), 100);
        List<String> command;
        try {
            command = command();
        } catch (CoreException e) {
            return e.getStatus();
        }
        sub.worked(5);
        Process process;
        try {
            process = new ProcessBuilder(command).directory(directory()).redirectErrorStream(true).start();
            process.getOutputStream().close();
        } catch (IOException e) {
            return error("could not start the JVM (" + command.get(0) + "): " + e.getMessage(), e);
        }
        Thread reader = keepTail(process);
        try {
            while (!process.waitFor(TICK_MILLIS, TimeUnit.MILLISECONDS)) {
                if (sub.isCanceled()) {
                    process.destroy();
                    if (!process.waitFor(2, TimeUnit.SECONDS)) {
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
            return error("the JVM ended with exit code " + process.exitValue() + " (" + failureHint() + "): " + tail(), null);
        }
        IStatus status = finish();
        sub.done();
        return status;
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
        }, getName() + " output");
        t.setDaemon(true);
        t.start();
        return t;
    }

    private String tail() {
        synchronized (console) {
            return String.join("\n", console);
        }
    }
}
