package org.smallscope.cli.tests.subjects;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** {@link SizedList} edited as in issue #39: one more bounded field, {@code capacity}, and a conjunct on it at the end of repOk. */
public class SizedListWithCapacity {

    /** A list node. */
    public static class Node {
        /** The next node, or null at the end. */
        public Node next;
        /** The element. */
        public int value;
    }

    /** The first node, or null. */
    public Node header;
    /** The number of nodes. */
    public int size;
    /** How many nodes the list may hold. */
    public int capacity;

    /** @return whether the nodes form an acyclic chain of {@code size} nodes, within the capacity */
    public boolean repOk() {
        return acyclic() && sizeOk() && capacity >= size;
    }

    /** @return whether walking next from the header never revisits a node */
    boolean acyclic() {
        Set<Node> seen = new HashSet<>();
        for (Node n = header; n != null; n = n.next) {
            if (!seen.add(n)) {
                return false;
            }
        }
        return true;
    }

    /** @return whether size counts the nodes */
    boolean sizeOk() {
        int count = 0;
        for (Node n = header; n != null; n = n.next) {
            count++;
        }
        return count == size;
    }

    /** @return {@link SizedList}'s bounds, and capacity {@code 0..n} */
    public static IFinitization finSizedListWithCapacity(int n) {
        IFinitization f = FinitizationFactory.create(SizedListWithCapacity.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("header", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("capacity", f.createIntSet(0, n));
        f.set("Node.next", nodes);
        f.set("Node.value", f.createIntSet(0, 2));
        return f;
    }
}
