package org.smallscope.engine.tests.lookahead;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** {@link SizeLastList} weakened: the same fields and bounds, and only its first conjunct (walked), the size free. */
public class UnsizedList {

    public Entry first;
    public int size;

    /** An entry: its successor and its value. */
    public static class Entry {
        public Entry next;
        public int value;
    }

    public boolean repOk() {
        return walked();
    }

    boolean walked() {
        if (size < 0) {
            return false;
        }
        Set<Entry> visited = new HashSet<>();
        for (Entry e = first; e != null; e = e.next) {
            if (!visited.add(e)) {
                return false;
            }
        }
        for (Entry e = first; e != null; e = e.next) {
            if (e.value < 0) {
                return false;
            }
        }
        return true;
    }

    /** @return {@code n} entries (or null), size {@code 0..n}, values {@code 0..n-1} */
    public static IFinitization finUnsizedList(int n) {
        IFinitization f = FinitizationFactory.create(UnsizedList.class);
        IObjSet entries = f.createObjSet(Entry.class, n, true);
        f.set("first", entries);
        f.set("size", f.createIntSet(0, n));
        f.set("Entry.next", entries);
        f.set("Entry.value", f.createIntSet(0, Math.max(0, n - 1)));
        return f;
    }
}
