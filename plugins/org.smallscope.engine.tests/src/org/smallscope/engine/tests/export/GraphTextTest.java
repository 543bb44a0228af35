package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.export.writers.GraphText;
import org.smallscope.engine.protocol.ObjectGraph;
import org.smallscope.engine.udita.ReflectiveGraph;
import org.smallscope.examples.udita.SortedList;

/** A generator's structure read back from its {@code valid} event's text is the graph the engine rendered: nodes, fields, null references, edges. */
class GraphTextTest {

    @Test
    void aRenderedListReadsBackAsTheSameGraph() {
        SortedList list = new SortedList();
        SortedList.Node a = new SortedList.Node();
        SortedList.Node b = new SortedList.Node();
        a.elem = 1;
        b.elem = 4;
        a.next = b;
        b.prev = a;
        list.header = a;
        list.size = 2;
        ObjectGraph rendered = ReflectiveGraph.of(list);

        ObjectGraph read = GraphText.parse(rendered.text(), "SortedList");

        assertEquals(rendered, read);
        assertEquals(List.of("this -header-> Node0", "Node0 -next-> Node1", "Node1 -prev-> Node0"),
                read.edges().stream().map(ObjectGraph.Edge::toString).toList());
        assertEquals(List.of("prev"), read.node("Node0").orElseThrow().nullReferences());
    }

    @Test
    void anArrayAndAValueReadBack() {
        ObjectGraph queens = ReflectiveGraph.of(new int[] {1, 3, 0, 2});
        assertEquals(queens, GraphText.parse(queens.text(), "int[]"));
        ObjectGraph number = ReflectiveGraph.of(7);
        assertEquals(number, GraphText.parse(number.text(), "Integer"));
    }
}
