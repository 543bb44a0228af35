package org.smallscope.engine.tests.export.subjects;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A structure as a generator program might return it, to test the export of returned objects: private and final fields,
 * an array of nodes with shared references and a cycle, an enum, boxed and String values, a list and a map.
 */
public class Web {

    /** A colour of a node. */
    public enum Color {
        /** red. */
        RED,
        /** black. */
        BLACK
    }

    /** One node: a private value, a successor (cycles allowed), an enum and links to other nodes. */
    public static class Node {
        private int value;
        Node next;
        public Color color = Color.RED;
        final Node[] links = new Node[0];
        Integer weight;
    }

    private final String name;
    private Node[] nodes;
    /** The first node, shared with {@code nodes[0]}. */
    public Node first;
    char tag = 'x';
    short small;
    long big;
    double ratio;
    Object anything;
    List<Node> order = new ArrayList<>();
    Map<String, Integer> counts = new HashMap<>();
    int[][] grid;

    /** An empty web. */
    public Web() {
        this.name = "web";
    }

    /** @return a web of {@code n} nodes in a ring, with values, colours, weights and a few extra links */
    public static Web ring(int n, String name) {
        Web w = new Web();
        setName(w, name);
        w.nodes = new Node[n + 1];
        for (int i = 0; i < n; i++) {
            Node x = new Node();
            x.value = i * 3 - 1;
            x.color = i % 2 == 0 ? Color.BLACK : Color.RED;
            x.weight = i == 1 ? null : i * 10;
            w.nodes[i] = x;
            w.order.add(x);
        }
        for (int i = 0; i < n; i++) {
            w.nodes[i].next = w.nodes[(i + 1) % n];
            setLinks(w.nodes[i], i == 0 ? new Node[] {w.nodes[n - 1], null, w.nodes[0]} : new Node[] {w.nodes[0]});
        }
        w.first = n == 0 ? null : w.nodes[0];
        w.tag = (char) ('a' + n);
        w.small = (short) -n;
        w.big = 1L << 40 + n;
        w.ratio = n / 4.0;
        w.anything = n % 2 == 0 ? (Object) (byte) n : "text \"" + n + "\"\n";
        w.counts.put("n", n);
        w.counts.put("none", null);
        w.grid = new int[][] {{n, 1}, {}, null};
        return w;
    }

    private static void setName(Web w, String name) {
        set(w, "name", name);
    }

    private static void setLinks(Node x, Node[] links) {
        set(x, "links", links);
    }

    private static void set(Object target, String field, Object value) {
        try {
            java.lang.reflect.Field f = target.getClass().getDeclaredField(field);
            f.setAccessible(true);
            f.set(target, value);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Makes node {@code i} the first (breaking repOk unless it is node 0; an index below 0 throws, one past the array does nothing). */
    public void setFirst(int i) {
        if (nodes != null && i < nodes.length) {
            first = nodes[i];
        }
    }

    /** @return whether the first node is the first in the array and in the list */
    public boolean repOk() {
        return nodes == null || nodes.length == 0 || nodes[0] == first && (order.isEmpty() || order.get(0) == first);
    }
}
