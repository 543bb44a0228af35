package org.smallscope.engine.tests.export.subjects;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** A list written without constructors the search could call: the list's takes a name, and its nodes are inner (non-static) objects with a constructor of their own. */
public class Ring {

    /** A node of this list. */
    public class Node {
        /** The next node, or null. */
        public Node next;
        /** The value. */
        public int value;

        /** @param value the value */
        public Node(int value) {
            this.value = value;
        }
    }

    /** The name the list was made with (not part of its state). */
    public final String name;
    /** The first node, or null. */
    public Node head;
    /** The number of nodes. */
    public int size;

    /** @param name a name */
    public Ring(String name) {
        this.name = name;
    }

    /** @return whether the list is acyclic and size counts its nodes */
    public boolean repOk() {
        Set<Node> seen = new HashSet<>();
        for (Node n = head; n != null; n = n.next) {
            if (!seen.add(n)) {
                return false;
            }
        }
        return seen.size() == size;
    }

    /** @return bounds: {@code n} nodes or null, size 0..n, values 0..1 */
    public static IFinitization finRing(int n) {
        IFinitization f = FinitizationFactory.create(Ring.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("head", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.next", nodes);
        f.set("Node.value", f.createIntSet(0, 1));
        return f;
    }
}
