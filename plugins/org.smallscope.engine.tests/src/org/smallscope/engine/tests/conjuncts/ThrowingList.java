package org.smallscope.engine.tests.conjuncts;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.IFinitization;

/**
 * A list whose second conjunct throws on lists of two nodes: after a candidate whose repOk threw, the next one may still
 * start past the first conjunct, which passed.
 */
public class ThrowingList {

    public Node header;
    public int size;

    /** A node: its successor only. */
    public static class Node {
        public Node next;
    }

    public boolean repOk() {
        return acyclic() && sizeMatches();
    }

    boolean acyclic() {
        Set<Node> seen = new HashSet<>();
        for (Node n = header; n != null; n = n.next) {
            if (!seen.add(n)) {
                return false;
            }
        }
        return true;
    }

    boolean sizeMatches() {
        int count = 0;
        for (Node n = header; n != null; n = n.next) {
            count++;
        }
        if (count == 2 && size == 1) {
            throw new IllegalStateException("two nodes, size 1");
        }
        return count == size;
    }

    /** @return {@code n} nodes (or null), size {@code 0..n} */
    public static IFinitization finThrowingList(int n) {
        return ListBounds.of(ThrowingList.class, Node.class, n);
    }
}
