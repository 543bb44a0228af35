package org.smallscope.cli.output;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;

import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.io.AtomicFile;

import picocli.CommandLine.ParameterException;

/**
 * Prints errors the way every command does: one line {@code smallscope: error: <message>}
 * naming the class, field or method, the full stack trace only with {@code --verbose}, and
 * maps each error to its {@link ExitCodes exit status}.
 */
public final class ErrorReporter {

    /** The prefix of every error line. */
    public static final String PREFIX = "smallscope: error: ";

    private final PrintStream err;
    private final boolean verbose;

    public ErrorReporter(PrintStream err, boolean verbose) {
        this.err = err;
        this.verbose = verbose;
    }

    /** Prints {@code smallscope: error: <message>}. */
    public void error(String message) {
        err.println(PREFIX + Formats.oneLine(message));
        err.flush();
    }

    /** Prints {@code smallscope: warning: <message>}. */
    public void warning(String message) {
        err.println("smallscope: warning: " + Formats.oneLine(message));
        err.flush();
    }

    /** Prints the error line for {@code t} (and, with --verbose, its stack trace). @return the exit status */
    public int report(Throwable t) {
        error(message(t));
        if (verbose) {
            t.printStackTrace(err);
            err.flush();
        }
        return exitCode(t);
    }

    /** Prints the stack trace of {@code t} if --verbose was given. */
    public void traceIfVerbose(Throwable t) {
        if (verbose && t != null) {
            t.printStackTrace(err);
            err.flush();
        }
    }

    /** @return the one-line message for {@code t} */
    public static String message(Throwable t) {
        if (t instanceof SmallscopeException || t instanceof ParameterException) {
            return t.getMessage();
        }
        if (t instanceof UncheckedIOException) {
            IOException cause = ((UncheckedIOException) t).getCause();
            return t.getMessage() != null && !t.getMessage().equals(String.valueOf(cause)) ? t.getMessage() : AtomicFile.describe(cause);
        }
        if (t instanceof IOException) {
            return AtomicFile.describe((IOException) t);
        }
        OutOfMemoryError oom = outOfMemory(t);
        if (oom != null) {
            return "out of memory: the run needs more than the JVM's " + Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MiB of heap ("
                    + oom.getMessage() + "); give it more with SMALLSCOPE_JAVA_OPTS=-Xmx<size> (e.g. -Xmx4g), or lower the bounds";
        }
        return "internal error: " + t + " (run again with --verbose for the stack trace, and please report it)";
    }

    /** @return the {@link OutOfMemoryError} that {@code t} is or was caused by (a worker thread's, wrapped), or null */
    private static OutOfMemoryError outOfMemory(Throwable t) {
        for (Throwable c = t; c != null && c != c.getCause(); c = c.getCause()) {
            if (c instanceof OutOfMemoryError oom) {
                return oom;
            }
        }
        return null;
    }

    /** @return the exit status for {@code t} */
    public static int exitCode(Throwable t) {
        if (t instanceof SmallscopeException) {
            return ((SmallscopeException) t).error().exitCode();
        }
        if (t instanceof ParameterException) {
            return ExitCodes.USAGE;
        }
        return ExitCodes.FAILURE;
    }
}
