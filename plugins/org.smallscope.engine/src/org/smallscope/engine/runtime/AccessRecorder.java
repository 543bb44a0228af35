package org.smallscope.engine.runtime;

/**
 * Records the order in which repOk first reads the finitized fields of a candidate: the accessed
 * field stack of the Korat search. Instrumented subject classes call {@link #record}; one recorder
 * belongs to one candidate heap and is used by one thread at a time.
 */
public final class AccessRecorder {

    private final boolean[] onStack;
    private final int[] stack;
    private int size;

    /** @param slots the length of the candidate vector */
    public AccessRecorder(int slots) {
        onStack = new boolean[slots];
        stack = new int[slots];
    }

    /**
     * Called by instrumented code before every read of a finitized field.
     *
     * @param recorder the recorder of the object read, or {@code null} for an object not in the candidate
     * @param slots the object's map from finitized-field id to candidate-vector index
     * @param fieldId the id of the field read
     */
    public static void record(AccessRecorder recorder, int[] slots, int fieldId) {
        if (recorder != null) {
            int slot = slots[fieldId];
            if (slot >= 0) {
                recorder.push(slot);
            }
        }
    }

    /** Pushes {@code slot} unless it is on the stack already. */
    public void push(int slot) {
        if (!onStack[slot]) {
            onStack[slot] = true;
            stack[size++] = slot;
        }
    }

    /** @return the number of fields on the stack */
    public int size() {
        return size;
    }

    /** @return the slot at {@code depth} (0 = bottom) */
    public int at(int depth) {
        return stack[depth];
    }

    /** @return the slot on top of the stack */
    public int top() {
        return stack[size - 1];
    }

    /** Removes the top slot. */
    public void pop() {
        onStack[stack[--size]] = false;
    }

    /** Empties the stack. */
    public void clear() {
        while (size > 0) {
            pop();
        }
    }

    /** @return a copy of the stack, bottom first */
    public int[] toArray() {
        return java.util.Arrays.copyOf(stack, size);
    }
}
