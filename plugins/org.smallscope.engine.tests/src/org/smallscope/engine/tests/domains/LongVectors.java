package org.smallscope.engine.tests.domains;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/**
 * A subject with a long vector: an array of {@code n} cells that hold only 0, beside a small number; with about 22,000
 * cells or more, the largest difference between two vectors exceeds the snapshot writer's buffer.
 */
public class LongVectors {

    /** A number in 0..2. */
    public int small;
    /** The array of cells, or null. */
    public int[] cells;

    /** @return whether the cells are there (every {@code small} is valid) */
    public boolean repOk() {
        return small >= 0 && cells != null;
    }

    /** @return {@code small} in 0..2; {@code cells} null or one array of exactly {@code n} cells, each 0 */
    public static IFinitization finLongVectors(int n) {
        IFinitization f = FinitizationFactory.create(LongVectors.class);
        f.set("small", f.createIntSet(0, 2));
        f.set("cells", f.createArraySet(int[].class, f.createIntSet(n, n), f.createIntSet(0, 0), 1));
        return f;
    }
}
