package org.smallscope.core;

import org.eclipse.osgi.util.NLS;

/** The core's user-visible texts (CoreMessages.properties); not API: for the core's own statuses, jobs and markers. */
public final class CoreMessages extends NLS {
    public static String runCompleted;
    public static String runCancelled;
    public static String runFailed;
    public static String runnerDied;
    public static String runnerNotStarted;
    public static String runnerIncomplete;
    public static String compileErrors;
    public static String noFinitization;
    public static String badArguments;
    public static String apiModeRefused;
    public static String classpathUnreadable;
    public static String buildPathErrors;
    public static String notCompiled;
    public static String counterexamples;
    public static String exportProblem;
    public static String snapshotUnreadable;
    public static String jobName;
    public static String jobNameResuming;
    public static String progressStarting;
    public static String progressRunning;
    public static String progressCovered;
    public static String indexJobName;
    public static String markerJobName;
    public static String apiContainerName;
    public static String markerNoSnapshot;
    public static String markerNoFinitization;

    static {
        NLS.initializeMessages(CoreMessages.class.getName(), CoreMessages.class);
    }

    private CoreMessages() {
    }
}
