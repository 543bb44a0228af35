package org.smallscope.examples.udita;

import static org.smallscope.api.udita.Choices.assume;
import static org.smallscope.api.udita.Choices.getBoolean;
import static org.smallscope.api.udita.Choices.getInt;

import java.util.IdentityHashMap;
import java.util.Map;

import org.smallscope.api.udita.ObjectPool;

/**
 * UDITA's inheritance-graph generator (the "DAG" of Fig. 13): n types from a pool, each with 0..n-1 supertypes chosen
 * from the pool and a class-or-interface flag, kept when the graph is a DAG without duplicate supertypes that follows
 * Java's inheritance rules (an interface extends only interfaces; a class extends at most one class).
 */
public final class DAGGen {

    /** An inheritance graph. */
    public static final class IG {
        /** The types. */
        public Node[] nodes;
        /** The number of types. */
        public int size;
    }

    /** A class or an interface. */
    public static final class Node {
        /** The direct supertypes, in declaration order. */
        public Node[] supertypes;
        /** Whether it is a class (else an interface). */
        public boolean isClass;
    }

    private DAGGen() {
    }

    /** @return a Java inheritance graph of n types */
    public static IG generate(int n) {
        IG ig = initialize(n, true);
        assume(isDAG(ig));
        assume(isJavaInheritance(ig));
        return ig;
    }

    /**
     * @return a directed graph of n nodes (each with 0..n-1 supertypes) that is a DAG: no class/interface flag, no Java rules
     *         (34 graphs at n = 3, Fig. 13's DAG count; 1,757 at 4, where Fig. 13 says 2,352)
     */
    public static IG dag(int n) {
        IG ig = initialize(n, false);
        assume(isDAG(ig));
        return ig;
    }

    private static IG initialize(int n, boolean flags) {
        ObjectPool<Node> pool = new ObjectPool<>(n, Node::new);
        IG ig = new IG();
        ig.size = n;
        ig.nodes = new Node[n];
        for (int i = 0; i < n; i++) {
            ig.nodes[i] = pool.getNew();
        }
        for (Node node : ig.nodes) {
            int num = getInt(0, n - 1);
            node.supertypes = new Node[num];
            for (int j = 0; j < num; j++) {
                node.supertypes[j] = pool.getAny();
            }
            node.isClass = flags && getBoolean();
        }
        return ig;
    }

    /** @return whether no type is its own supertype (directly or not) and none lists a supertype twice */
    static boolean isDAG(IG ig) {
        if (ig.nodes == null || ig.size != ig.nodes.length) {
            return false;
        }
        Map<Node, Integer> state = new IdentityHashMap<>();
        for (Node node : ig.nodes) {
            if (!acyclic(node, state)) {
                return false;
            }
        }
        return true;
    }

    private static boolean acyclic(Node node, Map<Node, Integer> state) {
        Integer s = state.get(node);
        if (s != null) {
            return s == 2;
        }
        state.put(node, 1);
        for (int i = 0; i < node.supertypes.length; i++) {
            for (int j = 0; j < i; j++) {
                if (node.supertypes[i] == node.supertypes[j]) {
                    return false;
                }
            }
            if (!acyclic(node.supertypes[i], state)) {
                return false;
            }
        }
        state.put(node, 2);
        return true;
    }

    /** @return whether every interface extends only interfaces and every class extends at most one class */
    static boolean isJavaInheritance(IG ig) {
        for (Node node : ig.nodes) {
            int classes = 0;
            for (Node sup : node.supertypes) {
                if (sup.isClass) {
                    classes++;
                }
            }
            if (node.isClass ? classes > 1 : classes > 0) {
                return false;
            }
        }
        return true;
    }
}
