package org.smallscope.examples;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.Generators;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** Circular doubly linked list (DLL of the core paper's Table I); the header is a real entry. */
public class DLL {

    /** A list entry. */
    public static class Entry {
        /** The next entry. */
        public Entry next;
        /** The previous entry. */
        public Entry previous;
    }

    /** The first entry, or null for the empty list. */
    public Entry header;
    /** The number of entries. */
    public int size;

    /** @return whether this is a circular doubly linked list of {@code size} entries */
    public boolean repOk() {
        return isStructOk();
    }

    /** @return whether next links form one cycle through the header, mirrored by previous links */
    protected boolean isStructOk() {
        if (header == null) {
            return size == 0;
        }
        List<Entry> visited = new ArrayList<>();
        visited.add(header);
        Entry current = header;
        while (true) {
            Entry next = current.next;
            if (next == null || next.previous != current) {
                return false;
            }
            current = next;
            if (visited.contains(next)) {
                break;
            }
            visited.add(next);
        }
        return current == header && visited.size() == size;
    }

    /** @return bounds: {@code n} entries (or null) for header, next, previous; size exactly {@code n} */
    public static IFinitization finDLL(int n) {
        IFinitization f = FinitizationFactory.create(DLL.class);
        IObjSet entries = f.createObjSet(Entry.class, n, true);
        f.set("header", entries);
        f.set("size", f.createIntSet(n, n));
        f.set("Entry.next", entries);
        f.set("Entry.previous", entries);
        return f;
    }

    /**
     * @return {@link #finDLL}'s bounds with the circular-list generator: following next from the header meets new
     *         entries until it returns to the header, never null (a necessary condition of repOk)
     */
    public static IFinitization finDLLCircular(int n) {
        IFinitization f = finDLL(n);
        f.require(Generators.circularList("header", "next"));
        return f;
    }
}
