package org.smallscope.cli.tests.subjects;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** A singly linked list of small values with its size: the version a store keeps a snapshot of (see {@link SizedListWithCapacity}). */
public class SizedList {

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

    /** @return whether the nodes form an acyclic chain of {@code size} nodes */
    public boolean repOk() {
        return acyclic() && sizeOk();
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

    /** @return bounds: {@code n} nodes (or null), size {@code 0..n}, values {@code 0..2} */
    public static IFinitization finSizedList(int n) {
        IFinitization f = FinitizationFactory.create(SizedList.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("header", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.next", nodes);
        f.set("Node.value", f.createIntSet(0, 2));
        return f;
    }
}
