package org.smallscope.engine.runtime;

/** Thrown inside user code when the search was asked to stop (cancel or candidate timeout). */
public final class StopRequest extends Error {

    private static final long serialVersionUID = 1L;

    /** Creates the request without a stack trace (it is control flow, not a failure). */
    public StopRequest() {
        super("the search was asked to stop", null, false, false);
    }
}
