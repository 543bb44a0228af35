package org.smallscope.examples.shapes;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A Fibonacci heap (a min-heap as a ring of heap-ordered trees): the roots, and the children of each node, are circular
 * lists linked both ways by {@code left} and {@code right}; {@code min} is a root of the least key, a parent points at
 * one of its children, a node's degree is its number of children, and a node of degree d has at least F(d+2) nodes in
 * its tree (F the Fibonacci numbers), the bound from which the heap takes its name. Marks are left out: no invariant
 * ties them to the shape, so they would only double the count for every non-root node.
 */
public class FibonacciHeap {

    /** A node: a key, its degree, its parent, one of its children and its neighbours in its ring. */
    public static class Node {
        /** The key. */
        public int key;
        /** The number of children. */
        public int degree;
        /** The parent, null for a root. */
        public Node parent;
        /** One of the children (any), null when it has none. */
        public Node child;
        /** The previous node of its ring. */
        public Node left;
        /** The next node of its ring. */
        public Node right;
    }

    /** A root of the least key; null for the empty heap. */
    public Node min;
    /** The number of nodes. */
    public int size;

    /** @return whether the nodes form a Fibonacci heap of {@code size} nodes with {@code min} at a least root */
    public boolean repOk() {
        if (min == null) {
            return size == 0;
        }
        Set<Node> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        if (!isRing(min, null, seen) || seen.size() != size) {
            return false;
        }
        for (Node r = min.right; r != min; r = r.right) {
            if (r.key < min.key) {
                return false;
            }
        }
        return true;
    }

    /**
     * @return whether the ring from {@code first} along {@code right} is linked back by {@code left}, holds no node seen
     *         before (adds its nodes and their trees), and each of its nodes has {@code parent} as parent, no smaller key,
     *         a ring of children of its degree and a tree large enough for that degree
     */
    private static boolean isRing(Node first, Node parent, Set<Node> seen) {
        Node n = first;
        do {
            if (!seen.add(n) || n.parent != parent || parent != null && n.key < parent.key) {
                return false;
            }
            Node next = n.right;
            if (next == null || next.left != n) {
                return false;
            }
            int before = seen.size();
            if (n.child != null && !isRing(n.child, n, seen)) {
                return false;
            }
            if (children(n) != n.degree || seen.size() - before + 1 < fibonacci(n.degree + 2)) {
                return false;
            }
            n = next;
        } while (n != first);
        return true;
    }

    /** @return the length of {@code n}'s ring of children (a ring already checked) */
    private static int children(Node n) {
        if (n.child == null) {
            return 0;
        }
        int count = 0;
        Node c = n.child;
        do {
            count++;
            c = c.right;
        } while (c != n.child);
        return count;
    }

    /** @return F(k): 0, 1, 1, 2, 3, 5, ... */
    static int fibonacci(int k) {
        int a = 0;
        int b = 1;
        for (int i = 0; i < k; i++) {
            int next = a + b;
            a = b;
            b = next;
        }
        return a;
    }

    /** @return the largest degree a tree of at most {@code n} nodes can have: the largest d with F(d+2) <= n (0 for n <= 1) */
    static int maxDegree(int n) {
        int d = 0;
        while (fibonacci(d + 3) <= n) {
            d++;
        }
        return d;
    }

    /** @return at most {@code n} nodes (or null) in every pointer, size {@code 0..n}, keys {@code 0..n-1}, degrees up to the Fibonacci bound */
    public static IFinitization finFibonacciHeap(int n) {
        IFinitization f = FinitizationFactory.create(FibonacciHeap.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("min", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.key", f.createIntSet(0, Math.max(0, n - 1)));
        f.set("Node.degree", f.createIntSet(0, maxDegree(n)));
        f.set("Node.parent", nodes);
        f.set("Node.child", nodes);
        f.set("Node.left", nodes);
        f.set("Node.right", nodes);
        return f;
    }
}
