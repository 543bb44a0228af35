package org.smallscope.engine.tests.udita;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.smallscope.engine.udita.ReflectiveGraph;
import org.smallscope.examples.udita.DAGGen;

/** Every Java inheritance graph of n types built by plain loops, rendered: the oracle {@code DAGGen#generate} is checked against. */
final class InheritanceGraphs {

    private final int n;
    private final List<int[]> supertypeLists = new ArrayList<>();
    private final List<String> rendered = new ArrayList<>();

    private InheritanceGraphs(int n) {
        this.n = n;
        distinctLists(new int[0]);
    }

    /** @return the rendered graphs of n types (each 0..n-1 distinct supertypes in order, class or interface) without a cycle, following Java's rules */
    static List<String> of(int n) {
        InheritanceGraphs graphs = new InheritanceGraphs(n);
        graphs.assign(new int[n][], 0);
        return graphs.rendered;
    }

    /** Collects every list of 0..n-1 distinct types starting with {@code prefix}. */
    private void distinctLists(int[] prefix) {
        supertypeLists.add(prefix);
        if (prefix.length == n - 1) {
            return;
        }
        for (int t = 0; t < n; t++) {
            if (!contains(prefix, t)) {
                int[] longer = Arrays.copyOf(prefix, prefix.length + 1);
                longer[prefix.length] = t;
                distinctLists(longer);
            }
        }
    }

    private void assign(int[][] supertypes, int type) {
        if (type < n) {
            for (int[] list : supertypeLists) {
                supertypes[type] = list;
                assign(supertypes, type + 1);
            }
            return;
        }
        if (!acyclic(supertypes)) {
            return;
        }
        for (int flags = 0; flags < 1 << n; flags++) {
            if (followsJava(supertypes, flags)) {
                rendered.add(ReflectiveGraph.text(build(supertypes, flags)));
            }
        }
    }

    /** @return whether no type reaches itself through supertypes (a type's rank is the longest chain above it) */
    private boolean acyclic(int[][] supertypes) {
        boolean[] done = new boolean[n];
        for (int round = 0; round < n; round++) {
            for (int t = 0; t < n; t++) {
                boolean ready = true;
                for (int s : supertypes[t]) {
                    ready &= done[s];
                }
                done[t] |= ready;
            }
        }
        for (boolean d : done) {
            if (!d) {
                return false;
            }
        }
        return true;
    }

    /** @return whether an interface extends only interfaces and a class at most one class ({@code flags} bit t: type t is a class) */
    private static boolean followsJava(int[][] supertypes, int flags) {
        for (int t = 0; t < supertypes.length; t++) {
            int classes = 0;
            for (int s : supertypes[t]) {
                classes += flags >> s & 1;
            }
            if ((flags >> t & 1) == 1 ? classes > 1 : classes > 0) {
                return false;
            }
        }
        return true;
    }

    private DAGGen.IG build(int[][] supertypes, int flags) {
        DAGGen.IG ig = new DAGGen.IG();
        ig.size = n;
        ig.nodes = new DAGGen.Node[n];
        for (int t = 0; t < n; t++) {
            ig.nodes[t] = new DAGGen.Node();
        }
        for (int t = 0; t < n; t++) {
            ig.nodes[t].isClass = (flags >> t & 1) == 1;
            ig.nodes[t].supertypes = new DAGGen.Node[supertypes[t].length];
            for (int j = 0; j < supertypes[t].length; j++) {
                ig.nodes[t].supertypes[j] = ig.nodes[supertypes[t][j]];
            }
        }
        return ig;
    }

    private static boolean contains(int[] values, int value) {
        for (int v : values) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }
}
