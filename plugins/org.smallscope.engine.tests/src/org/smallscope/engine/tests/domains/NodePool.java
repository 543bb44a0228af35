package org.smallscope.engine.tests.domains;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** A list of at most one node drawn from a pool of {@code n}: a long vector whose slots share one domain of n + 1 values. */
public class NodePool {

    /** A node. */
    public static class Node {
        /** The next node. */
        public Node next;
    }

    /** The first node, or null. */
    public Node head;

    /** @return whether the list has at most one node */
    public boolean repOk() {
        return head == null || head.next == null;
    }

    /** @return {@code head} and every node's {@code next} among {@code n} nodes or null */
    public static IFinitization finNodePool(int n) {
        IFinitization f = FinitizationFactory.create(NodePool.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("head", nodes);
        f.set("Node.next", nodes);
        return f;
    }
}
