package org.smallscope.engine.runtime;

/**
 * Records the order in which repOk first reads the finitized fields of a candidate: the accessed
 * field stack of the Korat search. Instrumented subject classes call {@link #record} for fields and
 * {@link #arrayElement}/{@link #arrayLength} for arrays; one recorder belongs to one candidate heap
 * and is used by one thread at a time.
 */
public final class AccessRecorder {

    /** Per thread, the recorder of the candidate whose repOk runs on it, for array reads (arrays carry no recorder field). */
    private static final ThreadLocal<Entered> CURRENT = ThreadLocal.withInitial(Entered::new);
    /** Entries of {@link #ENTERED} one cache line apart, so that search threads do not share lines. */
    private static final int SPREAD = 16;
    private static final int ENTRIES = 16;
    /**
     * The recorder last entered on each thread, by thread id modulo {@link #ENTRIES}: the fast way to {@link #CURRENT}. An
     * entry counts only while its {@link #enteredBy} is the reading thread; two threads sharing an entry fall back to
     * {@link #CURRENT}.
     */
    private static final AccessRecorder[] ENTERED = new AccessRecorder[ENTRIES * SPREAD];

    /** One thread's value of {@link #CURRENT}: written only by that thread. */
    private static final class Entered {
        AccessRecorder recorder;
    }

    private final boolean[] onStack;
    private final int[] stack;
    private int size;
    private int low;
    private int keptLow;
    private int walkLow;
    private Object walkedBy;
    private Object[] arrays = new Object[0];
    private int[] lengthSlot;
    private int[] elementCount;
    private FieldArming arming;
    private Thread enteredBy;
    private Entered holder;
    private Thread holderOf;
    /** Conjuncts of repOk begun on the current candidate (advanced by {@link #conjunct}), or -1 when the subject has no probes. */
    private int conjuncts = -1;
    /** {@code heights[j]}: the stack's size when conjunct {@code j} (0-based) began on the current candidate. */
    private int[] heights;
    private int sizeAtStart;
    /** The conjunct the next call of repOk jumps to (see {@link #skipTo}), or 0 to run it from its start. */
    private int skipTo;
    private final RepOkWatch watch = new RepOkWatch(this);
    /** {@code position[slot]}: the depth of {@code slot} on the stack, while it is there. */
    private final int[] position;
    /** Whether a look-ahead probe runs ({@link #beginProbe}): reads are noted, not pushed. */
    private boolean probing;
    /** Reads the probe may still make. */
    private int probeBudget;
    /** The deepest stack position the probe read, or -1. */
    private int probeDeepest;
    /** Whether the probe read a field off the stack, ran out of reads, or reached the conjunct after its own. */
    private boolean probeSpoiled;
    /** The conjunct whose start ends the probe (its own passed), or -1. */
    private int probeStop;
    /** The field off the stack whose read ended the probe, or -1. */
    private int probeOffStack;
    private int[] savedHeights;
    private int savedConjuncts;
    private int savedSizeAtStart;

    /** @param slots the length of the candidate vector */
    public AccessRecorder(int slots) {
        onStack = new boolean[slots];
        stack = new int[slots];
        position = new int[slots];
    }

    /**
     * Called by instrumented code on the first read of a finitized field since the field was armed (see {@link FieldArming}).
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

    /** Lets {@code arming} re-arm each slot that leaves the stack (instrumented heaps; without it nothing is re-armed). */
    public void armedBy(FieldArming arming) {
        this.arming = arming;
    }

    /**
     * Makes this recorder the one array reads on this thread report to, until {@link #leave()}. Called for every candidate,
     * so it touches the thread-local only when the recorder moves to another thread.
     */
    public void enter() {
        Thread t = Thread.currentThread();
        if (holderOf != t) {
            holder = CURRENT.get();
            holderOf = t;
        }
        holder.recorder = this;
        enteredBy = t;
        int i = entry(t);
        if (ENTERED[i] != this) {
            ENTERED[i] = this;
        }
    }

    /** Stops reporting array reads on this thread (entered with {@link #enter()} on it). */
    public void leave() {
        enteredBy = null;
        holder.recorder = null;
    }

    private static int entry(Thread t) {
        return ((int) t.getId() & (ENTRIES - 1)) * SPREAD; // getId(): the engine runs on Java 17
    }

    /**
     * Called by instrumented code on entry to a method that reads arrays (the recorder cannot change while the method runs).
     *
     * @return the recorder entered on the calling thread, or null. The entry of {@link #ENTERED} is trusted only if the
     *         calling thread entered it and has not left it since: {@link #enteredBy} then holds this thread's own last
     *         write, which no other thread's write can hide (another thread entering the recorder would have replaced it).
     */
    public static AccessRecorder entered() {
        Thread t = Thread.currentThread();
        AccessRecorder r = ENTERED[entry(t)];
        return r != null && r.enteredBy == t ? r : CURRENT.get().recorder;
    }

    /**
     * Called by instrumented code before every array element load: {@code array[index]}.
     *
     * @param r what {@link #entered()} returned on entry to the calling method
     */
    public static void arrayElement(Object array, int index, AccessRecorder r) {
        if (r != null) {
            int a = r.arrayNumber(array);
            if (a >= 0 && index >= 0 && index < r.elementCount[a]) {
                r.push(r.lengthSlot[a] + 1 + index);
            }
        }
    }

    /**
     * Called by instrumented code before every {@code array.length}.
     *
     * @param r what {@link #entered()} returned on entry to the calling method
     */
    public static void arrayLength(Object array, AccessRecorder r) {
        if (r != null) {
            int a = r.arrayNumber(array);
            if (a >= 0) {
                r.push(r.lengthSlot[a]);
            }
        }
    }

    /**
     * Called by instrumented code before an array element load, with what the calling method reported since it began:
     * {@code last}, the array it read last, and {@code reported}, a mask of the cells of {@code last} below index 63 it
     * reported. Such a cell is on the stack still (the stack shrinks only between candidates, never while a method of
     * the candidate runs), so a second report would push nothing: it is left out.
     *
     * @return the mask of {@code array}'s cells reported once this one is; the caller keeps {@code array} as its last
     */
    public static long arrayElementOnce(Object array, int index, AccessRecorder r, Object last, long reported) {
        if (r != null && r.probing) {
            arrayElement(array, index, r); // a probe counts every read
            return 0L;
        }
        long cell = index >= 0 && index < 63 ? 1L << index : 0L; // 0: a cell the mask cannot hold, reported every time
        long seen = array == last ? reported : 0L;
        if ((seen & cell) == 0) {
            arrayElement(array, index, r);
        }
        return seen | cell;
    }

    /**
     * Called by instrumented code before {@code array.length}, with {@code last}, the array whose length the calling
     * method reported last: reporting it again would push nothing (see {@link #arrayElementOnce}).
     *
     * @return {@code array}, for the caller to keep as its last
     */
    public static Object arrayLengthOnce(Object array, AccessRecorder r, Object last) {
        if (r != null && r.probing) {
            arrayLength(array, r); // a probe counts every read
            return null;
        }
        if (array != last) {
            arrayLength(array, r);
        }
        return array;
    }

    /** @return the watch of this recorder's heap: what repOk may not do to the candidate */
    public RepOkWatch watch() {
        return watch;
    }

    /** @return the number of {@code array} among the candidate's arrays, or -1 for another array */
    int arrayNumber(Object array) {
        Object[] current = arrays;
        for (int a = 0; a < current.length; a++) {
            if (current[a] == array) {
                return a;
            }
        }
        return -1;
    }

    /**
     * Called by instrumented code where conjunct {@code index} (0-based) of repOk begins: counts it only when it is the next
     * conjunct of the current candidate (so that a helper holding a conjunct, called from elsewhere, counts nothing).
     *
     * @param recorder the recorder of the object whose method runs, or null for an object not in a candidate
     */
    public static void conjunct(AccessRecorder recorder, int index) {
        if (recorder != null && recorder.probing && index == recorder.probeStop) {
            recorder.probeSpoiled = true;
            throw ProbeEnd.INSTANCE; // the probed conjunct passed: the probe learns nothing
        }
        if (recorder != null && recorder.conjuncts == index) {
            recorder.heights[index] = recorder.size;
            recorder.conjuncts = index + 1;
        }
    }

    /**
     * Called by instrumented code at the start of repOk when some of its conjuncts can be jumped to: the conjunct to jump
     * to, once ({@link #skipConjuncts}), or 0 to run repOk from its start.
     *
     * @param recorder the recorder of the object whose repOk runs, or null for an object not in a candidate
     */
    public static int skipTo(AccessRecorder recorder) {
        if (recorder == null || recorder.skipTo == 0) {
            return 0;
        }
        int to = recorder.skipTo;
        recorder.skipTo = 0;
        return to;
    }

    /**
     * The current candidate's repOk, about to run, starts at conjunct {@code first} (0-based): the ones before count as
     * begun, each at the stack's present size (where a full run would begin them: they would read only fields on the
     * stack), and repOk jumps over their code. Only for a conjunct the subject can jump to, on a candidate known to pass
     * the ones before with every field they read already on the stack.
     */
    public void skipConjuncts(int first) {
        java.util.Arrays.fill(heights, 0, first, size);
        conjuncts = first;
        skipTo = first;
    }

    /** Turns the conjunct probes on for a predicate of {@code count} conjuncts (the subject's classes call {@link #conjunct}). */
    public void probeConjuncts(int count) {
        heights = new int[count];
        conjuncts = 0;
    }

    /** A new candidate's repOk is about to run: no conjunct has begun. */
    public void beginCandidate() {
        if (heights != null) {
            conjuncts = 0;
            sizeAtStart = size;
        }
    }

    /** @return with conjunct probes, the stack's size when the current candidate's repOk began (the fields kept from the candidate before) */
    public int sizeAtStart() {
        return sizeAtStart;
    }

    /** @return the conjuncts begun on the current candidate (the last one begun rejected it if repOk returned false), or -1 without probes */
    public int conjunctsBegun() {
        return conjuncts;
    }

    /** @return the stack's size when conjunct {@code index} (0-based, begun) began on the current candidate */
    public int heightAt(int index) {
        return heights[index];
    }

    /** Pushes {@code slot} unless it is on the stack already. */
    public void push(int slot) {
        if (probing) {
            probeRead(slot);
            return;
        }
        if (!onStack[slot]) {
            onStack[slot] = true;
            position[slot] = size;
            stack[size++] = slot;
        }
    }

    /**
     * A probe read {@code slot}: notes its depth, and re-arms its read check so that every read counts against the budget
     * (a loop over a cyclic heap runs out of it); a read off the stack, or past the budget, ends the probe.
     */
    private void probeRead(int slot) {
        boolean held = onStack[slot];
        if (arming != null) {
            arming.arm(slot);
        }
        if (probeSpoiled || !held || --probeBudget < 0) {
            if (!held && !probeSpoiled) {
                probeOffStack = slot;
            }
            probeSpoiled = true;
            throw ProbeEnd.INSTANCE;
        }
        int p = position[slot];
        if (p > probeDeepest) {
            probeDeepest = p;
        }
    }

    /**
     * Starts a look-ahead probe: until {@link #endProbe}, the reads of repOk are noted (the deepest stack position read)
     * instead of pushed, every read of a field on the stack reports (their checks are armed), a read of a field off the
     * stack, the {@code budget + 1}-th read or the start of conjunct {@code stopAt} (-1: none) throws {@link ProbeEnd}, and
     * the conjunct heights of the current candidate are kept aside. The stack itself does not change.
     */
    public void beginProbe(int budget, int stopAt) {
        if (heights != null) {
            if (savedHeights == null) {
                savedHeights = new int[heights.length];
            }
            System.arraycopy(heights, 0, savedHeights, 0, heights.length);
        }
        savedConjuncts = conjuncts;
        savedSizeAtStart = sizeAtStart;
        if (arming != null) {
            for (int i = 0; i < size; i++) {
                arming.arm(stack[i]);
            }
        }
        probeBudget = budget;
        probeDeepest = -1;
        probeSpoiled = false;
        probeOffStack = -1;
        probeStop = stopAt;
        probing = true;
    }

    /**
     * Ends the probe begun by {@link #beginProbe}: the stack's read checks are disarmed again and the candidate's conjunct
     * heights restored.
     *
     * @return the deepest stack position the probe read (-1: none), also when it ended early ({@link #probeEndedEarly})
     */
    public int endProbe() {
        probing = false;
        if (arming != null) {
            for (int i = 0; i < size; i++) {
                arming.disarm(stack[i]);
            }
        }
        if (heights != null) {
            System.arraycopy(savedHeights, 0, heights, 0, heights.length);
        }
        conjuncts = savedConjuncts;
        sizeAtStart = savedSizeAtStart;
        skipTo = 0;
        return probeDeepest;
    }

    /** @return whether the last probe read a field off the stack, ran out of reads or reached the conjunct after its own */
    public boolean probeEndedEarly() {
        return probeSpoiled;
    }

    /** @return the field off the stack whose read ended the last probe, or -1 */
    public int probeOffStack() {
        return probeOffStack;
    }

    /**
     * Pushes {@code slot}, read by nobody yet (a subtree's prefix, put on the stack before repOk runs), unless it is on the
     * stack already, and disarms its field's read check: a read of a field on the stack would push nothing, and leaving
     * the check armed makes the first read on each fresh heap take the reporting path, which the JIT then compiles into
     * repOk for good.
     */
    public void pushDisarmed(int slot) {
        if (!onStack[slot]) {
            push(slot);
            if (arming != null) {
                arming.disarm(slot);
            }
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

    /** Removes the top slot (and re-arms its field's read check). */
    public void pop() {
        int slot = stack[--size];
        onStack[slot] = false;
        if (arming != null) {
            arming.arm(slot);
        }
        if (size < low) {
            low = size;
        }
        if (size < keptLow) {
            keptLow = size;
        }
        if (size < walkLow) {
            walkLow = size;
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

    /** Starts a second, independent watch of how far the stack shrinks: until the next call, {@link #keptSince()} is the smallest size since. */
    public void markKept() {
        keptLow = size;
    }

    /** @return the smallest size of the stack since {@link #markKept()}: the slots below it were not popped since */
    public int keptSince() {
        return keptLow;
    }

    /**
     * Starts a third watch of how far the stack shrinks, for {@code walker} (the walk of reachable fields after a valid
     * candidate): {@link #walkedSince(Object)} is the smallest size since, for it, until anyone marks again.
     */
    public void markWalk(Object walker) {
        walkLow = size;
        walkedBy = walker;
    }

    /** @return the smallest size of the stack since {@code walker} called {@link #markWalk}, or 0 if it did not or another has since */
    public int walkedSince(Object walker) {
        return walkedBy == walker ? walkLow : 0;
    }

    /** Empties the stack. */
    public void clear() {
        popTo(0);
    }

    /** Pops slots until {@code height} remain (none when the stack is no higher). */
    public void popTo(int height) {
        while (size > height) {
            pop();
        }
    }

    /** @return a copy of the stack, bottom first */
    public int[] toArray() {
        return java.util.Arrays.copyOf(stack, size);
    }
}
