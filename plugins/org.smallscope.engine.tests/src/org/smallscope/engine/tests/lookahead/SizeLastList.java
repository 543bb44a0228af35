package org.smallscope.engine.tests.lookahead;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A list whose repOk reads the size, walks the entries, checks their values in a second loop, and only then compares the
 * size with the count: when that last check fails, the values on top of Korat's stack play no part in it.
 */
public class SizeLastList {

    public Entry first;
    public int size;

    /** An entry: its successor and its value. */
    public static class Entry {
        public Entry next;
        public int value;
    }

    public boolean repOk() {
        return walked() && sizeOk();
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

    boolean sizeOk() {
        int count = 0;
        for (Entry e = first; e != null; e = e.next) {
            count++;
        }
        return count == size;
    }

    /** @return {@code n} entries (or null), size {@code 0..n}, values {@code 0..n-1} */
    public static IFinitization finSizeLastList(int n) {
        return bounds(SizeLastList.class, n);
    }

    static IFinitization bounds(Class<?> root, int n) {
        IFinitization f = FinitizationFactory.create(root);
        IObjSet entries = f.createObjSet(Entry.class, n, true);
        f.set("first", entries);
        f.set("size", f.createIntSet(0, n));
        f.set("Entry.next", entries);
        f.set("Entry.value", f.createIntSet(0, Math.max(0, n - 1)));
        return f;
    }
}
