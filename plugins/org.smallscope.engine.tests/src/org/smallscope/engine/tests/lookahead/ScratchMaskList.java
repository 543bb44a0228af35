package org.smallscope.engine.tests.lookahead;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A sorted list of distinct small values checked in another style: {@link #distinct} keeps the values it has seen as
 * bits of a scratch field instead of a set, and relies on every run of it leaving the field 0 again. Run by repOk, it
 * always does; run alone by a look-ahead probe on a candidate {@link #sorted} rejected, it would stop at the first value
 * nobody read yet with bits still set, and the next run of repOk would read them before writing the field and reject a
 * valid list. So it must not be probed.
 */
public class ScratchMaskList {

    public Entry first;
    public int size;

    /** Scratch of {@link #distinct}: the values seen by its current run, 0 between runs. Not finitized. */
    int seen;

    /** An entry: its successor and its value. */
    public static class Entry {
        public Entry next;
        public int value;
    }

    public boolean repOk() {
        return acyclic() && sizeOk() && sorted() && distinct();
    }

    boolean acyclic() {
        Set<Entry> visited = new HashSet<>();
        for (Entry e = first; e != null; e = e.next) {
            if (!visited.add(e)) {
                return false;
            }
        }
        return true;
    }

    boolean sizeOk() {
        int count = 0;
        for (Entry e = first; e != null; e = e.next) {
            count++;
        }
        return count == size;
    }

    boolean sorted() {
        for (Entry e = first; e != null && e.next != null; e = e.next) {
            if (e.value > e.next.value) {
                return false;
            }
        }
        return true;
    }

    boolean distinct() {
        boolean unique = true;
        for (Entry e = first; e != null && unique; e = e.next) {
            int bit = 1 << e.value;
            unique = (seen & bit) == 0;
            seen |= bit;
        }
        seen = 0;
        return unique;
    }

    /** @return {@code n} entries (or null), size {@code 0..n}, values {@code 0..n-1} */
    public static IFinitization finScratchMaskList(int n) {
        IFinitization f = FinitizationFactory.create(ScratchMaskList.class);
        IObjSet entries = f.createObjSet(Entry.class, n, true);
        f.set("first", entries);
        f.set("size", f.createIntSet(0, n));
        f.set("Entry.next", entries);
        f.set("Entry.value", f.createIntSet(0, n - 1));
        return f;
    }
}
