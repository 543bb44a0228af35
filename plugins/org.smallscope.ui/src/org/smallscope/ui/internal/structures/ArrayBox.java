package org.smallscope.ui.internal.structures;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.graphics.Point;
import org.smallscope.engine.protocol.ObjectGraph;
import org.smallscope.engine.protocol.SlotValues;

/**
 * The shape of an array node: a title band with its label and type ({@code int[]0 : int[3]}) over a row of equal
 * cells, one per element below the length, each with its index written above it; cells relative to the node's top
 * left corner, so that the layout can attach edges to the cells of object elements.
 */
final class ArrayBox {

    /** Space left and right of a cell's text. */
    static final int CELL_PAD = 6;
    /** Space between the title band and the index row. */
    static final int GAP = 3;

    private final String title;
    private final List<GraphDrawing.Cell> cells;
    private final int width;
    private final int height;

    private ArrayBox(String title, List<GraphDrawing.Cell> cells, int width, int height) {
        this.title = title;
        this.cells = cells;
        this.width = width;
        this.height = height;
    }

    /** @return the shape of array node {@code node}, text measured by {@code measure} */
    static ArrayBox of(ObjectGraph.Node node, TextMeasure measure) {
        String title = title(node);
        Point titleSize = measure.extent(title);
        int lineHeight = titleSize.y;
        int titleHeight = lineHeight + GraphLayout.PAD;
        int cellTop = titleHeight + GAP + lineHeight;
        int cellHeight = lineHeight + 6;
        List<ObjectGraph.Field> elements = elements(node);
        List<GraphDrawing.Cell> cells = new ArrayList<>();
        if (elements.isEmpty()) {
            int w = measure.extent("[]").x + 2 * CELL_PAD;
            cells.add(new GraphDrawing.Cell("", "[]", GraphDrawing.CellKind.EMPTY, 0, cellTop, w, cellHeight));
        } else {
            int cellWidth = measure.extent("00").x;
            for (ObjectGraph.Field e : elements) {
                cellWidth = Math.max(cellWidth, Math.max(measure.extent(e.name()).x, measure.extent(shown(node, e)).x));
            }
            cellWidth += 2 * CELL_PAD;
            for (int i = 0; i < elements.size(); i++) {
                ObjectGraph.Field e = elements.get(i);
                cells.add(new GraphDrawing.Cell(e.name(), e.value(), kind(node, e), i * cellWidth, cellTop, cellWidth, cellHeight));
            }
        }
        int rowWidth = cells.get(cells.size() - 1).x() + cells.get(cells.size() - 1).width();
        return new ArrayBox(title, List.copyOf(cells), Math.max(rowWidth, titleSize.x + 2 * GraphLayout.PAD), cellTop + cellHeight);
    }

    /** @return {@code int[]0 : int[3]}: the label, then the type with the array's length */
    static String title(ObjectGraph.Node node) {
        String length = node.slots().stream().filter(f -> ObjectGraph.LENGTH.equals(f.name())).map(ObjectGraph.Field::value).findFirst()
                .orElse(Integer.toString(elements(node).size()));
        return node.label() + " : " + node.className().replaceFirst("\\[\\]", "[" + length + "]");
    }

    /** @return the elements below the length, in index order */
    static List<ObjectGraph.Field> elements(ObjectGraph.Node node) {
        return node.slots().stream().filter(f -> !ObjectGraph.LENGTH.equals(f.name())).toList();
    }

    /** @return what a cell shows: its value, or nothing for an object (a dot, where its edge leaves) */
    private static String shown(ObjectGraph.Node node, ObjectGraph.Field element) {
        return kind(node, element) == GraphDrawing.CellKind.REFERENCE ? "" : element.value();
    }

    private static GraphDrawing.CellKind kind(ObjectGraph.Node node, ObjectGraph.Field element) {
        if (SlotValues.NULL.equals(element.value())) {
            return GraphDrawing.CellKind.NULL;
        }
        boolean primitive = node.fields().stream().anyMatch(f -> f.name().equals(element.name()));
        return primitive ? GraphDrawing.CellKind.VALUE : GraphDrawing.CellKind.REFERENCE;
    }

    /** @return the title line */
    String title() {
        return title;
    }

    /** @return the node's width */
    int width() {
        return width;
    }

    /** @return the node's height: the cells' bottom is the node's bottom, where edges leave */
    int height() {
        return height;
    }

    /** @return the cells relative to the node's top left corner */
    List<GraphDrawing.Cell> cells() {
        return cells;
    }

    /** @return the cells moved to a node whose top left corner is at {@code x, y} */
    List<GraphDrawing.Cell> cellsAt(int x, int y) {
        return cells.stream().map(c -> new GraphDrawing.Cell(c.index(), c.value(), c.kind(), x + c.x(), y + c.y(), c.width(), c.height())).toList();
    }
}
