package org.smallscope.api.internal;

import java.util.Arrays;

import org.smallscope.api.IIntSet;

/** An int domain with its values in search order. */
final class IntSet implements IIntSet {

    private final int[] values;

    IntSet(int[] values) {
        this.values = values;
    }

    @Override
    public int size() {
        return values.length;
    }

    @Override
    public int[] values() {
        return values.clone();
    }

    @Override
    public String toString() {
        return "IntSet" + Arrays.toString(values);
    }
}
