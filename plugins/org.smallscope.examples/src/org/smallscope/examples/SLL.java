package org.smallscope.examples;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * Singly linked list (SLL) of small values: an acyclic chain of nodes from {@code header} whose length is {@code size}.
 * One of the model-counting subjects of the core paper's Table VII.
 */
public class SLL {

    /** A list node. */
    public static class Node {
        /** The next node, or null at the end. */
        public Node next;
        /** The element. */
        public int value;
    }

    /** The first node, or null for the empty list. */
    public Node header;
    /** The number of nodes. */
    public int size;

    /** @return whether the nodes from the header form an acyclic chain of {@code size} nodes */
    public boolean repOk() {
        return isAcyclic() && sizeOk();
    }

    /** @return whether walking next from the header never revisits a node */
    protected boolean isAcyclic() {
        List<Node> visited = new ArrayList<>();
        for (Node n = header; n != null; n = n.next) {
            if (visited.contains(n)) {
                return false;
            }
            visited.add(n);
        }
        return true;
    }

    /** @return whether size is the number of nodes from the header (acyclic: checked first) */
    protected boolean sizeOk() {
        int count = 0;
        for (Node n = header; n != null; n = n.next) {
            count++;
        }
        return count == size;
    }

    /** @return {@link #finSLL(int, int)} with values 0 and 1 */
    public static IFinitization finSLL(int n) {
        return finSLL(n, 2);
    }

    /** @return bounds: {@code n} nodes (or null); size {@code 0..n}; values {@code 0..values-1} */
    public static IFinitization finSLL(int n, int values) {
        IFinitization f = FinitizationFactory.create(SLL.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("header", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.next", nodes);
        f.set("Node.value", f.createIntSet(0, values - 1));
        return f;
    }
}
