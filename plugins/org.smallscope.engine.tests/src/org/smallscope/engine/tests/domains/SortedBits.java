package org.smallscope.engine.tests.domains;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/**
 * An array of zeros and ones in order, longer than the 63 cells an instrumented method remembers having reported: repOk
 * reads every cell twice in one call, forwards then backwards.
 */
public class SortedBits {

    /** The bits. */
    public int[] cells;

    /** @return whether no cell is greater than the one after it (checked from both ends) */
    public boolean repOk() {
        if (cells == null) {
            return false;
        }
        for (int i = 0; i + 1 < cells.length; i++) {
            if (cells[i] > cells[i + 1]) {
                return false;
            }
        }
        for (int i = cells.length - 1; i > 0; i--) {
            if (cells[i - 1] > cells[i]) {
                return false;
            }
        }
        return true;
    }

    /** @return one array of {@code n} cells, each 0 or 1 */
    public static IFinitization finSortedBits(int n) {
        IFinitization f = FinitizationFactory.create(SortedBits.class);
        f.set("cells", f.createArraySet(int[].class, f.createIntSet(n, n), f.createIntSet(0, 1), 1));
        return f;
    }
}
