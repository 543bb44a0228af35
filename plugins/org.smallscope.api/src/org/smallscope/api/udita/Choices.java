package org.smallscope.api.udita;

/** The non-deterministic choices a generator program makes: each returns every allowed value, one per execution. */
public final class Choices {

    private Choices() {
    }

    /** @return each int of {@code lo..hi} (both included), in ascending order over the executions; fails if {@code lo > hi} */
    public static int getInt(int lo, int hi) {
        return ChoiceHook.current().getInt(lo, hi);
    }

    /** @return false, then true */
    public static boolean getBoolean() {
        return ChoiceHook.current().getInt(0, 1) == 1;
    }

    /** @return each constant of {@code type} in declaration order; fails if the enum has no constants */
    public static <E extends Enum<E>> E getEnum(Class<E> type) {
        E[] constants = type.getEnumConstants();
        if (constants.length == 0) {
            throw new IllegalArgumentException("enum " + type.getName() + " has no constants to choose from");
        }
        return constants[ChoiceHook.current().getInt(0, constants.length - 1)];
    }

    /** Ends this execution without an input unless {@code condition} holds (the choices made so far are pruned). */
    public static void assume(boolean condition) {
        if (!condition) {
            ChoiceHook.current().assumptionFailed();
        }
    }
}
