package org.smallscope.api;

import java.util.Arrays;

/** An int domain with its values in search order; values can be appended and removed, as in Korat. */
final class OrderedIntSet implements IIntSet {

    /** The most values one domain can hold (its values are indexed by ints, and arrays stop short of Integer.MAX_VALUE). */
    static final long MAX_VALUES = Integer.MAX_VALUE - 8;

    private int[] values;
    private int size;

    OrderedIntSet(int[] values) {
        this.values = values.clone();
        this.size = values.length;
    }

    /**
     * @return Korat's range: {@code min, min+diff, ...} while below {@code max}, then {@code max} (just {@code max} if {@code min > max})
     * @throws IllegalArgumentException when the range has more values than a domain can hold, saying how many
     */
    static int[] koratRange(int min, int diff, int max) {
        long below = min >= max ? 0 : ((long) max - min + diff - 1) / diff;
        if (below + 1 > MAX_VALUES) {
            throw new IllegalArgumentException("the range " + min + ".." + max + (diff == 1 ? "" : " in steps of " + diff) + " has "
                    + String.format("%,d", below + 1) + " values, more than one domain can hold (" + String.format("%,d", MAX_VALUES)
                    + "); narrow it");
        }
        int[] range = new int[(int) below + 1];
        for (int i = 0; i < below; i++) {
            range[i] = (int) (min + (long) i * diff);
        }
        range[(int) below] = max;
        return range;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public int[] values() {
        return Arrays.copyOf(values, size);
    }

    @Override
    public void addInt(int value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, Math.max(8, size * 2));
        }
        values[size++] = value;
    }

    @Override
    public void addRange(int min, int diff, int max) {
        FinitizationBuilder.requirePositive("addRange(" + min + ", " + diff + ", " + max + ")", diff);
        int[] range = koratRange(min, diff, max);
        values = Arrays.copyOf(values, size + range.length);
        System.arraycopy(range, 0, values, size, range.length);
        size += range.length;
    }

    @Override
    public void removeInt(int value) {
        for (int i = 0; i < size; i++) {
            if (values[i] == value) {
                System.arraycopy(values, i + 1, values, i, size - i - 1);
                size--;
                return;
            }
        }
    }

    @Override
    public String toString() {
        return "OrderedIntSet" + Arrays.toString(values());
    }
}
