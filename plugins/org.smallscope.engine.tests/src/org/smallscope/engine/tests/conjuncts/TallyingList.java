package org.smallscope.engine.tests.conjuncts;

import org.smallscope.api.IFinitization;

/**
 * A list whose first conjunct is a default method of an interface it implements, which counts its runs in an array
 * the interface holds: repOk must not be entered past it (the analysis follows calls into default methods).
 */
public class TallyingList implements ListWalks {

    public Node header;
    public int size;

    /** A node: its successor only. */
    public static class Node {
        public Node next;
    }

    public boolean repOk() {
        return acyclic(header) && size >= 0;
    }

    /** @return {@code n} nodes (or null), size {@code 0..n} */
    public static IFinitization finTallyingList(int n) {
        return ListBounds.of(TallyingList.class, Node.class, n);
    }
}
