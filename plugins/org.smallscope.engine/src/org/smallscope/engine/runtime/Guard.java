package org.smallscope.engine.runtime;

/**
 * Hooks that instrumented user code calls so that a run stays in control: loops poll for a
 * stop request, and {@code System.exit} in user code ends the candidate instead of the JVM.
 */
public final class Guard {

    private Guard() {
    }

    /** Called on every backward branch of user code: throws if the search thread was asked to stop. */
    public static void poll() {
        if (Thread.currentThread().isInterrupted()) {
            throw new StopRequest();
        }
    }

    /** Replaces {@code System.exit(status)} in user code. */
    public static void exit(int status) {
        throw new UserExitError(status);
    }

    /** Replaces {@code Runtime.exit(status)} in user code. */
    public static void runtimeExit(Runtime runtime, int status) {
        throw new UserExitError("Runtime.exit", status);
    }

    /** Replaces {@code Runtime.halt(status)} in user code. */
    public static void runtimeHalt(Runtime runtime, int status) {
        throw new UserExitError("Runtime.halt", status);
    }
}
