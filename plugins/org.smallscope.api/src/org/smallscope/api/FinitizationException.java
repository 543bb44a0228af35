package org.smallscope.api;

/** Thrown by a finitization whose bounds are malformed; the message names the class or field. */
public class FinitizationException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** @param message what is wrong, naming the class, field or call */
    public FinitizationException(String message) {
        super(message);
    }
}
