package org.smallscope.engine.tests.domains;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A subject whose snapshot needs wide numbers: a field of 70,000 values (four bytes per value) and a list over a pool of
 * {@code n} nodes (past 255 nodes, two bytes per vector position).
 */
public class WideVectors {

    /** A list node. */
    public static class Node {
        /** The next node. */
        public Node next;
    }

    /** A number with 70,000 values, valid when a multiple of 10,000. */
    public int big;
    /** The first node of an acyclic list. */
    public Node head;
    /** The pool's size (set by the finitization's single value). */
    public int pool;

    /** @return whether {@code big} is a multiple of 10,000 and the list from {@code head} is acyclic */
    public boolean repOk() {
        if (big % 10_000 != 0) {
            return false;
        }
        int steps = 0;
        for (Node n = head; n != null; n = n.next) {
            if (++steps > pool) {
                return false;
            }
        }
        return true;
    }

    /** @return {@code big} in 0..69,999; {@code head} and each node's {@code next} among {@code n} nodes or null */
    public static IFinitization finWideVectors(int n) {
        IFinitization f = FinitizationFactory.create(WideVectors.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("big", f.createIntSet(0, 69_999));
        f.set("head", nodes);
        f.set("pool", f.createIntSet(n, n));
        f.set("Node.next", nodes);
        return f;
    }
}
