package org.smallscope.examples;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * The Korat+ paper's listAsSet subject: a list {@code l} of integers and a set {@code s} kept as a strictly sorted list,
 * both with a dummy header node (element 0) and a size; {@link #eqClass()} partitions the inputs by four predicates.
 */
public class ListAsSet {

    /** A node of the list l. */
    public static class Node {
        /** The element (0 in the dummy header). */
        public int elem;
        /** The next node, or null at the end. */
        public Node next;
    }

    /** A node of the set s. */
    public static class Entry {
        /** The element (0 in the dummy header). */
        public int elem;
        /** The next entry, or null at the end. */
        public Entry next;
    }

    /** The dummy header of l. */
    public Node l;
    /** The number of elements of l (nodes after its header). */
    public int lSize;
    /** The dummy header of s. */
    public Entry s;
    /** The number of elements of s (entries after its header). */
    public int sSize;

    /** @return whether l is a well-formed list, then whether s is a well-formed strictly sorted list */
    public boolean repOk() {
        return listOk() && setOk();
    }

    /** @return whether l has a header with element 0, is acyclic, holds positive elements and {@code lSize} of them */
    private boolean listOk() {
        if (l == null || l.elem != 0) {
            return false;
        }
        List<Node> seen = new ArrayList<>();
        for (Node n = l.next; n != null; n = n.next) {
            if (seen.contains(n) || n == l || n.elem <= 0) {
                return false;
            }
            seen.add(n);
        }
        return seen.size() == lSize;
    }

    /** @return whether s has a header with element 0, is acyclic, strictly increasing from 1 up and holds {@code sSize} elements */
    private boolean setOk() {
        if (s == null || s.elem != 0) {
            return false;
        }
        int count = 0;
        int last = 0;
        for (Entry e = s.next; e != null; e = e.next) {
            if (e.elem <= last) {
                return false; // also catches a cycle: elements would repeat
            }
            last = e.elem;
            count++;
        }
        return count == sSize;
    }

    /**
     * The black-box class of a valid input (Korat+): whether l is empty, has repeated elements, is sorted (non-decreasing),
     * and whether s is empty. Reads l's header and its first link before the rest of l, then s's header and first link only.
     *
     * @return e.g. {@code "l non-empty, repeats, unsorted; s empty"}
     */
    public String eqClass() {
        boolean lEmpty = l.next == null;
        boolean repeats = false;
        boolean sorted = true;
        List<Integer> elems = new ArrayList<>();
        for (Node n = l.next; n != null; n = n.next) {
            repeats |= elems.contains(n.elem);
            sorted &= elems.isEmpty() || elems.get(elems.size() - 1) <= n.elem;
            elems.add(n.elem);
        }
        boolean sEmpty = s.next == null;
        return "l " + (lEmpty ? "empty" : "non-empty") + (repeats ? ", repeats" : ", no repeats") + (sorted ? ", sorted" : ", unsorted")
                + "; s " + (sEmpty ? "empty" : "non-empty");
    }

    /** @return {@link #finListAsSet(int, int, int, int, int, int, int)} at scope {@code 0-(n-1),0-(n-1),n,n,n} */
    public static IFinitization finListAsSet(int n) {
        return finListAsSet(0, n - 1, 0, n - 1, n, n, n);
    }

    /**
     * The paper's scope "lMin-lMax,sMin-sMax,lNodes,sNodes,values" ({@code --args 0-4,0-4,4,4,3}).
     *
     * @return bounds: {@code lNodes} nodes and {@code sNodes} entries (headers included, or null); sizes {@code lMin..lMax}
     *         and {@code sMin..sMax}; elements {@code 0..values} (0 only in the headers)
     */
    public static IFinitization finListAsSet(int lMin, int lMax, int sMin, int sMax, int lNodes, int sNodes, int values) {
        IFinitization f = FinitizationFactory.create(ListAsSet.class);
        IObjSet nodes = f.createObjSet(Node.class, lNodes, true);
        IObjSet entries = f.createObjSet(Entry.class, sNodes, true);
        f.set("l", nodes);
        f.set("lSize", f.createIntSet(lMin, lMax));
        f.set("s", entries);
        f.set("sSize", f.createIntSet(sMin, sMax));
        f.set("Node.elem", f.createIntSet(0, values));
        f.set("Node.next", nodes);
        f.set("Entry.elem", f.createIntSet(0, values));
        f.set("Entry.next", entries);
        return f;
    }
}
