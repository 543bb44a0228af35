package org.smallscope.examples.everyday;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A singly linked list of ints whose invariant checks only its shape (no cycle, the right size): its values are bounded
 * so that tests get values, but never read, so every assignment of values is a valid list. {@link SortedIntList} is
 * the same list edited to also demand increasing values.
 */
public class IntList {

    /** A list cell. */
    public static class Cell {
        /** The next cell, or null at the end. */
        public Cell next;
        /** The value held. */
        public int value;
    }

    /** The first cell, or null for the empty list. */
    public Cell first;
    /** The number of cells. */
    public int size;

    /** @return whether the cells form a list without cycle of {@code size} cells */
    public boolean repOk() {
        return acyclic() && sizeOk();
    }

    /** @return whether following next from the first cell never meets a cell twice */
    protected boolean acyclic() {
        List<Cell> visited = new ArrayList<>();
        for (Cell c = first; c != null; c = c.next) {
            if (visited.contains(c)) {
                return false;
            }
            visited.add(c);
        }
        return true;
    }

    /** @return whether the list has {@code size} cells (call after {@link #acyclic()}) */
    protected boolean sizeOk() {
        int count = 0;
        for (Cell c = first; c != null; c = c.next) {
            count++;
        }
        return count == size;
    }

    /**
     * @return bounds: {@code nodes} cells (or null) for first and next, size {@code 0..nodes}, values
     *         {@code 0..values-1}
     */
    public static IFinitization finIntList(int nodes, int values) {
        return bounds(IntList.class, nodes, values);
    }

    /** @return {@link #finIntList}'s bounds for {@code root}, a list class that keeps IntList's fields */
    protected static IFinitization bounds(Class<? extends IntList> root, int nodes, int values) {
        IFinitization f = FinitizationFactory.create(root);
        IObjSet cells = f.createObjSet(Cell.class, nodes, true);
        f.set("first", cells);
        f.set("size", f.createIntSet(0, nodes));
        f.set("Cell.next", cells);
        f.set("Cell.value", f.createIntSet(0, values - 1));
        return f;
    }
}
