package org.smallscope.engine;

/** A failure the user can act on: carries an {@link EngineError} and a message naming what is wrong. */
public class SmallscopeException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final EngineError error;

    /** @param error the error code; @param message the full message; @param cause the cause or null */
    public SmallscopeException(EngineError error, String message, Throwable cause) {
        super(message, cause);
        this.error = error;
    }

    /** @return the error code */
    public EngineError error() {
        return error;
    }
}
