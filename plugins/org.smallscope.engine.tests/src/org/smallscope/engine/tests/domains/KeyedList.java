package org.smallscope.engine.tests.domains;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A key of very many values, read first, then a sorted acyclic list whose length must be the key modulo 4: every key
 * holds a search of its own, so a run cut into ranges of keys keeps every worker busy (one piece per key would be too
 * many pieces above 65,536 keys).
 */
public class KeyedList {

    /** A list node. */
    public static class Node {
        /** The next node. */
        public Node next;
        /** The node's value, in 0..2. */
        public int v;
    }

    /** The key: {@code keys} values. */
    public int key;
    /** The first node. */
    public Node head;
    /** The pool's size (set by the finitization's single value). */
    public int pool;

    /** @return whether the list from {@code head} is acyclic, sorted, and {@code key % 4} nodes long */
    public boolean repOk() {
        int want = key % 4;
        int steps = 0;
        for (Node n = head; n != null; n = n.next) {
            if (++steps > pool || n.next != null && n.v > n.next.v) {
                return false;
            }
        }
        return steps == want;
    }

    /** @return {@code key} in 0..{@code keys - 1}; {@code head} and each node's {@code next} among {@code n} nodes or null */
    public static IFinitization finKeyedList(int keys, int n) {
        IFinitization f = FinitizationFactory.create(KeyedList.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("key", f.createIntSet(0, keys - 1));
        f.set("head", nodes);
        f.set("pool", f.createIntSet(n, n));
        f.set("Node.next", nodes);
        f.set("Node.v", f.createIntSet(0, 2));
        return f;
    }
}
