package org.smallscope.engine.tests.korat;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IClassDomain;
import org.smallscope.api.IFieldDomain;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** The core paper's DLLU with Integer elements given as Korat's users give them: a class domain of Integers outside isomorphism breaking. */
public class IntegerDLLU {

    /** A list entry. */
    public static class Entry {
        /** The next entry. */
        public Entry next;
        /** The previous entry. */
        public Entry previous;
        /** The element stored in the entry. */
        public Integer element;
    }

    /** The first entry, or null for the empty list. */
    public Entry header;
    /** The number of entries. */
    public int size;

    /** @return DLLU's checks, in DLLU's order: a circular doubly linked list of {@code size} entries, then unique elements */
    public boolean repOk() {
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
        if (current != header || visited.size() != size) {
            return false;
        }
        List<Integer> seen = new ArrayList<>();
        current = header;
        do {
            if (seen.contains(current.element)) {
                return false;
            }
            seen.add(current.element);
            current = current.next;
        } while (current != header);
        return true;
    }

    /** @return DLLU's bounds, elements the Integers 0..n-1 added to a class domain (no null, no isomorphism breaking) */
    public static IFinitization finIntegerDLLU(int n) {
        IFinitization f = FinitizationFactory.create(IntegerDLLU.class);
        IObjSet entries = f.createObjSet(Entry.class, n, true);
        f.set("header", entries);
        f.set("size", f.createIntSet(n, n));
        f.set("Entry.next", entries);
        f.set("Entry.previous", entries);
        IObjSet elements = f.createObjSet(Integer.class);
        IClassDomain integers = f.createClassDomain(Integer.class);
        integers.includeInIsomorphismCheck(false);
        for (int i = 0; i < n; i++) {
            integers.addObject(Integer.valueOf(i));
        }
        elements.addClassDomain(integers);
        IFieldDomain domain = elements;
        f.set("Entry.element", domain);
        return f;
    }
}
