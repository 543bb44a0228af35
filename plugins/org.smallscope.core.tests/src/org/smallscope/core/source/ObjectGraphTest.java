package org.smallscope.core.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.run.SubjectEvents;
import org.smallscope.engine.protocol.ObjectGraph;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.ObjectClass;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.incremental.SubjectDescriptor;
import org.smallscope.engine.protocol.SlotValues;

/**
 * The object graph built from a run's slot meanings and a candidate vector has exactly the objects
 * reachable from the root and one labelled edge per non-null reference; the expectations are
 * computed from the engine's own view of the subject (slots, domains) and its rendering.
 */
class ObjectGraphTest {

    private static List<int[]> validVectors(Subject subject) {
        List<int[]> vectors = new ArrayList<>();
        Search.over(subject).listener(new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                vectors.add(candidate.clone());
            }
        }).build().run();
        return vectors;
    }

    private static ObjectGraph graph(Subject subject, int[] cv) {
        return ObjectGraph.of(SubjectDescriptor.of(subject).slots(), SubjectEvents.slotValues(subject), cv, subject.simpleName());
    }

    /** @return {@code Node2} for the object a reference slot points to, null for null, straight from the engine's domain */
    private static String target(Slot slot, int value) {
        Domain d = slot.field().domain();
        int o = d.objectIndexAt(value);
        return o < 0 ? null : d.objectClass().label(o);
    }

    /** @return the objects named in {@link Structures#render} (its {@code Label{...}} groups), root first */
    private static Set<String> renderedObjects(Subject subject, int[] cv) {
        Set<String> labels = new LinkedHashSet<>(List.of(ObjectGraph.ROOT));
        Matcher m = Pattern.compile("(\\w+)\\{").matcher(Structures.render(subject, cv));
        while (m.find()) {
            labels.add(m.group(1));
        }
        return labels;
    }

    @Test
    void theEnginesRenderingIsTheGraphsTextUnchanged() {
        for (String example : List.of("BST", "RBT", "DLL", "BSTP")) {
            Subject subject = EngineSubjects.example(example, 3);
            List<int[]> vectors = validVectors(subject);
            assertFalse(vectors.isEmpty(), example);
            for (int[] cv : vectors) {
                assertEquals(walkedText(subject, cv), Structures.render(subject, cv), example);
                assertEquals(Structures.render(subject, cv), graph(subject, cv).text(), example);
            }
        }
    }

    /** @return the text the engine rendered by walking its own layout before it read the object graph: the oracle of the text */
    private static String walkedText(Subject subject, int[] cv) {
        List<Integer> order = new ArrayList<>();
        visit(subject, cv, -1, new boolean[subject.objectCount()], order);
        StringBuilder sb = new StringBuilder();
        appendFields(sb, subject, cv, -1);
        for (int o : order) {
            sb.append(sb.length() == 0 ? "" : " | ").append(objectLabel(subject, o)).append('{');
            appendFields(sb, subject, cv, o);
            sb.append('}');
        }
        return sb.toString();
    }

    private static void visit(Subject subject, int[] cv, int owner, boolean[] seen, List<Integer> order) {
        for (Slot slot : subject.slots()) {
            if (slot.object() == owner) {
                int o = objectOf(subject, slot, cv[slot.index()]);
                if (o >= 0 && !seen[o]) {
                    seen[o] = true;
                    order.add(o);
                    visit(subject, cv, o, seen, order);
                }
            }
        }
    }

    private static void appendFields(StringBuilder sb, Subject subject, int[] cv, int owner) {
        for (Slot slot : subject.slots()) {
            if (slot.object() == owner) {
                sb.append(sb.length() == 0 || sb.charAt(sb.length() - 1) == '{' ? "" : " ").append(slot.field().fieldName()).append('=')
                        .append(slot.field().domain().describe(cv[slot.index()]));
            }
        }
    }

    private static int objectOf(Subject subject, Slot slot, int value) {
        Domain d = slot.field().domain();
        int index = d.objectIndexAt(value);
        return index < 0 ? -1 : subject.objectNumber(d.objectClass(), index);
    }

    private static String objectLabel(Subject subject, int o) {
        for (ObjectClass cls : subject.objectClasses()) {
            int first = subject.objectNumber(cls, 0);
            if (o >= first && o < first + cls.count()) {
                return cls.label(o - first);
            }
        }
        throw new AssertionError("no object " + o);
    }

    @Test
    void everyValidBinarySearchTreeHasItsReachableNodesAndReferences() {
        Subject bst = EngineSubjects.example("BSTP", 4);
        List<int[]> valid = validVectors(bst);
        assertEquals(14, valid.size());
        for (int[] cv : valid) {
            ObjectGraph graph = graph(bst, cv);
            Set<String> expectedNodes = renderedObjects(bst, cv);
            List<String> expectedEdges = new ArrayList<>();
            int nulls = 0;
            for (Slot slot : bst.slots()) {
                String owner = slot.objectLabel();
                if (!expectedNodes.contains(owner) || slot.field().domain().kind() != Domain.Kind.OBJECTS) {
                    continue;
                }
                String to = target(slot, cv[slot.index()]);
                if (to == null) {
                    nulls++;
                } else {
                    expectedEdges.add(owner + " -" + slot.field().fieldName() + "-> " + to);
                }
            }

            assertEquals(List.copyOf(expectedNodes), graph.nodes().stream().map(ObjectGraph.Node::label).toList(), Structures.render(bst, cv));
            assertEquals(expectedEdges.stream().sorted().toList(), graph.edges().stream().map(Object::toString).sorted().toList());
            assertEquals(nulls, graph.nodes().stream().mapToInt(n -> n.nullReferences().size()).sum());
            assertEquals(bst.args()[0] + 1, graph.nodes().size(), "size 4: the root object and its four nodes");
            assertEquals(2 * bst.args()[0] - 1, graph.edges().size(), "the root reference, then a child and a parent reference per other node");
        }
    }

    @Test
    void primitiveFieldsCarryTheirValuesAndObjectsTheirClass() {
        Subject bst = EngineSubjects.example("BSTP", 3);
        int[] cv = validVectors(bst).get(2);

        ObjectGraph graph = graph(bst, cv);

        ObjectGraph.Node root = graph.node(ObjectGraph.ROOT).orElseThrow();
        assertEquals("BSTP", root.className());
        assertEquals(List.of(new ObjectGraph.Field("size", "3")), root.fields());
        for (ObjectGraph.Node node : graph.nodes().subList(1, graph.nodes().size())) {
            assertEquals("Node", node.className());
            Slot info = bst.slots().stream().filter(s -> s.name().equals(node.label() + ".info")).findFirst().orElseThrow();
            assertEquals(List.of(new ObjectGraph.Field("info", info.field().domain().describe(cv[info.index()]))), node.fields());
        }
        Set<String> keys = new LinkedHashSet<>();
        graph.nodes().forEach(n -> n.fields().stream().filter(f -> f.name().equals("info")).forEach(f -> keys.add(f.value())));
        assertEquals(Set.of("0", "1", "2"), keys, "a BST of size 3 holds every key once");
    }

    @Test
    void unreachableObjectsAndNullReferencesAreNotNodes() {
        Subject bst = EngineSubjects.example("BST", 3);
        int[] empty = new int[bst.vectorLength()];

        ObjectGraph graph = graph(bst, empty);

        assertEquals(List.of(ObjectGraph.ROOT), graph.nodes().stream().map(ObjectGraph.Node::label).toList());
        assertEquals(List.of(), graph.edges());
        assertEquals(List.of("root"), graph.nodes().get(0).nullReferences());
        ObjectClass nodes = bst.objectClasses().get(0);
        assertFalse(graph.node(nodes.label(0)).isPresent());
        assertTrue(graph.edgesFrom(ObjectGraph.ROOT).isEmpty());
    }

    @Test
    void aHeapArraysGraphHoldsTheArrayWithItsLengthAndOnlyTheElementsBelowIt() {
        Subject heap = EngineSubjects.example("HeapArray", 3);
        List<int[]> valid = validVectors(heap);
        assertEquals(66, valid.size(), "HeapArray(3): Korat's 66 valid heaps");
        for (int[] cv : valid) {
            ObjectGraph graph = graph(heap, cv);
            int length = heap.slots().stream().filter(s -> s.name().equals("int[]0.length")).mapToInt(s -> s.domain().intAt(cv[s.index()]))
                    .findFirst().orElseThrow();
            List<String> below = heap.slots().stream().filter(s -> s.objectLabel().equals("int[]0") && !s.field().fieldName().equals("length")
                    && Integer.parseInt(s.field().fieldName()) < length).map(s -> s.domain().describe(cv[s.index()])).toList();

            assertEquals(List.of(ObjectGraph.ROOT, "int[]0"), graph.nodes().stream().map(ObjectGraph.Node::label).toList());
            ObjectGraph.Node array = graph.node("int[]0").orElseThrow();
            assertTrue(array.isArray(), array.className());
            assertEquals(below, array.elements(), Structures.render(heap, cv));
            assertEquals(List.of("this -array-> int[]0"), graph.edges().stream().map(Object::toString).toList());
        }
    }
}
