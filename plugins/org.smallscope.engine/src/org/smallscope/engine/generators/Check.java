package org.smallscope.engine.generators;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * A dedicated generator grounded on slots: judged on a partial candidate (only the slots a {@link Pruner} knows) in
 * three-valued logic, so that {@link #FALSE} means every candidate agreeing on the known slots violates it. The nested
 * kinds are the basic conditions and their combinators; {@link Shape} and {@link SortedCells} are the shapes.
 */
public abstract class Check {

    /** Violated by every candidate agreeing on the known slots. */
    public static final int FALSE = 0;
    /** Satisfied by every candidate agreeing on the known slots. */
    public static final int TRUE = 1;
    /** Not decided by the known slots. */
    public static final int UNKNOWN = 2;

    /** @return {@link #FALSE}, {@link #TRUE} or {@link #UNKNOWN} for candidate {@code cv}, judged on the slots {@code p} knows */
    abstract int eval(int[] cv, Pruner p);

    /** @return the slots whose change may make this check false (it is evaluated when one of them changes) */
    abstract int[] slots();

    /** @return a check that {@code slot}'s value index {@code v} has {@code ok[v]} */
    public static Check valueIn(int slot, boolean[] ok) {
        return new ValueIn(slot, ok);
    }

    /** @return a check that slots {@code a} and {@code b} (of one object) have value indexes with {@code ok[va][vb]} */
    public static Check pair(int a, int b, boolean[][] ok) {
        return new Pair(a, b, ok);
    }

    /**
     * @param objects per value index of {@code ref}, the object it points to (-1 for null)
     * @param target per object, the slot of the compared field on it (-1 if none)
     * @param ok per object, the table of {@code [value of a][value of its target slot]}
     * @return a check comparing slot {@code a} with a field of the object that slot {@code ref} points to (undecided if
     *         that is null or has no such field)
     */
    public static Check throughRef(int a, int ref, int[] objects, int[] target, boolean[][][] ok) {
        return new ThroughRef(a, ref, objects, target, ok);
    }

    /** @return the negation of {@code c} */
    public static Check not(Check c) {
        return new Combined(0, List.of(c));
    }

    /** @return the conjunction of {@code cs} */
    public static Check all(List<Check> cs) {
        return new Combined(1, cs);
    }

    /** @return the disjunction of {@code cs} */
    public static Check any(List<Check> cs) {
        return new Combined(2, cs);
    }

    private static int of(boolean b) {
        return b ? TRUE : FALSE;
    }

    /** One slot's value is in an allowed set. */
    private static final class ValueIn extends Check {
        private final int slot;
        private final boolean[] ok;

        ValueIn(int slot, boolean[] ok) {
            this.slot = slot;
            this.ok = ok;
        }

        @Override
        int eval(int[] cv, Pruner p) {
            return p.known(slot) ? of(ok[cv[slot]]) : UNKNOWN;
        }

        @Override
        int[] slots() {
            return new int[] {slot};
        }
    }

    /** Two slots' values are in an allowed relation. */
    private static final class Pair extends Check {
        private final int a;
        private final int b;
        private final boolean[][] ok;

        Pair(int a, int b, boolean[][] ok) {
            this.a = a;
            this.b = b;
            this.ok = ok;
        }

        @Override
        int eval(int[] cv, Pruner p) {
            return p.known(a) && p.known(b) ? of(ok[cv[a]][cv[b]]) : UNKNOWN;
        }

        @Override
        int[] slots() {
            return new int[] {a, b};
        }
    }

    /** A slot's value is in an allowed relation with a field of the object a reference slot points to. */
    private static final class ThroughRef extends Check {
        private final int a;
        private final int ref;
        private final int[] objects;
        private final int[] target;
        private final boolean[][][] ok;

        ThroughRef(int a, int ref, int[] objects, int[] target, boolean[][][] ok) {
            this.a = a;
            this.ref = ref;
            this.objects = objects;
            this.target = target;
            this.ok = ok;
        }

        @Override
        int eval(int[] cv, Pruner p) {
            if (!p.known(ref)) {
                return UNKNOWN;
            }
            int o = objects[cv[ref]];
            if (o < 0 || target[o] < 0) {
                return UNKNOWN; // no field to compare with: undecided, so that neither not nor or turn it into a verdict
            }
            int b = target[o];
            return p.known(a) && p.known(b) ? of(ok[o][cv[a]][cv[b]]) : UNKNOWN;
        }

        @Override
        int[] slots() {
            return IntStream.concat(IntStream.of(a, ref), Arrays.stream(target).filter(s -> s >= 0)).distinct().toArray();
        }
    }

    /** not (one part), and, or, in Kleene's three-valued logic. */
    private static final class Combined extends Check {
        private final int op;
        private final Check[] parts;

        Combined(int op, List<Check> parts) {
            this.op = op;
            this.parts = parts.toArray(new Check[0]);
        }

        @Override
        int eval(int[] cv, Pruner p) {
            if (op == 0) {
                int r = parts[0].eval(cv, p);
                return r == UNKNOWN ? UNKNOWN : 1 - r;
            }
            int decisive = op == 1 ? FALSE : TRUE;
            int result = 1 - decisive;
            for (Check c : parts) {
                int r = c.eval(cv, p);
                if (r == decisive) {
                    return decisive;
                }
                if (r == UNKNOWN) {
                    result = UNKNOWN;
                }
            }
            return result;
        }

        @Override
        int[] slots() {
            return Arrays.stream(parts).flatMapToInt(c -> Arrays.stream(c.slots())).distinct().toArray();
        }
    }
}
