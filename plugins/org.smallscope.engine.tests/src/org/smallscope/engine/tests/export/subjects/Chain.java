package org.smallscope.engine.tests.export.subjects;

import java.util.IdentityHashMap;
import java.util.Map;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IClassDomain;
import org.smallscope.api.IFinitization;

/**
 * A list with a header cell: two object sets over one class domain of cells, {@code header} never null and
 * {@code next} possibly null, so the header is one of the cells the list's links may reach again.
 */
public class Chain {

    /** A cell. */
    public static class Cell {
        /** The value. */
        public int value;
        /** The next cell, or null. */
        public Cell next;
    }

    /** The header cell (its value is not part of the list). */
    public Cell header;
    /** The number of cells after the header. */
    public int length;

    /** @return whether the cells after the header are acyclic, do not lead back to the header, and length counts them */
    public boolean repOk() {
        if (header == null) {
            return false;
        }
        Map<Cell, Boolean> seen = new IdentityHashMap<>();
        seen.put(header, Boolean.TRUE);
        int n = 0;
        for (Cell c = header.next; c != null; c = c.next) {
            if (seen.put(c, Boolean.TRUE) != null) {
                return false;
            }
            n++;
        }
        return n == length;
    }

    /** Adds {@code value} right after the header. */
    public void push(int value) {
        Cell c = new Cell();
        c.value = value;
        c.next = header.next;
        header.next = c;
        length++;
    }

    /** @return whether some cell after the header holds {@code value} (an Integer; anything else is never held) */
    public boolean holds(Object value) {
        for (Cell c = header.next; c != null; c = c.next) {
            if (Integer.valueOf(c.value).equals(value)) {
                return true;
            }
        }
        return false;
    }

    /** @return bounds: n+1 cells, header among them (no null), next among them or null, values 0..1, length 0..n */
    public static IFinitization finChain(int n) {
        IFinitization f = FinitizationFactory.create(Chain.class);
        IClassDomain cells = f.createClassDomain(Cell.class, n + 1);
        f.set("header", f.createObjSet(cells, false));
        f.set("Cell.next", f.createObjSet(cells, true));
        f.set("Cell.value", f.createIntSet(0, 1));
        f.set("length", f.createIntSet(0, n));
        return f;
    }
}
