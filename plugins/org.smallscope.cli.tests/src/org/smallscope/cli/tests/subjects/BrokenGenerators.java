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

    /** Throws on the path [1,0]. */
    public static int[] throwing(int n) {
        int x = getInt(0, n);
        int y = getInt(0, n);
        if (x == 1 && y == 0) {
            throw new IllegalStateException("no input for x=1, y=0");
        }
        return new int[] {x, y};
    }

    /** Never ends on the path [0,1]. */
    public static int endless(int n) {
        int x = getInt(0, n);
        if (getBoolean()) {
            int spin = 0;
            while (spin >= 0) {
                spin = (spin + 1) % 1000;
            }
        }
        return x;
    }

    /** Calls getNew n + 1 times on a pool of n cells. */
    public static Cell overused(int n) {
        ObjectPool<Cell> pool = new ObjectPool<>(n, Cell::new);
        Cell last = null;
        for (int i = 0; i <= n; i++) {
            Cell c = pool.getNew();
            c.next = last;
            last = c;
        }
        return last;
    }
}
