package org.smallscope.api.internal;

/** Finds the user's line that called into the API, for error messages naming it. */
public final class CallerFrames {

    private CallerFrames() {
    }

    /** @return the innermost stack frame outside the API's own classes, or null if there is none */
    public static StackTraceElement caller() {
        for (StackTraceElement frame : new Throwable().getStackTrace()) {
            if (!frame.getClassName().startsWith("org.smallscope.api.")) {
                return frame;
            }
        }
        return null;
    }
}
