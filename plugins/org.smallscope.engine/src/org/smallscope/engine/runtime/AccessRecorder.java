package org.smallscope.engine.runtime;

/**
 * Records the order in which repOk first reads the finitized fields of a candidate: the accessed
 * field stack of the Korat search. Instrumented subject classes call {@link #record} for fields and
 * {@link #arrayElement}/{@link #arrayLength} for arrays; one recorder belongs to one candidate heap
 * and is used by one thread at a time.
 */
public final class AccessRecorder {

    /** The recorder of the candidate whose repOk runs on this thread, for array reads (arrays carry no recorder field). */
    private static final ThreadLocal<AccessRecorder> CURRENT = new ThreadLocal<>();

    private final boolean[] onStack;
    private final int[] stack;
    private int size;
    private int low;
    private Object[] arrays = new Object[0];
    private int[] lengthSlot;
    private int[] elementCount;

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

    /**
     * Makes the arrays of a candidate known: array {@code a} is {@code current[a]} (the table is read on every array
     * access, so the heap may replace its entries), its length is at {@code lengthSlot[a]}, and its element {@code i}
     * (below {@code elementCount[a]}) at {@code lengthSlot[a] + 1 + i}.
     */
    public void watchArrays(Object[] current, int[] lengthSlot, int[] elementCount) {
        this.arrays = current;
        this.lengthSlot = lengthSlot;
        this.elementCount = elementCount;
    }

    /** Makes this recorder the one array reads on this thread report to, until {@link #leave()}. */
    public void enter() {
        CURRENT.set(this);
    }

    /** Stops reporting array reads on this thread. */
    public static void leave() {
        CURRENT.set(null); // not remove(): that would allocate a new thread-local entry on every candidate
    }

    /** Called by instrumented code before every array element load: {@code array[index]}. */
    public static void arrayElement(Object array, int index) {
        AccessRecorder r = CURRENT.get();
        if (r != null) {
            int a = r.arrayNumber(array);
            if (a >= 0 && index >= 0 && index < r.elementCount[a]) {
                r.push(r.lengthSlot[a] + 1 + index);
            }
        }
    }

    /** Called by instrumented code before every {@code array.length}. */
    public static void arrayLength(Object array) {
        AccessRecorder r = CURRENT.get();
        if (r != null) {
            int a = r.arrayNumber(array);
            if (a >= 0) {
                r.push(r.lengthSlot[a]);
            }
        }
    }

    private int arrayNumber(Object array) {
        Object[] current = arrays;
        for (int a = 0; a < current.length; a++) {
            if (current[a] == array) {
                return a;
            }
        }
        return -1;
    }

    /** Pushes {@code slot} unless it is on the stack already. */
    public void push(int slot) {
        if (!onStack[slot]) {
            onStack[slot] = true;
            stack[size++] = slot;
        }
    }

    /** @return whether {@code slot} is on the stack */
    public boolean holds(int slot) {
        return onStack[slot];
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
        if (size < low) {
            low = size;
        }
    }

    /** Starts watching how far the stack shrinks: until the next call, {@link #lowest()} is the smallest size since. */
    public void markLowest() {
        low = size;
    }

    /** @return the smallest size of the stack since {@link #markLowest()}: the slots below it were not popped (so not changed) since */
    public int lowest() {
        return low;
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
