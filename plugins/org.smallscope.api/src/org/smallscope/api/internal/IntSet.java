package org.smallscope.api.internal;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.IIntSet;

/** An int domain with its values in search order; values can be appended and removed, as in Korat. */
final class IntSet implements IIntSet {

    private final List<Integer> values = new ArrayList<>();

    IntSet(int[] values) {
        for (int v : values) {
            this.values.add(v);
        }
    }

    /** @return Korat's range: {@code min, min+diff, ...} while below {@code max}, then {@code max} (just {@code max} if {@code min > max}) */
    static int[] koratRange(int min, int diff, int max) {
        List<Integer> range = new ArrayList<>();
        for (long v = min; v < max; v += diff) {
            range.add((int) v);
        }
        range.add(max);
        return range.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public int size() {
        return values.size();
    }

    @Override
    public int[] values() {
        return values.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public void addInt(int value) {
        values.add(value);
    }

    @Override
    public void addRange(int min, int diff, int max) {
        FinitizationBuilder.requirePositive("addRange(" + min + ", " + diff + ", " + max + ")", diff);
        for (int v : koratRange(min, diff, max)) {
            values.add(v);
        }
    }

    @Override
    public void removeInt(int value) {
        values.remove(Integer.valueOf(value));
    }

    @Override
    public String toString() {
        return "IntSet" + values;
    }
}
