package org.smallscope.engine.protocol;

import java.util.Arrays;

/** Cuts int values, in their order, into runs of consecutive values: how long int domains are signed and sent. */
final class IntRuns {

    private IntRuns() {
    }

    /**
     * @return the runs of {@code values} as {@code first, last} pairs in one array ({@code 0..4, 9, 10..12}:
     *         {@code [0, 4, 9, 9, 10, 12]}; {@code MAX_VALUE} and {@code MIN_VALUE} do not make a run), or null when
     *         there are more than {@code most} runs
     */
    static int[] of(int[] values, int most) {
        int[] runs = new int[16];
        int n = 0;
        for (int i = 0; i < values.length;) {
            int j = i;
            while (j + 1 < values.length && (long) values[j + 1] == (long) values[j] + 1) {
                j++;
            }
            if (n / 2 >= most) {
                return null;
            }
            if (n + 2 > runs.length) {
                runs = Arrays.copyOf(runs, 2 * runs.length);
            }
            runs[n++] = values[i];
            runs[n++] = values[j];
            i = j + 1;
        }
        return Arrays.copyOf(runs, n);
    }
}
