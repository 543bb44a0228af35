package org.smallscope.engine.runtime;

/** Thrown inside user code to end a look-ahead probe that can no longer tell anything ({@link AccessRecorder#beginProbe}). */
public final class ProbeEnd extends Error {

    private static final long serialVersionUID = 1L;

    /** The one instance: control flow, without a stack trace. */
    static final ProbeEnd INSTANCE = new ProbeEnd();

    private ProbeEnd() {
        super("a look-ahead probe ended", null, false, false);
    }
}
