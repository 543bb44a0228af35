package org.smallscope.core.reports;

import java.io.IOException;

/** A report file (evaluation, interactions) that cannot be shown; the message says why, naming the file and the field or line. */
public class ReportException extends IOException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what is wrong, naming the file and the field
     * @param cause the underlying problem, or null
     */
    public ReportException(String message, Throwable cause) {
        super(message, cause);
    }
}
