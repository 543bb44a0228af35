package org.smallscope.ui.internal.structures;

import java.util.List;

import org.smallscope.engine.protocol.ObjectGraph;

/**
 * A structure's object graph with a place for everything: node boxes with their text lines (or, for arrays, a row
 * of indexed cells), edges as polylines with a label position, and a legend of the classes when there are several,
 * in pixels from the drawing's top left corner.
 *
 * @param graph the graph drawn
 * @param nodes a box per node, in the graph's order
 * @param edges a path per edge, in the graph's order
 * @param classes the classes of the nodes other than the root, in order of first appearance: a node's colour is its
 *        class's position here
 * @param legend a swatch per class when there are several classes, else empty
 * @param width the drawing's width
 * @param height the drawing's height
 */
public record GraphDrawing(ObjectGraph graph, List<NodeBox> nodes, List<EdgePath> edges, List<String> classes, List<LegendEntry> legend,
        int width, int height) {

    /**
     * A node's box.
     *
     * @param node the node
     * @param title the first line ({@code Node0}, {@code this : BST}, {@code int[]0 : int[3]})
     * @param lines the other lines of an object: primitive fields, then the null references; empty for an array
     * @param nullLine whether the last line lists null references (drawn greyed)
     * @param cells an array's cells in index order (one {@link CellKind#EMPTY} cell for length 0); empty for an object
     * @param x left
     * @param y top
     * @param width width
     * @param height height
     */
    public record NodeBox(ObjectGraph.Node node, String title, List<String> lines, boolean nullLine, List<Cell> cells, int x, int y,
            int width, int height) {

        /** @return whether the box is drawn as an array: a title band over a row of cells */
        public boolean isArray() {
            return node.isArray();
        }
    }

    /** What an array cell holds. */
    public enum CellKind {
        /** A primitive or constant value, written in the cell. */
        VALUE,
        /** The null reference, written greyed. */
        NULL,
        /** An object: a dot in the cell, where the edge to the object leaves. */
        REFERENCE,
        /** The placeholder of an array of length 0, written {@code []}. */
        EMPTY
    }

    /**
     * One element of an array: its index (written above the cell) and its value.
     *
     * @param index the element's index ({@code 0}, {@code 1}, ...; empty for {@link CellKind#EMPTY})
     * @param value the value's label ({@code 3}, {@code null}, {@code Entry1}, {@code []})
     * @param kind how the value is drawn
     * @param x left
     * @param y top
     * @param width width
     * @param height height
     */
    public record Cell(String index, String value, CellKind kind, int x, int y, int width, int height) {

        /** @return the x of the cell's centre */
        public int centerX() {
            return x + width / 2;
        }

        /** @return the y of the cell's centre */
        public int centerY() {
            return y + height / 2;
        }
    }

    /**
     * An edge's path and label.
     *
     * @param edge the edge
     * @param label the text written beside the path: the field's name, or {@code [i]} for an array's element {@code i}
     * @param points x0, y0, x1, y1, ...: from the source box's border (or an array cell's dot) to the target box's
     *        border (the arrow's tip)
     * @param labelX the label's left
     * @param labelY the label's top
     */
    public record EdgePath(ObjectGraph.Edge edge, String label, int[] points, int labelX, int labelY) {
    }

    /**
     * One class of the legend: a swatch of its colour, then its name.
     *
     * @param className the simple class name ({@code Const}, {@code Entry[]})
     * @param colour the class's position in {@link GraphDrawing#classes()}
     * @param x the swatch's left
     * @param y the swatch's top
     * @param size the swatch's width and height
     */
    public record LegendEntry(String className, int colour, int x, int y, int size) {
    }

    /** An empty drawing, for no selection. */
    public static final GraphDrawing EMPTY = new GraphDrawing(new ObjectGraph(List.of(), List.of()), List.of(), List.of(), List.of(), List.of(), 0,
            0);

    /** @return the box of node {@code label}, or null */
    public NodeBox box(String label) {
        return nodes.stream().filter(b -> b.node().label().equals(label)).findFirst().orElse(null);
    }

    /** @return the colour index of {@code box}: -1 for the root, else its class's position in {@link #classes()} */
    public int colourOf(NodeBox box) {
        return ObjectGraph.ROOT.equals(box.node().label()) ? -1 : classes.indexOf(box.node().className());
    }
}
