package org.smallscope.api.udita;

/**
 * Where the generator API's choices go: the engine installs a {@link Chooser} on the thread that runs a generator;
 * without one the choice methods fail with a message saying they run only inside a Smallscope run. Generators call
 * {@link Choices} and {@link ObjectPool}, never this (it sits in their package so that they need no other).
 */
public final class ChoiceHook {

    /** What the engine implements to make a generator's choices. */
    public interface Chooser {

        /** @return the value of the choice {@code lo..hi} for this execution */
        int getInt(int lo, int hi);

        /** Ends the execution because an assumption failed (throws; never returns normally). */
        void assumptionFailed();

        /** @return the index of the object {@code pool} returns ({@code -1} for null), {@code fresh} for {@code getNew()} */
        int poolChoice(ObjectPool<?> pool, boolean fresh);
    }

    private static final ThreadLocal<Chooser> CURRENT = new ThreadLocal<>();

    private ChoiceHook() {
    }

    /** Makes {@code chooser} (null: none) make the choices of generators run on this thread. */
    public static void install(Chooser chooser) {
        if (chooser == null) {
            CURRENT.remove();
        } else {
            CURRENT.set(chooser);
        }
    }

    /** @return the chooser of this thread */
    public static Chooser current() {
        Chooser chooser = CURRENT.get();
        if (chooser == null) {
            throw new IllegalStateException("org.smallscope.api.udita choices are made only while Smallscope runs a generator"
                    + " (./smallscope generate --generator Class#method, or Generate Exhaustive Tests on the method)");
        }
        return chooser;
    }
}
