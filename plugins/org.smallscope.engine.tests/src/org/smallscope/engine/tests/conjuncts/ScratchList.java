package org.smallscope.engine.tests.conjuncts;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.IFinitization;

/**
 * A list whose conjuncts share a scratch list held in a field that is not finitized: the first fills it through the
 * JDK, the second reads it. Reading a field of a mutable type that is not finitized (final or not) keeps repOk from being
 * entered past the first.
 */
public class ScratchList {

    public Node header;
    public int size;
    private final List<Node> scratch = new ArrayList<>();

    /** A node: its successor only. */
    public static class Node {
        public Node next;
    }

    public boolean repOk() {
        return collects() && sizeMatches();
    }

    /** @return whether the list is acyclic; leaves its nodes in {@link #scratch} */
    boolean collects() {
        scratch.clear();
        for (Node n = header; n != null; n = n.next) {
            if (scratch.contains(n)) {
                return false;
            }
            scratch.add(n);
        }
        return true;
    }

    boolean sizeMatches() {
        return scratch.size() == size;
    }

    /** @return {@code n} nodes (or null), size {@code 0..n} */
    public static IFinitization finScratchList(int n) {
        return ListBounds.of(ScratchList.class, Node.class, n);
    }
}
