package org.smallscope.engine.runtime;

/**
 * Re-arms the check that makes the next read of a finitized field report to the recorder: instrumented code reports a
 * field's read only while the field's armed flag is set (and clears it), so reads after the first cost one load and one
 * branch; the recorder re-arms a slot whenever it leaves the accessed-field stack, and disarms one it pushes itself
 * (a subtree's prefix, which no read has reported).
 */
public interface FieldArming {

    /** Sets the armed flag of the field at {@code slot} (slots of array lengths and elements have none: ignored). */
    void arm(int slot);

    /** Clears the armed flag of the field at {@code slot}, which is on the stack (slots without a flag are ignored). */
    void disarm(int slot);
}
