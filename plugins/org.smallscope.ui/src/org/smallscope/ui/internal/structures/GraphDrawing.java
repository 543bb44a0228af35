package org.smallscope.ui.internal.structures;

import java.util.List;

import org.smallscope.engine.protocol.ObjectGraph;

/**
 * A structure's object graph with a place for everything: node boxes with their text lines and
 * edges as polylines with a label position, in pixels from the drawing's top left corner.
 *
 * @param graph the graph drawn
 * @param nodes a box per node, in the graph's order
 * @param edges a path per edge, in the graph's order
 * @param width the drawing's width
 * @param height the drawing's height
 */
public record GraphDrawing(ObjectGraph graph, List<NodeBox> nodes, List<EdgePath> edges, int width, int height) {

    /**
     * A node's box.
     *
     * @param node the node
     * @param title the first line ({@code Node0}, {@code this : BST})
     * @param lines the other lines: primitive fields, then the null references
     * @param nullLine whether the last line lists null references (drawn greyed)
     * @param x left
     * @param y top
     * @param width width
     * @param height height
     */
    public record NodeBox(ObjectGraph.Node node, String title, List<String> lines, boolean nullLine, int x, int y, int width, int height) {
    }

    /**
     * An edge's path and label.
     *
     * @param edge the edge
     * @param points x0, y0, x1, y1, ...: from the source box's border to the target box's border (the arrow's tip)
     * @param labelX the label's left
     * @param labelY the label's top
     */
    public record EdgePath(ObjectGraph.Edge edge, int[] points, int labelX, int labelY) {
    }

    /** An empty drawing, for no selection. */
    public static final GraphDrawing EMPTY = new GraphDrawing(new ObjectGraph(List.of(), List.of()), List.of(), List.of(), 0, 0);
}
