package org.smallscope.engine.tests.lookahead;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A list whose later conjuncts misbehave where the first one fails: {@link #lastMarked} throws on an empty list and loops
 * forever on a cyclic one, {@link #sizeOk} loops forever on a cyclic one. A look-ahead probe must take both for unknown.
 */
public class MarkedList {

    public Node header;
    public int size;

    /** A node: its successor and a mark. */
    public static class Node {
        public Node next;
        public boolean mark;
    }

    public boolean repOk() {
        return acyclic() && lastMarked() && sizeOk();
    }

    boolean acyclic() {
        Set<Node> seen = new HashSet<>();
        for (Node n = header; n != null; n = n.next) {
            if (!seen.add(n)) {
                return false;
            }
        }
        return true;
    }

    /** @return whether the last node is marked (a NullPointerException on an empty list, endless on a cycle) */
    boolean lastMarked() {
        Node n = header;
        while (n.next != null) {
            n = n.next;
        }
        return n.mark;
    }

    boolean sizeOk() {
        int count = 0;
        for (Node n = header; n != null; n = n.next) {
            count++;
        }
        return count == size;
    }

    /** @return {@code n} nodes (or null), size {@code 0..n}, marks free */
    public static IFinitization finMarkedList(int n) {
        IFinitization f = FinitizationFactory.create(MarkedList.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("header", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.next", nodes);
        f.set("Node.mark", f.createBooleanSet());
        return f;
    }
}
