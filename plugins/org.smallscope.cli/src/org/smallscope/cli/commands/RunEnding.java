package org.smallscope.cli.commands;

import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Formats;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.UserFrames;

import java.util.List;
import java.util.stream.Collectors;

import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.incremental.SubjectDescriptor;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.run.SubjectRun;

/**
 * The one place where the command line decides how a {@code generate} run ends: its exit status, the error it
 * prints, and the {@code finished} event (outcome, counts, first error message, snapshot, fallback reason).
 */
public final class RunEnding {

    private final Streams streams;
    private final ErrorReporter errors;
    private SearchResult result;
    private String message;
    private String snapshot;
    private String fallbackReason;

    public RunEnding(Streams streams, ErrorReporter errors) {
        this.streams = streams;
        this.errors = errors;
    }

    /** @return how errors are printed */
    public ErrorReporter errors() {
        return errors;
    }

    /** Records the search's end and, for a generation, the snapshot saved and why a base could not be reused. */
    synchronized void searched(SubjectRun.Result run, Subject subject) {
        result = run.search();
        if (run.generation() != null) {
            snapshot = run.generation().saved() == null ? null : SubjectDescriptor.of(subject).fingerprint();
            fallbackReason = run.generation().outcome().fallbackReason();
        }
    }

    /** Records the end of a generator program's exploration (explored and successful paths as explored and valid). */
    synchronized void generated(SearchResult generated) {
        result = generated;
    }

    /** Reports how the search ended on standard error; @return the exit status so far */
    public int searchStatus(InterruptGuard guard) {
        if (result.outcome() == Outcome.CANCELLED || guard.interrupted()) {
            String text = "interrupted after " + Counts.format(result.explored()) + " candidates; the counts are partial";
            streams.err().println("smallscope: " + text);
            message(text);
            streams.err().flush();
            return ExitCodes.INTERRUPTED;
        }
        if (result.outcome() == Outcome.FAILED && result.failure() != null) {
            return failed(result.failure());
        }
        if (result.predicateExceptions() > 0) {
            String text = "repOk threw on " + Counts.format(result.predicateExceptions()) + " of " + Counts.format(result.explored())
                    + " candidates (counted invalid); the first, on candidate " + Structures.formatVector(result.firstExceptionCandidate())
                    + ": " + result.firstException();
            errors.error(text);
            List<String> frames = UserFrames.lines(result.firstException());
            frames.forEach(streams.err()::println);
            message(Formats.oneLine(text) + frames.stream().map(f -> "\n" + f).collect(Collectors.joining()));
            errors.traceIfVerbose(result.firstException());
            streams.err().flush();
            return ExitCodes.PREDICATE_THREW;
        }
        return ExitCodes.OK;
    }

    /** Prints the error that stopped the run and keeps its message; @return its exit status */
    public int failed(Throwable t) {
        message(ErrorReporter.message(t));
        return errors.report(t);
    }

    /** Prints {@code smallscope: <text>}, why the run stopped short, and keeps it for the finished event; @return {@code exitCode} */
    synchronized int stopped(String text, int exitCode) {
        streams.err().println("smallscope: " + text);
        streams.err().flush();
        message(text);
        return exitCode;
    }

    private synchronized void message(String text) {
        if (message == null) {
            message = text;
        }
    }

    /** @return the {@code finished} event of a run that exits with {@code exitCode} */
    synchronized RunEvent.Finished finished(int exitCode) {
        Outcome outcome = result == null ? Outcome.FAILED : exitCode == ExitCodes.INTERRUPTED ? Outcome.CANCELLED : result.outcome();
        return new RunEvent.Finished(outcome, result == null ? 0 : result.explored(), result == null ? 0 : result.valid(),
                result == null ? 0 : result.millis(), exitCode, message, snapshot, fallbackReason);
    }

    /** @return the {@code finished} event of a run stopped by {@code t} before it could end otherwise */
    synchronized RunEvent.Finished finished(RuntimeException t) {
        message(ErrorReporter.message(t));
        return finished(ErrorReporter.exitCode(t));
    }

    /** @return the {@code finished} event of a run that ended without deciding how (an internal error) */
    synchronized RunEvent.Finished unfinished() {
        message("the run ended without a result (internal error; run again with --verbose)");
        return finished(ExitCodes.FAILURE);
    }
}
