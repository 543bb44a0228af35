package org.smallscope.engine.tests.export.subjects;

import java.util.NoSuchElementException;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A set of ints as a sorted singly linked list, with methods for method mode: {@link #add} is
 * correct, {@link #addFirst} breaks the order on some inputs, {@link #remove} throws for absent
 * values, {@link #spin} loops forever on negative values and {@link #exitIfZero} calls System.exit.
 */
public class IntSet {

    /** A list node. */
    public static class Node {
        /** The next node, with a larger value. */
        public Node next;
        /** The value. */
        public int value;
    }

    /** The node with the smallest value, or null. */
    public Node head;
    /** The number of nodes. */
    public int size;

    /** @return whether the list is acyclic, strictly increasing, and size counts it */
    public boolean repOk() {
        int n = 0;
        for (Node x = head; x != null; x = x.next) {
            if (++n > size || (x.next != null && x.next.value <= x.value)) {
                return false;
            }
        }
        return n == size;
    }

    /** Adds {@code v} in order unless present. */
    public void add(int v) {
        Node before = null;
        Node at = head;
        while (at != null && at.value < v) {
            before = at;
            at = at.next;
        }
        if (at != null && at.value == v) {
            return;
        }
        Node n = new Node();
        n.value = v;
        n.next = at;
        if (before == null) {
            head = n;
        } else {
            before.next = n;
        }
        size++;
    }

    /** Adds {@code from} and {@code to}. */
    public void add(int from, int to) {
        add(from);
        add(to);
    }

    /** Puts {@code v} first without looking: wrong when {@code v} is not below every value. */
    public void addFirst(int v) {
        Node n = new Node();
        n.value = v;
        n.next = head;
        head = n;
        size++;
    }

    /** Removes {@code v}; throws if it is absent. */
    public void remove(int v) {
        Node before = null;
        for (Node x = head; x != null; before = x, x = x.next) {
            if (x.value == v) {
                if (before == null) {
                    head = x.next;
                } else {
                    before.next = x.next;
                }
                size--;
                return;
            }
        }
        throw new NoSuchElementException("no " + v + " in the set");
    }

    /** Loops forever when {@code v} is negative. */
    public void spin(int v) {
        long turns = 0;
        while (v < 0) {
            turns++;
        }
        size += (int) turns;
    }

    /** Calls System.exit when {@code v} is zero. */
    public void exitIfZero(int v) {
        if (v == 0) {
            System.exit(3);
        }
    }

    /** Adds every value of {@code other}: a parameter method mode cannot supply. */
    public void addAll(IntSet other) {
        for (Node x = other.head; x != null; x = x.next) {
            add(x.value);
        }
    }

    /** @return n nodes (or null); size 0..n; values 0..n-1 */
    public static IFinitization finIntSet(int n) {
        return bounds(IntSet.class, n);
    }

    /** @return the bounds of {@link #finIntSet} for {@code cls} (this class or a subclass) */
    protected static IFinitization bounds(Class<?> cls, int n) {
        IFinitization f = FinitizationFactory.create(cls);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("head", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.next", nodes);
        f.set("Node.value", f.createIntSet(0, n - 1));
        return f;
    }
}
