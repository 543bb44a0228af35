package org.smallscope.engine.tests.udita;

import static org.smallscope.api.udita.Choices.assume;
import static org.smallscope.api.udita.Choices.getBoolean;
import static org.smallscope.api.udita.Choices.getInt;

import org.smallscope.api.udita.IGenerator;
import org.smallscope.api.udita.ObjectPool;

/** Small generator programs whose paths are known by hand, and broken ones (they throw, loop, overuse a pool). */
public final class SmallGenerators {

    /** A node of the small linked structures. */
    public static final class Cell {
        /** The next cell. */
        public Cell next;
        /** A value. */
        public int value;
    }

    /** Two ints, the first smaller. */
    public static final class Pair {
        /** The smaller. */
        public int x;
        /** The larger. */
        public int y;
    }

    private SmallGenerators() {
    }

    /** x, y in 0..n-1 with x &lt; y: n*n paths, n(n-1)/2 successful. */
    public static int[] increasingPair(int n) {
        int x = getInt(0, n - 1);
        int y = getInt(0, n - 1);
        assume(x < y);
        return new int[] {x, y};
    }

    /** Like {@link #increasingPair} into fields (delayed mode suspends both). */
    public static Pair pairInFields(int n) {
        Pair p = new Pair();
        p.x = getInt(0, n - 1);
        p.y = getInt(0, n - 1);
        assume(p.x < p.y);
        return p;
    }

    /** A value stored and never read: delayed mode never enumerates it. */
    public static Pair unread(int n) {
        Pair p = new Pair();
        p.x = getInt(0, n - 1);
        p.y = getInt(0, n - 1);
        assume(p.y > 0);
        return p;
    }

    /** Lists of n cells from a pool of n (getAny for next, null allowed): every shape once, up to isomorphism. */
    public static Cell chain(int n) {
        ObjectPool<Cell> pool = new ObjectPool<>(n, Cell::new, true);
        Cell first = pool.getNew();
        Cell c = first;
        for (int i = 1; i < n; i++) {
            c.next = pool.getAny();
            if (c.next == null) {
                break;
            }
            c = c.next;
        }
        return first;
    }

    /** n cells from a pool of n, each next chosen by getAny: the paths are the pool's functional graphs up to isomorphism. */
    public static Cell[] functions(int n) {
        ObjectPool<Cell> pool = new ObjectPool<>(n, Cell::new, true);
        Cell[] cells = new Cell[n];
        for (int i = 0; i < n; i++) {
            cells[i] = pool.getNew();
        }
        for (Cell cell : cells) {
            cell.next = pool.getAny();
        }
        return cells;
    }

    /** Pairs (x, y) of 0..n-1 with x + y = n - 1, composed from {@link IGenerator}s: n inputs on n*n paths. */
    public static int[] composed(int n) {
        IGenerator<int[]> pairs = IGenerator.ints(0, n - 1).zip(IGenerator.ints(0, n - 1), (x, y) -> new int[] {x, y});
        return pairs.filter(p -> p[0] + p[1] == n - 1).generate();
    }

    /** Throws on the path x = 1, y = 0. */
    public static int[] throwsOnOne(int n) {
        int x = getInt(0, n);
        int y = getInt(0, n);
        if (x == 1 && y == 0) {
            throw new IllegalStateException("broken on purpose");
        }
        return new int[] {x, y};
    }

    /** Calls getNew once more than the pool has objects. */
    public static Cell overusedPool(int n) {
        ObjectPool<Cell> pool = new ObjectPool<>(n, Cell::new);
        Cell last = null;
        for (int i = 0; i <= n; i++) {
            Cell c = pool.getNew();
            c.next = last;
            last = c;
        }
        return last;
    }

    /** Never ends on the path where the boolean is true. */
    public static int loopsForever(int n) {
        int x = getInt(0, n);
        if (getBoolean()) {
            long spin = 0;
            while (spin >= 0) {
                spin = (spin + 1) & 0xffff;
            }
        }
        return x;
    }

    /** A generator whose method is not static, on a class with a public no-argument constructor. */
    public static final class Instance {
        private int calls;

        /** @return a value 0..n and how often this instance was called (always 1: a new instance per execution) */
        public int[] values(int n) {
            calls++;
            return new int[] {getInt(0, n), calls};
        }
    }
}
