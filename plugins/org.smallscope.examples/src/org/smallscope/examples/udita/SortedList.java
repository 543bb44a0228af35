package org.smallscope.examples.udita;

import java.util.IdentityHashMap;
import java.util.Map;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** A sorted doubly linked list (UDITA's SortedList): {@link SortedListGen} generates it, {@link #repOk()} with {@link #finSortedList} describes the same lists. */
public class SortedList {

    /** One entry of the list. */
    public static class Node {
        /** The entry's value. */
        public int elem;
        /** The next entry, or null at the end. */
        public Node next;
        /** The previous entry, or null at the start. */
        public Node prev;
    }

    /** The first entry, or null for the empty list. */
    public Node header;
    /** The number of entries. */
    public int size;

    /** @return whether the entries from {@link #header} form a list of {@link #size} entries, linked both ways, with non-decreasing values */
    public boolean repOk() {
        if (header == null) {
            return size == 0;
        }
        if (header.prev != null) {
            return false;
        }
        Map<Node, Boolean> visited = new IdentityHashMap<>();
        Node current = header;
        int count = 0;
        while (current != null) {
            if (visited.put(current, Boolean.TRUE) != null) {
                return false;
            }
            count++;
            Node next = current.next;
            if (next != null && (next.prev != current || next.elem < current.elem)) {
                return false;
            }
            current = next;
        }
        return count == size;
    }

    /** @return bounds: n entries, size 0..n, values 0..n-1 (the lists {@link SortedListGen} generates) */
    public static IFinitization finSortedList(int n) {
        IFinitization f = FinitizationFactory.create(SortedList.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("header", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.elem", f.createIntSet(0, n - 1));
        f.set("Node.next", nodes);
        f.set("Node.prev", nodes);
        return f;
    }
}
