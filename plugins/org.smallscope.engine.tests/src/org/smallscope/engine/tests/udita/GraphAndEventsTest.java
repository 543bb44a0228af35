package org.smallscope.engine.tests.udita;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.protocol.ObjectGraph;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.run.GeneratorRun;
import org.smallscope.engine.udita.ChoiceMode;
import org.smallscope.engine.udita.GeneratorExploration;
import org.smallscope.engine.udita.ReflectiveGraph;

/** The reflective rendering of any object graph, generator composition, and a generator run's event stream. */
class GraphAndEventsTest {

    enum Colour { RED, BLACK }

    static class Base {
        private int hidden = 7;
    }

    static final class Node extends Base {
        private Node next;
        private Colour colour = Colour.BLACK;
        private Integer boxed = 3;
        private final int[] cells = {1, 2};
        private Object[] refs;
    }

    @Test
    void rendersPrivateAndInheritedFieldsArraysEnumsBoxedValuesAndCycles() {
        Node a = new Node();
        Node b = new Node();
        a.next = b;
        b.next = a;
        b.refs = new Object[] {a, null, "s"};
        ObjectGraph g = ReflectiveGraph.of(a);

        assertEquals("hidden=7 next=Node0 colour=BLACK boxed=3 cells=int[]0 refs=null | Node0{hidden=7 next=this colour=BLACK boxed=3 cells=int[]1"
                + " refs=Object[]0} | int[]0{length=2 0=1 1=2} | int[]1{length=2 0=1 1=2} | Object[]0{length=3 0=this 1=null 2=\"s\"}", g.text());
        assertEquals(List.of("this", "Node0", "int[]0", "int[]1", "Object[]0"), g.nodes().stream().map(ObjectGraph.Node::label).toList());
        assertTrue(g.edgesFrom("Node0").contains(new ObjectGraph.Edge("Node0", "next", "this")), "the cycle is an edge back");
        assertTrue(g.node("Object[]0").orElseThrow().isArray());
        assertEquals("value=5", ReflectiveGraph.text(5));
    }

    @Test
    void isomorphicGraphsRenderTheSame() {
        Node a = new Node();
        a.next = new Node();
        Node b = new Node();
        b.next = new Node();
        assertEquals(ReflectiveGraph.text(a), ReflectiveGraph.text(b));
    }

    @Test
    void composedGeneratorsEnumerateEveryCombination() {
        Explore.Run run = Explore.run(SmallGenerators.class.getName() + "#composed", ChoiceMode.EAGER, 1, 3);

        assertEquals(9, run.result().explored());
        assertEquals(List.of("length=2 0=0 1=2", "length=2 0=1 1=1", "length=2 0=2 1=0"), run.structures());
    }

    @Test
    void aGeneratorRunSendsStartedThenEachValidInOrder() {
        List<RunEvent> events = new ArrayList<>();
        GeneratorRun run = new GeneratorRun(new GeneratorRun.Request(Explore.generator(SmallGenerators.class.getName() + "#increasingPair",
                ChoiceMode.EAGER, 3), ChoiceMode.EAGER, 2, 0, true, true));
        List<Object> inputs = new ArrayList<>();
        GeneratorExploration.Result result = run.run(events::add, (ordinal, vector, input, graph) -> inputs.add(input));

        assertEquals(Outcome.COMPLETED, result.outcome());
        RunEvent.Started started = (RunEvent.Started) events.get(0);
        assertEquals(SmallGenerators.class.getName() + "#increasingPair", started.subject());
        assertEquals(SmallGenerators.class.getName(), started.className());
        List<RunEvent.Valid> valid = events.stream().filter(RunEvent.Valid.class::isInstance).map(RunEvent.Valid.class::cast).toList();
        assertEquals(List.of(1L, 2L, 3L), valid.stream().map(RunEvent.Valid::ordinal).toList());
        assertEquals("length=2 0=1 1=2", valid.get(2).structure());
        assertEquals(3, inputs.size());
        RunEvent.Progress last = (RunEvent.Progress) events.stream().filter(RunEvent.Progress.class::isInstance).reduce((x, y) -> y).orElseThrow();
        assertEquals(9, last.explored());
        assertEquals(3, last.valid());
    }
}
