package org.smallscope.core;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.osgi.util.NLS;

/** Every error and outcome the core reports, as status codes with their NLS messages (in one place). */
public enum CoreStatus {
    /** A run finished. */
    RUN_COMPLETED(IStatus.OK, 0, CoreMessages.runCompleted),
    /** A run was cancelled; what it found is kept. */
    RUN_CANCELLED(IStatus.CANCEL, 1, CoreMessages.runCancelled),
    /** The search stopped with an error in user code or bounds (message from the runner). */
    RUN_FAILED(IStatus.ERROR, 10, CoreMessages.runFailed),
    /** The runner JVM ended without finishing the run (crash, out of memory, killed). */
    RUNNER_DIED(IStatus.ERROR, 11, CoreMessages.runnerDied),
    /** The runner JVM could not be started. */
    RUNNER_NOT_STARTED(IStatus.ERROR, 12, CoreMessages.runnerNotStarted),
    /** A bundle the runner needs is missing from the installation. */
    RUNNER_INCOMPLETE(IStatus.ERROR, 13, CoreMessages.runnerIncomplete),
    /** The subject has compile errors, so there is nothing to run. */
    COMPILE_ERRORS(IStatus.ERROR, 20, CoreMessages.compileErrors),
    /** The class has no finitization method. */
    NO_FINITIZATION(IStatus.ERROR, 21, CoreMessages.noFinitization),
    /** The finitization arguments do not match its parameters. */
    BAD_ARGUMENTS(IStatus.ERROR, 22, CoreMessages.badArguments),
    /** API mode cannot run as asked (not one size, or a cross-check without repOk and a finitization). */
    API_MODE_REFUSED(IStatus.ERROR, 26, CoreMessages.apiModeRefused),
    /** The project's build path could not be read. */
    CLASSPATH_UNREADABLE(IStatus.ERROR, 23, CoreMessages.classpathUnreadable),
    /** The project's build path has errors, so the subject's class was not compiled. */
    BUILD_PATH_ERRORS(IStatus.ERROR, 24, CoreMessages.buildPathErrors),
    /** The subject's class file is missing after a full build (the builder is off or skips the source folder). */
    NOT_COMPILED(IStatus.ERROR, 25, CoreMessages.notCompiled),
    /** Method tests found inputs that break repOk or throw. */
    COUNTEREXAMPLES(IStatus.WARNING, 30, CoreMessages.counterexamples),
    /** Exporting JUnit tests failed or needed a build path change. */
    EXPORT_PROBLEM(IStatus.WARNING, 31, CoreMessages.exportProblem),
    /** A saved snapshot could not be read. */
    SNAPSHOT_UNREADABLE(IStatus.WARNING, 40, CoreMessages.snapshotUnreadable);

    private final int severity;
    private final int code;
    private final String message;

    CoreStatus(int severity, int code, String message) {
        this.severity = severity;
        this.code = code;
        this.message = message;
    }

    /** @return the status code (stable, for tests and logs) */
    public int code() {
        return code;
    }

    /** @return a status with this code and its message formatted with {@code args} */
    public IStatus status(Object... args) {
        return new Status(severity, SmallscopeCore.PLUGIN_ID, code, NLS.bind(message, args), null);
    }

    /** @return like {@link #status(Object...)}, with a cause */
    public IStatus status(Throwable cause, Object... args) {
        return new Status(severity, SmallscopeCore.PLUGIN_ID, code, NLS.bind(message, args), cause);
    }
}
