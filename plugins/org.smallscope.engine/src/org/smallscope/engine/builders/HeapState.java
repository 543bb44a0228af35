package org.smallscope.engine.builders;

import org.smallscope.engine.protocol.ObjectGraph;
import org.smallscope.engine.udita.ReflectiveGraph;

/**
 * The state of a built object as API mode matches it: the {@link ReflectiveGraph} text of everything reachable from it
 * (equal exactly for isomorphic heaps, as generator runs render their inputs) and how many objects that is besides the
 * object itself.
 *
 * @param canonical the heap's text
 * @param objects the reachable objects other than the subject object (values are not objects)
 * @param graph the heap's graph
 */
public record HeapState(String canonical, int objects, ObjectGraph graph) {

    /** @return the state of {@code root} */
    static HeapState of(Object root) {
        ObjectGraph g = ReflectiveGraph.of(root);
        return new HeapState(g.text(), g.nodes().size() - 1, g);
    }
}
