package org.smallscope.cli.tests.subjects;

import static org.smallscope.api.udita.Choices.getBoolean;
import static org.smallscope.api.udita.Choices.getInt;

import org.smallscope.api.udita.ObjectPool;

/** Generator programs that go wrong on some path: one throws, one never ends, one calls getNew past its pool. */
public final class BrokenGenerators {

    /** A linked cell. */
    public static final class Cell {
        /** The next cell. */
        public Cell next;
    }

    private BrokenGenerators() {
    }

    /** Marks a chosen index of an array of n cells, one past its end on the path [n] (an off-by-one bug). */
    public static int[] throwing(int n) {
        int[] marks = new int[n];
        mark(marks, getInt(0, n));
        return marks;
    }

    private static void mark(int[] marks, int index) {
        marks[index] = 1;
    }

    /** Waits for a flag nobody sets on the path [0,1]. */
    public static Cell endless(int n) {
        Cell cell = new Cell();
        cell.next = getInt(0, n) > 0 || !getBoolean() ? null : cell;
        while (cell.next != null) {
            cell = cell.next;
        }
        return cell;
    }

    /** Links n + 1 new cells of a pool of n (the bound is off by one). */
    public static Cell overused(int n) {
        return chain(new ObjectPool<>(n, Cell::new), n + 1);
    }

    private static Cell chain(ObjectPool<Cell> pool, int length) {
        if (length == 0) {
            return null;
        }
        Cell c = pool.getNew();
        c.next = chain(pool, length - 1);
        return c;
    }
}
