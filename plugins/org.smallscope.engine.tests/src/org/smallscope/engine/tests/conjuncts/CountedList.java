package org.smallscope.engine.tests.conjuncts;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.IFinitization;

/**
 * A list whose first conjunct counts its own runs in a system property, where the conjunct analysis does not look (it
 * takes the JDK's methods to change only what they are handed): a test's window on how often repOk is entered past it.
 */
public class CountedList {

    /** The system property holding how often {@link #acyclic} ran. */
    public static final String RUNS = "smallscope.test.countedList.runs";

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
        System.setProperty(RUNS, Long.toString(Long.getLong(RUNS, 0L) + 1));
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
        return count == size;
    }

    /** @return {@code n} nodes (or null), size {@code 0..n} */
    public static IFinitization finCountedList(int n) {
        return ListBounds.of(CountedList.class, Node.class, n);
    }
}
