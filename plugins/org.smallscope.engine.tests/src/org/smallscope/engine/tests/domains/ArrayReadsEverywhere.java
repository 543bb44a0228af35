package org.smallscope.engine.tests.domains;

import java.util.function.IntPredicate;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/**
 * A bag of small numbers whose repOk reads its array in every kind of method body the instrumentation must handle: a
 * constructor that reads it before calling {@code this(...)}, a static helper, a lambda, a loop inside a try block with
 * a handler, a switch, and an instance method of another class.
 */
public class ArrayReadsEverywhere {

    /** The numbers, each 0..2. */
    public int[] cells;
    /** How many cells hold 2. */
    public int twos;

    /** A view of the cells' first and last values, built from the array before the constructor chains on. */
    static final class Ends {
        final int first;
        final int last;

        Ends(int[] cells) {
            this(cells.length == 0 ? -1 : cells[0], cells.length == 0 ? -1 : cells[cells.length - 1]);
        }

        private Ends(int first, int last) {
            this.first = first;
            this.last = last;
        }

        /** @return whether the first value is at most the last one */
        boolean ordered() {
            return first <= last;
        }
    }

    /** @return whether the first value is at most the last, no cell is 1 next to a 1, and {@code twos} counts the 2s */
    public boolean repOk() {
        if (cells == null || !new Ends(cells).ordered()) {
            return false;
        }
        if (!noAdjacentOnes(cells)) {
            return false;
        }
        IntPredicate isTwo = i -> cells[i] == 2;
        int counted = 0;
        try {
            for (int i = 0; i < cells.length; i++) {
                switch (cells[i]) {
                    case 2 -> counted += isTwo.test(i) ? 1 : 0;
                    case 0, 1 -> counted += 0;
                    default -> throw new IllegalStateException("out of bounds: " + cells[i]);
                }
            }
        } catch (IllegalStateException e) {
            return false;
        }
        return counted == twos;
    }

    private static boolean noAdjacentOnes(int[] a) {
        for (int i = 1; i < a.length; i++) {
            if (a[i] == 1 && a[i - 1] == 1) {
                return false;
            }
        }
        return true;
    }

    /** @return arrays of length 1..n over 0..2, and twos 0..n */
    public static IFinitization finArrayReadsEverywhere(int n) {
        IFinitization f = FinitizationFactory.create(ArrayReadsEverywhere.class);
        f.set("cells", f.createArraySet(int[].class, f.createIntSet(1, n), f.createIntSet(0, 2), 1));
        f.set("twos", f.createIntSet(0, n));
        return f;
    }
}
