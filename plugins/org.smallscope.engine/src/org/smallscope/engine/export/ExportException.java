package org.smallscope.engine.export;

/** A problem with an export or method-mode request that the user can act on; the message names the class, method or parameter. */
public final class ExportException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Whose fault: the request (a bad option value) or the subject's code (e.g. a class the tests cannot build). */
    public enum Kind {
        /** The request is wrong: unknown method, bad parameter values, unsupported parameter type. */
        USAGE,
        /** The subject's classes do not allow generated tests: e.g. a class the test package cannot name or create. */
        SUBJECT
    }

    private final Kind kind;

    /** @param kind whose fault; @param message what is wrong, naming the class, method or parameter */
    public ExportException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    /** @return whose fault the problem is */
    public Kind kind() {
        return kind;
    }
}
