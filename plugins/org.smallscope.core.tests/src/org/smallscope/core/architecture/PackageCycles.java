package org.smallscope.core.architecture;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The cycles of a dependency graph: its strongly connected components of more than one node (Tarjan), each shown as one closed path. */
final class PackageCycles {

    private final Map<String, Set<String>> edges;

    private final Map<String, Integer> index = new HashMap<>();

    private final Map<String, Integer> low = new HashMap<>();

    private final Deque<String> stack = new ArrayDeque<>();

    private final Set<String> onStack = new HashSet<>();

    private final List<Set<String>> components = new ArrayList<>();

    private PackageCycles(Map<String, Set<String>> edges) {
        this.edges = edges;
    }

    /** A strongly connected component: its nodes, sorted, and one closed path through some of them (first node repeated last). */
    record Cycle(List<String> members, List<String> path) {
    }

    /** @return each strongly connected component of more than one node (or with an edge to itself) */
    static List<Cycle> of(Map<String, Set<String>> edges) {
        PackageCycles t = new PackageCycles(edges);
        for (String node : edges.keySet()) {
            if (!t.index.containsKey(node)) {
                t.visit(node);
            }
        }
        List<Cycle> cycles = new ArrayList<>();
        for (Set<String> c : t.components) {
            cycles.add(new Cycle(c.stream().sorted().toList(), t.closedPath(c)));
        }
        return cycles;
    }

    /** Tarjan's visit, recursive (package graphs are shallow). */
    private void visit(String v) {
        index.put(v, index.size());
        low.put(v, index.get(v));
        stack.push(v);
        onStack.add(v);
        for (String w : edges.getOrDefault(v, Set.of())) {
            if (!index.containsKey(w)) {
                visit(w);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (onStack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            Set<String> component = new HashSet<>();
            String w;
            do {
                w = stack.pop();
                onStack.remove(w);
                component.add(w);
            } while (!w.equals(v));
            if (component.size() > 1 || edges.getOrDefault(v, Set.of()).contains(v)) {
                components.add(component);
            }
        }
    }

    /** @return a shortest path from the component's least node back to itself, inside the component (breadth first) */
    private List<String> closedPath(Set<String> component) {
        String start = component.stream().sorted().findFirst().orElseThrow();
        Map<String, String> parent = new LinkedHashMap<>();
        Deque<String> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            String v = queue.poll();
            for (String w : edges.getOrDefault(v, Set.of()).stream().sorted().toList()) {
                if (w.equals(start)) {
                    List<String> path = new ArrayList<>(List.of(start));
                    for (String u = v; !u.equals(start); u = parent.get(u)) {
                        path.add(1, u);
                    }
                    path.add(start);
                    return path;
                }
                if (component.contains(w) && !parent.containsKey(w)) {
                    parent.put(w, v);
                    queue.add(w);
                }
            }
        }
        throw new IllegalStateException("no path back to " + start + " in " + component);
    }
}
