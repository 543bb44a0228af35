package org.smallscope.examples.shapes;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A binomial heap (a min-heap as a list of binomial trees): the roots are linked by {@code sibling} in strictly rising
 * degree, a node of degree d has d children of degrees d-1 down to 0 (first child, then its siblings), each child points
 * to its parent and has a key no smaller than its parent's.
 */
public class BinomialHeap {

    /** A node: a key, its degree (number of children), its parent, its first child and its next sibling. */
    public static class Node {
        /** The key. */
        public int key;
        /** The number of children. */
        public int degree;
        /** The parent, null for a root. */
        public Node parent;
        /** The first child: the one of the highest degree. */
        public Node child;
        /** The next root (for a root) or the next child of the same parent, of a lower degree. */
        public Node sibling;
    }

    /** The first root: the tree of the lowest degree; null for the empty heap. */
    public Node head;
    /** The number of nodes. */
    public int size;

    /** @return whether the nodes form a binomial heap of {@code size} nodes */
    public boolean repOk() {
        Set<Node> seen = Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        int lastDegree = -1;
        for (Node r = head; r != null; r = r.sibling) {
            if (r.parent != null || r.degree <= lastDegree || !isBinomialTree(r, seen)) {
                return false;
            }
            lastDegree = r.degree;
        }
        return seen.size() == size && heapOrdered();
    }

    /** @return whether {@code n} roots a binomial tree of its degree, none of whose nodes was seen before (adds them) */
    private static boolean isBinomialTree(Node n, Set<Node> seen) {
        if (!seen.add(n)) {
            return false;
        }
        int expected = n.degree - 1;
        for (Node c = n.child; c != null; c = c.sibling) {
            if (expected < 0 || c.parent != n || c.degree != expected || !isBinomialTree(c, seen)) {
                return false;
            }
            expected--;
        }
        return expected == -1;
    }

    /** @return whether no child's key is smaller than its parent's (read after the shape is known to be a forest) */
    private boolean heapOrdered() {
        List<Node> work = new ArrayList<>();
        for (Node r = head; r != null; r = r.sibling) {
            work.add(r);
        }
        for (int i = 0; i < work.size(); i++) {
            Node n = work.get(i);
            for (Node c = n.child; c != null; c = c.sibling) {
                if (c.key < n.key) {
                    return false;
                }
                work.add(c);
            }
        }
        return true;
    }

    /** @return at most {@code n} nodes (or null) in every pointer, size {@code 0..n}, keys {@code 0..n-1}, degrees {@code 0..log2 n} */
    public static IFinitization finBinomialHeap(int n) {
        IFinitization f = FinitizationFactory.create(BinomialHeap.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("head", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.key", f.createIntSet(0, Math.max(0, n - 1)));
        f.set("Node.degree", f.createIntSet(0, n <= 1 ? 0 : 31 - Integer.numberOfLeadingZeros(n)));
        f.set("Node.parent", nodes);
        f.set("Node.child", nodes);
        f.set("Node.sibling", nodes);
        return f;
    }
}
