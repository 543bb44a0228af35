package org.smallscope.engine.runtime;

/** Writes one value of a candidate vector into its field; generated per subject for speed. */
public interface CandidateWriter {

    /** Sets the field at {@code slot} to the value at {@code index} of its domain. */
    void write(int slot, int index);
}
