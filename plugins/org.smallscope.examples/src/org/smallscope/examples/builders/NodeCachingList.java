package org.smallscope.examples.builders;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A singly linked list of ints that keeps the nodes it frees for later adds, as Apache Commons Collections'
 * {@code NodeCachingLinkedList} does, built by {@link #add} and {@link #remove}: a removed node, its value cleared to 0,
 * goes to the head of the cache while the cache holds fewer than {@link #MAX_CACHE} nodes; an add takes the cache's
 * head before making a new node.
 */
public class NodeCachingList {

    /** The most nodes the cache keeps. */
    public static final int MAX_CACHE = 2;

    /** A node of the list or of the cache. */
    public static class Node {
        /** The next node of the same chain, or null. */
        public Node next;
        /** The value (0 in the cache). */
        public int value;
    }

    /** The first node of the list, or null. */
    public Node head;
    /** The nodes in the list. */
    public int size;
    /** The first cached node, or null. */
    public Node cache;
    /** The nodes in the cache. */
    public int cacheSize;

    /** Appends {@code value} in a node from the cache, or in a new node when the cache is empty. */
    public void add(int value) {
        Node n;
        if (cache != null) {
            n = cache;
            cache = n.next;
            cacheSize--;
        } else {
            n = new Node();
        }
        n.value = value;
        n.next = null;
        if (head == null) {
            head = n;
        } else {
            Node last = head;
            while (last.next != null) {
                last = last.next;
            }
            last.next = n;
        }
        size++;
    }

    /** Unlinks the first node holding {@code value}, if any, and caches it unless the cache is full. */
    public void remove(int value) {
        Node previous = null;
        for (Node n = head; n != null; previous = n, n = n.next) {
            if (n.value == value) {
                if (previous == null) {
                    head = n.next;
                } else {
                    previous.next = n.next;
                }
                size--;
                if (cacheSize < MAX_CACHE) {
                    n.value = 0;
                    n.next = cache;
                    cache = n;
                    cacheSize++;
                } else {
                    n.next = null;
                }
                return;
            }
        }
    }

    /**
     * @return whether the list and the cache are chains reached once each (no loop, no node in both), {@code size} and
     *         {@code cacheSize} count them, the cache holds at most {@link #MAX_CACHE} nodes, and each cached value is 0
     */
    public boolean repOk() {
        List<Node> seen = new ArrayList<>();
        int listed = 0;
        for (Node n = head; n != null; n = n.next) {
            if (seen.contains(n)) {
                return false;
            }
            seen.add(n);
            listed++;
        }
        int cached = 0;
        for (Node n = cache; n != null; n = n.next) {
            if (seen.contains(n) || n.value != 0) {
                return false;
            }
            seen.add(n);
            cached++;
        }
        return listed == size && cached == cacheSize && cacheFits();
    }

    /** @return whether {@code cacheSize} is at most {@link #MAX_CACHE} */
    protected boolean cacheFits() {
        return cacheSize <= MAX_CACHE;
    }

    /** @return at most {@code n} nodes in the list and the cache together, sizes {@code 0..n}, values {@code 0..n-1} */
    public static IFinitization finNodeCachingList(int n) {
        return bounds(NodeCachingList.class, n);
    }

    /** @return at most {@code n} nodes in the list and the cache together, sizes {@code 0..n}, values {@code 0..n-1}, for the list class {@code c} */
    protected static IFinitization bounds(Class<?> c, int n) {
        IFinitization f = FinitizationFactory.create(c);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("head", nodes);
        f.set("cache", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("cacheSize", f.createIntSet(0, n));
        f.set("Node.next", nodes);
        f.set("Node.value", f.createIntSet(0, Math.max(0, n - 1)));
        return f;
    }
}
