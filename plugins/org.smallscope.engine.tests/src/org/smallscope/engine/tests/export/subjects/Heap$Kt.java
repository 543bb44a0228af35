package org.smallscope.engine.tests.export.subjects;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.Finitization;
import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A sorted list under a top-level class name with {@code $} (as Kotlin names file classes), its cells of a member class of
 * it, each tagged with an object of another top-level class whose name has {@code $} before a digit (as in an anonymous class's).
 */
public class Heap$Kt {

    /** A cell of the list: a member class of a class whose own name has {@code $}. */
    public static class Cell {
        /** The next cell, or null. */
        public Cell next;
        /** The value. */
        public int value;
        /** The tag, or null. */
        public Tag$1 tag;
    }

    /** The first cell, or null. */
    public Cell first;
    /** The number of cells. */
    public int size;

    /** @return whether the list is acyclic, size counts its cells, its values increase and no two cells share a tag */
    public boolean repOk() {
        Set<Cell> seen = new HashSet<>();
        Set<Tag$1> tags = new HashSet<>();
        for (Cell c = first; c != null; c = c.next) {
            if (!seen.add(c) || c.next != null && c.next.value <= c.value || c.tag != null && !tags.add(c.tag)) {
                return false;
            }
        }
        return seen.size() == size;
    }

    /** @return {@code n} cells or null, size 0..n, values 0..n-1, tags {@code n} objects or null */
    @Finitization
    public static IFinitization finHeap(int n) {
        IFinitization f = FinitizationFactory.create(Heap$Kt.class);
        IObjSet cells = f.createObjSet(Cell.class, n, true);
        f.set("first", cells);
        f.set("size", f.createIntSet(0, n));
        f.set(Cell.class, "next", cells);
        f.set(Cell.class, "value", f.createIntSet(0, n - 1));
        f.set(Cell.class, "tag", f.createObjSet(Tag$1.class, n, true));
        return f;
    }
}
