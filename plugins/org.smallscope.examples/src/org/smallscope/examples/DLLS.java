package org.smallscope.examples;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.Generators;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** Sorted circular doubly linked list with unique elements (DLLS). */
public class DLLS {

    /** A list entry. */
    public static class Entry {
        /** The next entry. */
        public Entry next;
        /** The previous entry. */
        public Entry previous;
        /** The element stored in the entry. */
        public int element;
    }

    /** The first entry, or null for the empty list. */
    public Entry header;
    /** The number of entries. */
    public int size;

    /** @return whether this is a circular doubly linked list of {@code size} entries with unique, sorted elements */
    public boolean repOk() {
        return isStructOk() && elementsUnique() && elementsSorted();
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

    /** @return whether no element occurs twice, walking next from the header */
    protected boolean elementsUnique() {
        if (header == null) {
            return true;
        }
        List<Integer> seen = new ArrayList<>();
        Entry current = header;
        do {
            if (seen.contains(current.element)) {
                return false;
            }
            seen.add(current.element);
            current = current.next;
        } while (current != header);
        return true;
    }

    /** @return whether each element is at most the next one, from the header until the walk wraps */
    protected boolean elementsSorted() {
        if (header == null) {
            return true;
        }
        Entry current = header;
        while (current.next != header) {
            if (current.element > current.next.element) {
                return false;
            }
            current = current.next;
        }
        return true;
    }

    /** @return bounds: {@code n} entries (or null) for header, next, previous; size exactly {@code n}; elements {@code 0..n-1} */
    public static IFinitization finDLLS(int n) {
        IFinitization f = FinitizationFactory.create(DLLS.class);
        IObjSet entries = f.createObjSet(Entry.class, n, true);
        f.set("header", entries);
        f.set("size", f.createIntSet(n, n));
        f.set("Entry.next", entries);
        f.set("Entry.previous", entries);
        f.set("Entry.element", f.createIntSet(0, n - 1));
        return f;
    }

    /**
     * @return {@link #finDLLS}'s bounds with the circular-list generator: following next from the header meets new
     *         entries until it returns to the header, never null (a necessary condition of repOk)
     */
    public static IFinitization finDLLSCircular(int n) {
        IFinitization f = finDLLS(n);
        f.require(Generators.circularList("header", "next"));
        return f;
    }
}
