package org.smallscope.engine.protocol;

import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The labels of an int domain, {@code "0"}, {@code "1"}, ..., made from its values when read: a field of millions of
 * ints costs its int array (shared with the engine's domain, never modified), not a string per value, in the runner and
 * in the IDE that reads its {@code started} event ({@link LabelsAdapter} sends a long one as runs of values).
 */
final class IntLabels extends AbstractList<String> implements RandomAccess {

    private final int[] values;

    /** @param values the domain's values in order (kept, not copied: never modify them) */
    IntLabels(int[] values) {
        this.values = Objects.requireNonNull(values);
    }

    @Override
    public String get(int index) {
        return Integer.toString(values[Objects.checkIndex(index, values.length)]);
    }

    @Override
    public int size() {
        return values.length;
    }

    /** @return the values (shared: never modify them) */
    int[] values() {
        return values;
    }
}
