package org.smallscope.engine.runtime;

import org.smallscope.api.udita.ObjectPool;

/**
 * What a generator's classes call in delayed mode (the delayed-choice rewriting puts these calls where a choice is
 * stored straight into a field or array element, and before every field read and array load): they go to the
 * {@link Target} the engine installed on the exploring thread.
 */
public final class DelayedHooks {

    /** The engine's side: suspends stored choices and makes them at the first read. */
    public interface Target {

        /** Stores a suspended {@code getInt(lo, hi)} into field {@code key} ({@code owner/Class.field}) of {@code owner}. */
        void suspendInt(Object owner, String key, int lo, int hi);

        /** Stores a suspended {@code getBoolean()} into field {@code key} of {@code owner}. */
        void suspendBoolean(Object owner, String key);

        /** Stores a suspended {@code pool.getAny()} or {@code getNew()} ({@code fresh}) into field {@code key} of {@code owner}. */
        void suspendPool(Object owner, String key, ObjectPool<?> pool, boolean fresh);

        /** Stores a suspended {@code getInt(lo, hi)} into element {@code index} of {@code array}. */
        void suspendIntElement(Object array, int index, int lo, int hi);

        /** Stores a suspended {@code getBoolean()} into element {@code index} of {@code array}. */
        void suspendBooleanElement(Object array, int index);

        /** Stores a suspended {@code pool.getAny()} or {@code getNew()} into element {@code index} of {@code array}. */
        void suspendPoolElement(Object array, int index, ObjectPool<?> pool, boolean fresh);

        /** Field {@code key} of {@code owner} is about to be read: make its suspended choice, if any. */
        void readField(Object owner, String key);

        /** Element {@code index} of {@code array} is about to be read: make its suspended choice, if any. */
        void readElement(Object array, int index);
    }

    private static final ThreadLocal<Target> CURRENT = new ThreadLocal<>();

    private DelayedHooks() {
    }

    /** Makes {@code target} (null: none) handle the delayed choices of this thread. */
    public static void install(Target target) {
        if (target == null) {
            CURRENT.remove();
        } else {
            CURRENT.set(target);
        }
    }

    private static Target target() {
        Target t = CURRENT.get();
        if (t == null) {
            throw new IllegalStateException("code rewritten for delayed choice runs only while Smallscope explores a generator in delayed mode");
        }
        return t;
    }

    /** Replaces {@code owner.f = Choices.getInt(lo, hi)}. */
    public static void putInt(Object owner, int lo, int hi, String key) {
        target().suspendInt(owner, key, lo, hi);
    }

    /** Replaces {@code owner.f = Choices.getBoolean()}. */
    public static void putBoolean(Object owner, String key) {
        target().suspendBoolean(owner, key);
    }

    /** Replaces {@code owner.f = pool.getAny()} ({@code fresh} false) or {@code pool.getNew()}. */
    public static void putPool(Object owner, ObjectPool<?> pool, String key, boolean fresh) {
        target().suspendPool(owner, key, pool, fresh);
    }

    /** Replaces {@code array[index] = Choices.getInt(lo, hi)}. */
    public static void storeInt(Object array, int index, int lo, int hi) {
        target().suspendIntElement(array, index, lo, hi);
    }

    /** Replaces {@code array[index] = Choices.getBoolean()}. */
    public static void storeBoolean(Object array, int index) {
        target().suspendBooleanElement(array, index);
    }

    /** Replaces {@code array[index] = pool.getAny()} or {@code pool.getNew()}. */
    public static void storePool(Object array, int index, ObjectPool<?> pool, boolean fresh) {
        target().suspendPoolElement(array, index, pool, fresh);
    }

    /** Called before every field read of a generator's classes. */
    public static void readField(Object owner, String key) {
        Target t = CURRENT.get();
        if (t != null && owner != null) {
            t.readField(owner, key);
        }
    }

    /** Called before every int, boolean and reference array load of a generator's classes. */
    public static void readElement(Object array, int index) {
        Target t = CURRENT.get();
        if (t != null && array != null) {
            t.readElement(array, index);
        }
    }
}
