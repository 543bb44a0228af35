package org.smallscope.engine.export.model;

import org.smallscope.engine.export.methods.MethodInput;

/**
 * One generated test: an instance (and, in method mode, one argument combination) with its display name.
 *
 * @param ordinal the test's number in the whole suite, from 1
 * @param instance the instance's position among the valid instances (0-based, search order)
 * @param choice method mode: per parameter, the index of its value; null otherwise
 * @param display the display name, e.g. {@code #7 size=3 root=Node0(info=1)} or {@code #7 add(2) on size=3 root=...}; null
 *        for a test of a plain suite, named from its instance when its class is written ({@code SuitePlan.display})
 * @param input method mode: the input with what the call returned and left (its regression assertions); null otherwise
 */
public record TestEntry(int ordinal, int instance, int[] choice, String display, MethodInput input) {
}
