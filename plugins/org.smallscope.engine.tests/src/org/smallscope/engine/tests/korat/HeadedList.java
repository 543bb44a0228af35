package org.smallscope.engine.tests.korat;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A list whose header comes from Korat's two-argument {@code createObjSet(Node.class, n)}: never null, so the empty list is not in the space. */
public class HeadedList {

    /** A list node. */
    public static class Node {
        /** The next node, or null at the end. */
        public Node next;
    }

    /** The first node (null only if the finitization allows it). */
    public Node header;
    /** The number of nodes. */
    public int size;

    /** @return whether the list from the header is acyclic with {@code size} nodes (the empty list included) */
    public boolean repOk() {
        Set<Node> visited = new HashSet<>();
        for (Node n = header; n != null; n = n.next) {
            if (!visited.add(n)) {
                return false;
            }
        }
        return visited.size() == size;
    }

    /** @return {@code n} nodes; the header without null (two arguments), next with null (three arguments); size 0..n */
    public static IFinitization finHeadedList(int n) {
        IFinitization f = FinitizationFactory.create(HeadedList.class);
        f.set("header", f.createObjSet(Node.class, n));
        f.set("Node.next", f.createObjSet(Node.class, n, true));
        f.set("size", f.createIntSet(0, n));
        return f;
    }
}
