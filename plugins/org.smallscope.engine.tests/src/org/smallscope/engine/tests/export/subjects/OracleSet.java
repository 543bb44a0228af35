package org.smallscope.engine.tests.export.subjects;

import java.util.SortedSet;
import java.util.TreeSet;

import org.smallscope.api.IFinitization;

/**
 * {@link IntSet} with methods that say what they did and the oracles of method mode: postconditions
 * {@code post_insert} and {@code post_delete}, the abstraction function {@code abstraction()} and the model operations
 * {@code model_insert} and {@code model_delete}. Its methods are correct; {@link OracleSetBugs} breaks them without
 * breaking repOk.
 */
public class OracleSet extends IntSet {

    /** @return whether {@code v} is in the set */
    public boolean contains(int v) {
        for (Node x = head; x != null; x = x.next) {
            if (x.value == v) {
                return true;
            }
        }
        return false;
    }

    /** @return whether {@code v} was added (it was absent) */
    public boolean insert(int v) {
        boolean fresh = !contains(v);
        add(v);
        return fresh;
    }

    /** @return whether {@code v} was removed (it was present) */
    public boolean delete(int v) {
        if (!contains(v)) {
            return false;
        }
        remove(v);
        return true;
    }

    /** @return the values, in order: the abstract set this list stands for */
    public SortedSet<Integer> abstraction() {
        SortedSet<Integer> values = new TreeSet<>();
        for (Node x = head; x != null; x = x.next) {
            values.add(x.value);
        }
        return values;
    }

    /** @return the abstract set after {@code insert(v)} */
    public static SortedSet<Integer> model_insert(SortedSet<Integer> before, int v) {
        SortedSet<Integer> after = new TreeSet<>(before);
        after.add(v);
        return after;
    }

    /** @return the abstract set after {@code delete(v)} */
    public static SortedSet<Integer> model_delete(SortedSet<Integer> before, int v) {
        SortedSet<Integer> after = new TreeSet<>(before);
        after.remove(v);
        return after;
    }

    /** @return whether {@code insert(v)} said truly whether {@code v} was new, and the size grew by one exactly then */
    public boolean post_insert(OracleSet old, boolean result, int v) {
        return result == !old.contains(v) && contains(v) && size == old.size + (result ? 1 : 0);
    }

    /** @return whether {@code delete(v)} said truly whether {@code v} was there */
    public boolean post_delete(OracleSet old, boolean result, int v) {
        return result == old.contains(v);
    }

    /** A postcondition of the wrong shape (no copy {@code old}, no result): method mode refuses to test {@code contains}. */
    public boolean post_contains(int v) {
        return v >= 0;
    }

    /** @return IntSet's bounds */
    public static IFinitization finOracleSet(int n) {
        return bounds(OracleSet.class, n);
    }
}
