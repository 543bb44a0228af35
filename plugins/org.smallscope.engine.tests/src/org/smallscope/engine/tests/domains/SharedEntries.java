package org.smallscope.engine.tests.domains;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** A circular singly linked list whose header is drawn without null and whose links with null: two object sets over one class domain. */
public class SharedEntries {

    /** An entry. */
    public static class Entry {
        /** The next entry, or null before the list is closed. */
        public Entry next;
        /** The payload. */
        public int value;
    }

    /** The first entry (never null). */
    public Entry header;
    /** The number of entries. */
    public int size;

    /** @return whether following next from the header comes back to it after exactly {@code size} entries */
    public boolean repOk() {
        java.util.List<Entry> seen = new java.util.ArrayList<>();
        Entry e = header;
        do {
            if (e == null || seen.contains(e)) {
                return false;
            }
            seen.add(e);
            e = e.next;
        } while (e != header);
        return seen.size() == size;
    }

    /** @return a header without null from a class domain of n entries, links with null over the same entries, sizes 1..n */
    public static IFinitization finSharedEntries(int n) {
        IFinitization f = FinitizationFactory.create(SharedEntries.class);
        IObjSet links = f.createObjSet(Entry.class, n, true);
        IObjSet headers = f.createObjSet(Entry.class, n - 1, false); // after links: as in Korat, a domain still empty (n = 1) is not added
        f.set("header", headers);
        f.set("size", f.createIntSet(1, n));
        f.set(Entry.class, "next", links);
        f.set(Entry.class, "value", f.createIntSet(0, 1));
        return f;
    }
}
