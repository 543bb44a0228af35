package org.smallscope.cli.tests.subjects.capped.v1;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** A list capped by a capacity its field initializer sets (the first version of a user's class; the second is {@code v2.Capped}). */
public class Capped {

    /** A list node. */
    public static class Node {
        /** The next node, or null. */
        public Node next;
        /** The element. */
        public int value;
    }

    /** The first node, or null. */
    public Node header;
    /** The number of nodes. */
    public int size;
    /** How many nodes the list may hold: not bounded by the finitization. */
    int capacity = 3;

    /** @return whether the nodes form an acyclic chain of {@code size} nodes, at most {@code capacity} */
    public boolean repOk() {
        return acyclic() && size == count() && size <= capacity;
    }

    boolean acyclic() {
        java.util.Set<Node> seen = new java.util.HashSet<>();
        for (Node n = header; n != null; n = n.next) {
            if (!seen.add(n)) {
                return false;
            }
        }
        return true;
    }

    int count() {
        int c = 0;
        for (Node n = header; n != null; n = n.next) {
            c++;
        }
        return c;
    }

    /** @return up to {@code n} nodes, values 0..2 */
    public static IFinitization finCapped(int n) {
        IFinitization f = FinitizationFactory.create(Capped.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("header", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set(Node.class, "next", nodes);
        f.set(Node.class, "value", f.createIntSet(0, 2));
        return f;
    }
}
