package org.smallscope.core.quality;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

import org.smallscope.core.reports.LastReport;

/** The path of the evaluation report shown last, kept in the workspace preferences (so it survives a restart), with listeners. */
public final class LastEvaluation {

    /** Workspace preference: the absolute path of the last evaluation report. */
    public static final String PREFERENCE = "lastEvaluationReport";

    private static final LastReport LAST = new LastReport(PREFERENCE);

    private LastEvaluation() {
    }

    /** @return the last report's path, if one was remembered */
    public static Optional<Path> path() {
        return LAST.path();
    }

    /** Remembers {@code report} as the last evaluation and tells the listeners (on the calling thread). */
    public static void remember(Path report) {
        LAST.remember(report);
    }

    /** Calls {@code listener} with each newly remembered report path (on the thread that remembered it). */
    public static void addListener(Consumer<Path> listener) {
        LAST.addListener(listener);
    }

    /** Stops calling {@code listener}. */
    public static void removeListener(Consumer<Path> listener) {
        LAST.removeListener(listener);
    }
}
