package org.smallscope.engine.udita;

/** Rewrites a generator's classes for delayed choice (to come). */
final class DelayedTransformer {

    private DelayedTransformer() {
    }

    static byte[] transform(byte[] classFile) {
        return classFile;
    }
}
