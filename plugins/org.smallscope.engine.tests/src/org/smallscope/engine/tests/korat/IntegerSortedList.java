package org.smallscope.engine.tests.korat;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IClassDomain;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** A sorted list of Integers written in Korat's idioms: Integer values added with addObject, a one-argument object set filled with addClassDomain. */
public class IntegerSortedList {

    /** A list node. */
    public static class Node {
        /** The next node, or null at the end. */
        public Node next;
        /** The value, never null in a valid list. */
        public Integer value;
    }

    /** The first node, or null. */
    public Node header;
    /** The number of nodes. */
    public int size;

    /** @return whether the list is acyclic, has {@code size} nodes and strictly ascending non-null values */
    public boolean repOk() {
        Set<Node> visited = new HashSet<>();
        Integer previous = null;
        for (Node n = header; n != null; n = n.next) {
            if (!visited.add(n) || n.value == null || previous != null && previous >= n.value) {
                return false;
            }
            previous = n.value;
        }
        return visited.size() == size;
    }

    /** @return Korat's finitization: {@code n} nodes or null, size 0..n, values null or one of the Integers 0..n-1 */
    public static IFinitization finIntegerSortedList(int n) {
        IFinitization f = FinitizationFactory.create(IntegerSortedList.class);
        IObjSet nodes = f.createObjSet(Node.class);
        nodes.addClassDomain(f.createClassDomain(Node.class, n));
        nodes.setNullAllowed(true);
        f.set("header", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.next", nodes);
        IObjSet values = f.createObjSet(Integer.class);
        IClassDomain integers = f.createClassDomain(Integer.class);
        integers.includeInIsomorphismCheck(false);
        for (int i = 0; i < n; i++) {
            integers.addObject(Integer.valueOf(i));
        }
        values.addClassDomain(integers);
        values.setNullAllowed(true);
        f.set("Node.value", values);
        return f;
    }
}
