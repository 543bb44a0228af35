package org.smallscope.engine.runtime;

/** Thrown where user code called {@code System.exit}: the candidate fails, the JVM lives on. */
public final class UserExitError extends Error {

    private static final long serialVersionUID = 1L;

    private final int status;

    /** @param status the exit status user code asked for */
    public UserExitError(int status) {
        super("user code called System.exit(" + status + "); Smallscope does not let it end the JVM");
        this.status = status;
    }

    /** @return the exit status user code asked for */
    public int status() {
        return status;
    }
}
