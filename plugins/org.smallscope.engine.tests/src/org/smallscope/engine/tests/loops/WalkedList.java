package org.smallscope.engine.tests.loops;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A sorted singly linked list whose repOk is one loop ending in {@code return true}, as many people write it: it walks
 * the nodes with a visited set and a counter, and checks nothing after the loop. The edits in this package add checks
 * before that return.
 */
public class WalkedList {

    public Node first;
    public int size;

    /** A node. */
    public static class Node {
        public Node next;
        public int value;
    }

    public boolean repOk() {
        Set<Node> visited = new HashSet<>();
        int count = 0;
        for (Node n = first; n != null; n = n.next) {
            if (!visited.add(n)) {
                return false;
            }
            count++;
        }
        return true;
    }

    /** @return {@code n} nodes (or null), size {@code 0..n}, values {@code 0..n-1} */
    public static IFinitization finWalkedList(int n) {
        return bounds(WalkedList.class, n);
    }

    static IFinitization bounds(Class<? extends WalkedList> root, int n) {
        IFinitization f = FinitizationFactory.create(root);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("first", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.next", nodes);
        f.set("Node.value", f.createIntSet(0, Math.max(0, n - 1)));
        return f;
    }
}
