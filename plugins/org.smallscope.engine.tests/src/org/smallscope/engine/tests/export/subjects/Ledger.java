package org.smallscope.engine.tests.export.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A subject whose generated tests need more than plain assignments: private fields (set through the
 * reflective helper), an enum, a boolean, a boxed {@code Integer} and an {@code Object} with int
 * domains, and a field its constructor initializes ({@code limit = 2}, so only other values are written).
 */
public class Ledger {

    /** The kind of an entry. */
    public enum Kind {
        /** Money in. */
        CREDIT,
        /** Money out. */
        DEBIT
    }

    /** One entry of the ledger's list. */
    static class Entry {
        private int amount;
        Kind kind;
        boolean flagged;
        Entry next;
    }

    private Entry first;
    Integer count;
    Object tag;
    int limit = 2;

    /** @return whether the list is acyclic, count matches it, zero amounts are exactly the flagged credits, and amounts stay within limit */
    public boolean repOk() {
        int n = 0;
        int total = 0;
        for (Entry e = first; e != null; e = e.next) {
            if (++n > 10) {
                return false;
            }
            if (e.flagged != (e.amount == 0) || (e.amount == 0 && e.kind != Kind.CREDIT)) {
                return false;
            }
            total += e.amount;
        }
        return count != null && count == n && total <= limit && Integer.valueOf(0).equals(tag);
    }

    /** @return n entries (or null); amounts 0..1; count 0..n; limit 1..2; tag 0 */
    public static IFinitization finLedger(int n) {
        IFinitization f = FinitizationFactory.create(Ledger.class);
        IObjSet entries = f.createObjSet(Entry.class, n, true);
        f.set("first", entries);
        f.set("count", f.createIntSet(0, n));
        f.set("limit", f.createIntSet(1, 2));
        f.set("tag", f.createIntSet(0, 0));
        f.set("Entry.amount", f.createIntSet(0, 1));
        f.set("Entry.kind", f.createEnumSet(Kind.class));
        f.set("Entry.flagged", f.createBooleanSet());
        f.set("Entry.next", entries);
        return f;
    }
}
