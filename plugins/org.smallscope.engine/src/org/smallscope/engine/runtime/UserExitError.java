package org.smallscope.engine.runtime;

/** Thrown where user code called {@code System.exit}, {@code Runtime.exit} or {@code Runtime.halt}: the candidate fails, the JVM lives on. */
public final class UserExitError extends Error {

    private static final long serialVersionUID = 1L;

    private final int status;

    /** @param status the exit status user code asked for with {@code System.exit} */
    public UserExitError(int status) {
        this("System.exit", status);
    }

    /** @param call what user code called ({@code System.exit}, {@code Runtime.exit}, {@code Runtime.halt}) @param status with which status */
    public UserExitError(String call, int status) {
        super("user code called " + call + "(" + status + "); Smallscope does not let it end the JVM");
        this.status = status;
    }

    /** @return the exit status user code asked for */
    public int status() {
        return status;
    }
}
