package org.smallscope.engine.udita;

/** Ends an execution of a generator whose {@code assume} failed: the explorer catches it and counts a pruned path. */
final class PrunedPath extends Error {

    private static final long serialVersionUID = 1L;

    /** The one instance (control flow, no stack trace). */
    static final PrunedPath INSTANCE = new PrunedPath();

    private PrunedPath() {
        super("an assumption of the generator failed", null, false, false);
    }
}
