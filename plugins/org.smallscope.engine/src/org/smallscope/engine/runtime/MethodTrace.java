package org.smallscope.engine.runtime;

/**
 * Which methods of a subject's classes have run: instrumented user code calls {@link #enter} with its method's id at
 * the start of every method, constructor and class initializer, and the engine reads the flags back to record what
 * a suite's verdicts depended on (a dynamic closure: virtual targets, lambdas and other classes included).
 */
public final class MethodTrace {

    private static final int CHUNK_BITS = 12;
    private static final int CHUNK = 1 << CHUNK_BITS;
    private static final boolean[][] RAN = new boolean[1 << 16][];
    private static int next;

    private MethodTrace() {
    }

    /** Called on entry of every instrumented method: marks {@code id} as run (one read once it is marked). */
    public static void enter(int id) {
        boolean[] chunk = RAN[id >>> CHUNK_BITS];
        if (chunk == null) {
            chunk = chunk(id);
        }
        if (!chunk[id & (CHUNK - 1)]) {
            chunk[id & (CHUNK - 1)] = true;
        }
    }

    private static synchronized boolean[] chunk(int id) {
        return RAN[id >>> CHUNK_BITS];
    }

    /** @return a new id, never handed out before in this JVM, or -1 when every id is taken (that method is not traced) */
    public static synchronized int allocate() {
        if (next >= RAN.length * CHUNK) {
            return -1;
        }
        int id = next++;
        if (RAN[id >>> CHUNK_BITS] == null) {
            RAN[id >>> CHUNK_BITS] = new boolean[CHUNK];
        }
        return id;
    }

    /** @return whether the method with {@code id} has run */
    public static boolean ran(int id) {
        boolean[] chunk = id < 0 ? null : chunk(id);
        return chunk != null && chunk[id & (CHUNK - 1)];
    }
}
