package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.swt.graphics.Rectangle;
import org.smallscope.engine.protocol.ObjectGraph;
import org.smallscope.ui.internal.structures.GraphDrawing;

/**
 * Assertions on what the Structures view drew, against the {@link ExpectedGraph} the engine's subject gives for the
 * same vector: the objects, references and fields, each object's class (title and colour), each array as a row of
 * cells holding its elements with the edges of object elements leaving their cell, and boxes that do not overlap.
 */
final class DrawnGraphs {

    private DrawnGraphs() {
    }

    /** Asserts that {@code drawing} is the graph of {@code expected}, box by box and cell by cell. */
    static void assertDraws(ExpectedGraph expected, GraphDrawing drawing) {
        ObjectGraph graph = drawing.graph();
        assertEquals(expected.nodes(), graph.nodes().stream().map(ObjectGraph.Node::label).collect(Collectors.toSet()));
        assertEquals(expected.edges(), graph.edges().stream().map(Object::toString).collect(Collectors.toSet()));
        Set<String> fields = new LinkedHashSet<>();
        graph.nodes().forEach(n -> n.fields().forEach(f -> fields.add(n.label() + "." + f)));
        assertEquals(expected.fields(), fields);
        assertEquals(graph.nodes().size(), drawing.nodes().size(), "a box per node");
        assertEquals(graph.edges().size(), drawing.edges().size(), "an arrow per reference");
        for (Map.Entry<String, String> e : expected.classes().entrySet()) {
            GraphDrawing.NodeBox box = drawing.box(e.getKey());
            assertEquals(e.getValue(), box.node().className(), "the class of " + e.getKey());
            assertTrue(box.title().startsWith(e.getValue()), "the title of " + e.getKey() + " names its class: " + box.title());
        }
        assertColoursByClass(drawing);
        for (Map.Entry<String, List<String>> e : expected.arrays().entrySet()) {
            assertArrayDrawn(drawing, e.getKey(), e.getValue(), expected.classes().get(e.getKey()));
        }
        assertNoBoxesOverlap(drawing);
    }

    /** Asserts that boxes of one class share a colour, boxes of different classes do not, and the legend names the classes when there are several. */
    static void assertColoursByClass(GraphDrawing drawing) {
        List<String> classes = new ArrayList<>(drawing.nodes().stream().filter(b -> !ObjectGraph.ROOT.equals(b.node().label()))
                .map(b -> b.node().className()).distinct().toList());
        assertEquals(classes, drawing.classes(), "the classes in order of appearance");
        for (GraphDrawing.NodeBox a : drawing.nodes()) {
            for (GraphDrawing.NodeBox b : drawing.nodes()) {
                boolean sameClass = drawing.colourOf(a) == -1 ? drawing.colourOf(b) == -1
                        : drawing.colourOf(b) != -1 && a.node().className().equals(b.node().className());
                if (sameClass) {
                    assertEquals(drawing.colourOf(a), drawing.colourOf(b));
                } else {
                    assertNotEquals(drawing.colourOf(a), drawing.colourOf(b), a.node().label() + " and " + b.node().label());
                }
            }
        }
        assertEquals(classes.size() > 1 ? classes : List.of(), drawing.legend().stream().map(GraphDrawing.LegendEntry::className).toList(),
                "a legend of the classes when there are several");
    }

    /** Asserts the drawing of array {@code label}: its title and type, a cell per element with its index and value, an edge per object element leaving its cell. */
    static void assertArrayDrawn(GraphDrawing drawing, String label, List<String> elements, String className) {
        GraphDrawing.NodeBox box = drawing.box(label);
        assertNotNull(box, label + " is drawn");
        assertTrue(box.isArray(), label + " is drawn as an array");
        String type = className.replaceFirst("\\[\\]", "[" + elements.size() + "]");
        assertEquals(label + " : " + type, box.title());
        if (elements.isEmpty()) {
            assertEquals(1, box.cells().size(), "an empty array is one empty cell");
            assertEquals(GraphDrawing.CellKind.EMPTY, box.cells().get(0).kind());
            assertEquals("[]", box.cells().get(0).value());
            assertTrue(drawing.graph().edgesFrom(label).isEmpty());
            return;
        }
        assertEquals(elements.size(), box.cells().size(), "a cell per element of " + label);
        int references = 0;
        for (int i = 0; i < elements.size(); i++) {
            GraphDrawing.Cell cell = box.cells().get(i);
            assertEquals(Integer.toString(i), cell.index());
            assertEquals(elements.get(i), cell.value(), label + "[" + i + "]");
            assertTrue(cell.x() >= box.x() && cell.x() + cell.width() <= box.x() + box.width() && cell.y() + cell.height() == box.y() + box.height(),
                    "the cells are the bottom row of the box " + label);
            if (i > 0) {
                assertEquals(box.cells().get(i - 1).x() + box.cells().get(i - 1).width(), cell.x(), "cells side by side in index order");
            }
            List<GraphDrawing.EdgePath> out = drawing.edges().stream().filter(p -> p.edge().from().equals(label) && p.edge().field().equals(cell.index()))
                    .toList();
            if (cell.kind() == GraphDrawing.CellKind.REFERENCE) {
                references++;
                assertEquals(1, out.size(), "one edge leaves cell " + i + " of " + label);
                GraphDrawing.EdgePath path = out.get(0);
                assertEquals("[" + i + "]", path.label());
                assertEquals(elements.get(i), path.edge().to(), "the edge of " + label + "[" + i + "] goes to its element");
                assertArrayEquals(new int[] {cell.centerX(), cell.centerY()}, java.util.Arrays.copyOf(path.points(), 2), "it starts in the cell");
                GraphDrawing.NodeBox target = drawing.box(path.edge().to());
                int[] p = path.points();
                assertTrue(new Rectangle(target.x() - 1, target.y() - 1, target.width() + 2, target.height() + 2).contains(p[p.length - 2], p[p.length - 1]),
                        "and ends at " + path.edge().to() + "'s box");
            } else {
                assertTrue(out.isEmpty(), "no edge leaves a cell holding a value or null");
                assertEquals("null".equals(elements.get(i)) ? GraphDrawing.CellKind.NULL : GraphDrawing.CellKind.VALUE, cell.kind());
            }
        }
        assertEquals(references, drawing.graph().edgesFrom(label).size(), "every edge of " + label + " leaves a cell");
    }

    /** Asserts that every box lies inside the drawing and no two boxes (nor the legend and a box) overlap. */
    static void assertNoBoxesOverlap(GraphDrawing drawing) {
        List<Rectangle> boxes = new ArrayList<>(drawing.nodes().stream().map(b -> new Rectangle(b.x(), b.y(), b.width(), b.height())).toList());
        drawing.legend().forEach(l -> boxes.add(new Rectangle(l.x(), l.y(), l.size(), l.size())));
        for (int i = 0; i < boxes.size(); i++) {
            assertTrue(boxes.get(i).x >= 0 && boxes.get(i).y >= 0 && boxes.get(i).x + boxes.get(i).width <= drawing.width()
                    && boxes.get(i).y + boxes.get(i).height <= drawing.height(), "box inside the drawing: " + boxes.get(i));
            for (int j = i + 1; j < boxes.size(); j++) {
                assertFalse(boxes.get(i).intersects(boxes.get(j)), boxes.get(i) + " overlaps " + boxes.get(j));
            }
        }
    }
}
