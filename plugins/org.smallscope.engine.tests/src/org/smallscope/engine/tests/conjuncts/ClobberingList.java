package org.smallscope.engine.tests.conjuncts;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.IFinitization;

/**
 * A list whose first conjunct counts its nodes into a field that is not finitized and whose second conjunct reads the
 * count and then spoils it: jumping over the first conjunct would leave the second a spoiled count, so repOk must not be
 * entered past it.
 */
public class ClobberingList {

    public Node header;
    public int size;
    /** Written by {@link #countsNodes}, read and spoiled by {@link #sizeMatches}. */
    private int counted;

    /** A node: its successor only. */
    public static class Node {
        public Node next;
    }

    public boolean repOk() {
        return countsNodes() && sizeMatches();
    }

    /** @return whether the list is acyclic; leaves the node count in {@link #counted} */
    boolean countsNodes() {
        counted = 0;
        Set<Node> seen = new HashSet<>();
        for (Node n = header; n != null; n = n.next) {
            if (!seen.add(n)) {
                return false;
            }
            counted++;
        }
        return true;
    }

    /** @return whether the count left by {@link #countsNodes} is the size (the count is spoiled afterwards) */
    boolean sizeMatches() {
        boolean ok = counted == size;
        counted = -1;
        return ok;
    }

    /** @return {@code n} nodes (or null), size {@code 0..n} */
    public static IFinitization finClobberingList(int n) {
        return ListBounds.of(ClobberingList.class, Node.class, n);
    }
}
