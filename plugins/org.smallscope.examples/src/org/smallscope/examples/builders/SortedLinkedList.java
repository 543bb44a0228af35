package org.smallscope.examples.builders;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** A singly linked list of ints in non-decreasing order, built by {@link #add}; values may repeat. */
public class SortedLinkedList {

    /** A list cell. */
    public static class Cell {
        /** The next cell, or null. */
        public Cell next;
        /** The value. */
        public int value;
    }

    /** The first cell, or null when empty. */
    public Cell first;
    /** The number of cells. */
    public int size;

    /** Inserts {@code value} before the first larger value (after any equal ones). */
    public void add(int value) {
        Cell fresh = new Cell();
        fresh.value = value;
        size++;
        if (first == null || first.value > value) {
            fresh.next = first;
            first = fresh;
            return;
        }
        Cell c = first;
        while (c.next != null && c.next.value <= value) {
            c = c.next;
        }
        fresh.next = c.next;
        c.next = fresh;
    }

    /** @return whether the cells form a list without cycle of {@code size} cells in non-decreasing order */
    public boolean repOk() {
        int count = 0;
        for (Cell c = first; c != null; c = c.next) {
            if (++count > size) {
                return false; // a cycle, or more cells than size
            }
            if (!inOrder(c)) {
                return false;
            }
        }
        return count == size;
    }

    /** @return whether the value after {@code c}, if any, is at least {@code c}'s */
    protected boolean inOrder(Cell c) {
        return c.next == null || c.next.value >= c.value;
    }

    /** @return at most {@code n} cells, size {@code 0..n}, values {@code 0..n-1} */
    public static IFinitization finSortedLinkedList(int n) {
        return bounds(SortedLinkedList.class, n);
    }

    /** @return at most {@code n} cells, size {@code 0..n}, values {@code 0..n-1}, for the list class {@code c} */
    protected static IFinitization bounds(Class<?> c, int n) {
        IFinitization f = FinitizationFactory.create(c);
        IObjSet cells = f.createObjSet(Cell.class, n, true);
        f.set("first", cells);
        f.set("size", f.createIntSet(0, n));
        f.set("Cell.next", cells);
        f.set("Cell.value", f.createIntSet(0, Math.max(0, n - 1)));
        return f;
    }
}
