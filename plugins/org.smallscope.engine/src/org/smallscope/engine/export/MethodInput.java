package org.smallscope.engine.export;

/**
 * One input of method mode: a receiver (a valid instance) and one combination of argument values.
 *
 * @param instance the receiver's position among the valid instances (0-based, search order)
 * @param choice per parameter, the index of its value in its {@link ParameterDomain}
 */
public record MethodInput(int instance, int[] choice) {
}
