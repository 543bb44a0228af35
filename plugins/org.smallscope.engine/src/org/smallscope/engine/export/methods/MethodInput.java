package org.smallscope.engine.export.methods;

/**
 * One input of method mode: a receiver (a valid instance) and one combination of argument values, with what the call
 * was observed to do (the regression assertions of exported tests).
 *
 * @param instance the receiver's position among the valid instances (0-based, search order)
 * @param choice per parameter, the index of its value in its {@link ParameterDomain}
 * @param result {@code String.valueOf} of the returned value, or null for a void method (or when not observed)
 * @param state {@code String.valueOf} of the receiver's {@code abstraction()} after the call, or null without one
 * @param structure the receiver after the call, field by field, when the subject has no {@code abstraction()}; else null
 */
public record MethodInput(int instance, int[] choice, String result, String state, PostState structure) {

    /** An input without observations. */
    public MethodInput(int instance, int[] choice) {
        this(instance, choice, null, null, null);
    }
}
