package org.smallscope.cli;

import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.SearchResult;
import org.smallscope.engine.Subject;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SubjectDescriptor;
import org.smallscope.engine.protocol.RunEvent;

/** What the {@code finished} event of a {@code generate} run says, gathered while the run ends: counts, first error message, snapshot, fallback reason. */
final class RunEnding {

    private SearchResult result;
    private String message;
    private String snapshot;
    private String fallbackReason;

    /** Records how the search ended. */
    synchronized void result(SearchResult r) {
        result = r;
    }

    /** Records the snapshot saved and why a base could not be reused, if so. */
    synchronized void generation(Generation.Report g, Subject subject) {
        snapshot = g.saved() == null ? null : SubjectDescriptor.of(subject).fingerprint();
        fallbackReason = g.outcome().fallbackReason();
    }

    /** Records the error the command line printed; the first one is kept. */
    synchronized void message(String text) {
        if (message == null) {
            message = text;
        }
    }

    /** @return the {@code finished} event for a run that exits with {@code exitCode} */
    synchronized RunEvent.Finished finished(int exitCode) {
        Outcome outcome = result == null ? Outcome.FAILED
                : exitCode == ExitCodes.INTERRUPTED ? Outcome.CANCELLED : result.outcome();
        return new RunEvent.Finished(outcome, result == null ? 0 : result.explored(), result == null ? 0 : result.valid(),
                result == null ? 0 : result.millis(), exitCode, message, snapshot, fallbackReason);
    }
}
