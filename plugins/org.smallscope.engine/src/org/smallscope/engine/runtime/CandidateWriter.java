package org.smallscope.engine.runtime;

/** Writes candidate values into fields, arms their read checks and calls repOk directly; generated per subject for speed. */
public interface CandidateWriter extends FieldArming {

    /** Sets the field at {@code slot} to the value at {@code index} of its domain. */
    void write(int slot, int index);

    /** @return whether the generated class calls repOk itself (else the caller uses a method handle) */
    boolean callsRepOk();

    /** Calls {@code root.repOk()}; only when {@link #callsRepOk()}. */
    boolean repOk(Object root);
}
