package org.smallscope.engine.tests.domains;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/**
 * A subject with a long vector: an array of {@code n} cells that hold only 0, beside a number read first. With about
 * 22,000 cells or more, the largest difference between two vectors exceeds the snapshot writer's buffer; with a number
 * of very many values, cutting the search by it would make too many pieces or copies of the vector.
 */
public class LongVectors {

    /** A number, read first. */
    public int number;
    /** Valid numbers are its multiples (set by the finitization's single value). */
    public int every;
    /** The array of cells, or null. */
    public int[] cells;

    /** @return whether {@code number} is a multiple of {@code every} and the cells are there */
    public boolean repOk() {
        return number % every == 0 && cells != null;
    }

    /** @return {@code number} in 0..2, all valid; {@code cells} null or one array of exactly {@code n} cells, each 0 */
    public static IFinitization finLongVectors(int n) {
        return finManyNumbers(n, 3, 1);
    }

    /** @return {@code number} in 0..{@code values - 1}, valid at multiples of {@code every}; {@code n} cells as {@link #finLongVectors} */
    public static IFinitization finManyNumbers(int n, int values, int every) {
        IFinitization f = FinitizationFactory.create(LongVectors.class);
        f.set("number", f.createIntSet(0, values - 1));
        f.set("every", f.createIntSet(every, every));
        f.set("cells", f.createArraySet(int[].class, f.createIntSet(n, n), f.createIntSet(0, 0), 1));
        return f;
    }
}
