package org.smallscope.examples.udita;

import static org.smallscope.api.udita.Choices.assume;
import static org.smallscope.api.udita.Choices.getInt;

/** UDITA's NQueens generator: a column for the queen of each row, kept when no two queens attack each other (4, 40, 92 boards for N = 6, 7, 8). */
public final class NQueensGen {

    private NQueensGen() {
    }

    /** @return the queens' columns, one per row, of an n x n board where no two queens attack each other */
    public static int[] generate(int n) {
        int[] column = new int[n];
        for (int row = 0; row < n; row++) {
            column[row] = getInt(0, n - 1);
        }
        for (int row = 1; row < n; row++) {
            for (int before = 0; before < row; before++) {
                assume(column[row] != column[before] && Math.abs(column[row] - column[before]) != row - before);
            }
        }
        return column;
    }
}
