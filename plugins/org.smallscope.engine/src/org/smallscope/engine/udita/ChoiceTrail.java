package org.smallscope.engine.udita;

import java.util.Arrays;

/**
 * The choice vector of the current execution and how the next one differs: the choices of an execution are replayed
 * from the previous one up to the choice point that was advanced, then new choice points start at their first value;
 * {@link #backtrack()} advances the last choice point that has values left (Korat-style depth first).
 */
final class ChoiceTrail {

    private int[] values;
    private int[] counts;
    private int length;
    private int replay;
    private final int floor;
    private int maxDepth;

    /** A trail over the subtree of the executions whose first choices are {@code prefix} (empty: the whole tree). */
    ChoiceTrail(int[] prefix) {
        values = Arrays.copyOf(prefix, Math.max(16, prefix.length * 2));
        counts = new int[values.length];
        Arrays.fill(counts, 0, prefix.length, -1);
        replay = prefix.length;
        floor = prefix.length;
    }

    /** Starts the next execution: its choices are replayed from the current vector. */
    void begin() {
        length = 0;
    }

    /**
     * @param count the number of values of the choice point ({@code > 0})
     * @return the value (0..count-1) of the next choice point of this execution (a choice of one value is no choice point)
     */
    int next(int count) {
        if (count == 1) {
            return 0;
        }
        if (length < replay) {
            int known = counts[length];
            if (known >= 0 && known != count) {
                throw new BadChoice("is not deterministic: choice point " + length + " offered " + known + " values in an earlier execution and "
                        + count + " now (the same choices must lead to the same choice points; static state kept between executions?)");
            }
            if (values[length] >= count) {
                throw new BadChoice("does not reach the subtree " + Arrays.toString(Arrays.copyOf(values, floor)) + ": choice point " + length
                        + " offers " + count + " values");
            }
            counts[length] = count;
            return values[length++];
        }
        if (length == values.length) {
            values = Arrays.copyOf(values, length * 2);
            counts = Arrays.copyOf(counts, length * 2);
        }
        values[length] = 0;
        counts[length] = count;
        length++;
        replay = length;
        maxDepth = Math.max(maxDepth, length);
        return 0;
    }

    /** @return whether the execution just ended left a choice point (not below the subtree's prefix) with values left; if so it is advanced */
    boolean backtrack() {
        for (int i = length - 1; i >= floor; i--) {
            if (values[i] + 1 < counts[i]) {
                values[i]++;
                replay = i + 1;
                return true;
            }
        }
        return false;
    }

    /** @return the choice vector of the current execution so far (a copy) */
    int[] vector() {
        return Arrays.copyOf(values, length);
    }

    /** @return the number of choice points of the current execution so far */
    int length() {
        return length;
    }

    /** @return the number of values of choice point {@code i} of the current execution */
    int countAt(int i) {
        return counts[i];
    }

    /** @return the longest choice vector seen */
    int maxDepth() {
        return Math.max(maxDepth, floor);
    }
}
