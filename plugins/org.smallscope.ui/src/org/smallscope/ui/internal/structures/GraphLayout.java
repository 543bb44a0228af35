package org.smallscope.ui.internal.structures;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.elk.alg.layered.options.CycleBreakingStrategy;
import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.alg.layered.options.OrderingStrategy;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeLabelPlacement;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.options.PortConstraints;
import org.eclipse.elk.core.options.PortSide;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkBendPoint;
import org.eclipse.elk.graph.ElkConnectableShape;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkEdgeSection;
import org.eclipse.elk.graph.ElkLabel;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.ElkPort;
import org.eclipse.elk.graph.util.ElkGraphUtil;
import org.eclipse.swt.graphics.Point;
import org.smallscope.engine.protocol.ObjectGraph;

/**
 * Lays out a structure's object graph with ELK's layered algorithm (top to bottom, references as
 * polylines with their field name as label), boxes sized to their text; arrays as a row of cells
 * whose object elements' edges leave from their cell; a legend of the classes on top when there are several.
 */
public final class GraphLayout {

    /** Padding inside a node box. */
    static final int PAD = 6;
    private static final int MARGIN = 12;
    private static boolean registered;

    private GraphLayout() {
    }

    /** @return {@code graph} laid out, text measured by {@code measure} */
    public static GraphDrawing layout(ObjectGraph graph, TextMeasure measure) {
        if (graph.nodes().isEmpty()) {
            return GraphDrawing.EMPTY;
        }
        ElkNode root = ElkGraphUtil.createGraph();
        root.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        root.setProperty(CoreOptions.DIRECTION, Direction.DOWN);
        root.setProperty(CoreOptions.EDGE_ROUTING, EdgeRouting.POLYLINE);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE, 28.0);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, 36.0);
        root.setProperty(LayeredOptions.SPACING_EDGE_LABEL, 3.0);
        // nodes come in depth-first discovery order from the root: references back to an earlier
        // node (parent, previous, a list's closing next) are the ones reversed, so trees stay trees
        root.setProperty(LayeredOptions.CYCLE_BREAKING_STRATEGY, CycleBreakingStrategy.MODEL_ORDER);
        root.setProperty(LayeredOptions.CONSIDER_MODEL_ORDER_STRATEGY, OrderingStrategy.NODES_AND_EDGES);
        root.setProperty(CoreOptions.PADDING, new org.eclipse.elk.core.math.ElkPadding(MARGIN));
        Map<String, ElkNode> elkNodes = new HashMap<>();
        Map<String, ArrayBox> arrays = new HashMap<>();
        List<String[]> texts = new ArrayList<>();
        for (ObjectGraph.Node node : graph.nodes()) {
            ElkNode n = ElkGraphUtil.createNode(root);
            if (node.isArray()) {
                ArrayBox array = ArrayBox.of(node, measure);
                arrays.put(node.label(), array);
                texts.add(new String[] {array.title()});
                n.setDimensions(array.width(), array.height());
                n.setProperty(CoreOptions.PORT_CONSTRAINTS, PortConstraints.FIXED_POS);
            } else {
                String[] lines = lines(node);
                texts.add(lines);
                Point size = boxSize(lines, measure);
                n.setDimensions(size.x, size.y);
            }
            elkNodes.put(node.label(), n);
        }
        List<ElkEdge> elkEdges = new ArrayList<>();
        for (ObjectGraph.Edge edge : graph.edges()) {
            ArrayBox array = arrays.get(edge.from());
            GraphDrawing.Cell cell = array == null ? null : cell(array.cells(), edge.field());
            ElkConnectableShape source = elkNodes.get(edge.from());
            if (cell != null) {
                // the edge leaves the bottom of the element's cell
                ElkPort port = ElkGraphUtil.createPort(elkNodes.get(edge.from()));
                port.setDimensions(0, 0);
                port.setLocation(cell.centerX(), array.height());
                port.setProperty(CoreOptions.PORT_SIDE, PortSide.SOUTH);
                source = port;
            }
            ElkEdge e = ElkGraphUtil.createSimpleEdge(source, elkNodes.get(edge.to()));
            String text = edgeLabel(edge, cell != null);
            ElkLabel label = ElkGraphUtil.createLabel(text, e);
            Point size = measure.extent(text);
            label.setDimensions(size.x, size.y);
            label.setProperty(CoreOptions.EDGE_LABELS_PLACEMENT, EdgeLabelPlacement.CENTER);
            elkEdges.add(e);
        }
        engine().layout(root, new BasicProgressMonitor());
        return drawing(graph, root, elkNodes, arrays, texts, elkEdges, measure);
    }

    /** @return the text beside an edge: the field's name, or {@code [2]} for element 2 of an array */
    static String edgeLabel(ObjectGraph.Edge edge, boolean fromCell) {
        return fromCell ? "[" + edge.field() + "]" : edge.field();
    }

    private static GraphDrawing.Cell cell(List<GraphDrawing.Cell> cells, String index) {
        return cells.stream().filter(c -> c.kind() == GraphDrawing.CellKind.REFERENCE && c.index().equals(index)).findFirst().orElse(null);
    }

    private static GraphDrawing drawing(ObjectGraph graph, ElkNode root, Map<String, ElkNode> elkNodes, Map<String, ArrayBox> arrays,
            List<String[]> texts, List<ElkEdge> elkEdges, TextMeasure measure) {
        List<String> classes = ClassLegend.classes(graph);
        List<GraphDrawing.LegendEntry> legend = ClassLegend.entries(classes, measure, MARGIN, MARGIN);
        int dy = ClassLegend.height(legend);
        List<GraphDrawing.NodeBox> boxes = new ArrayList<>();
        for (int i = 0; i < graph.nodes().size(); i++) {
            ObjectGraph.Node node = graph.nodes().get(i);
            ElkNode n = elkNodes.get(node.label());
            String[] lines = texts.get(i);
            int x = (int) Math.round(n.getX());
            int y = (int) Math.round(n.getY()) + dy;
            ArrayBox array = arrays.get(node.label());
            List<GraphDrawing.Cell> cells = array == null ? List.of() : array.cellsAt(x, y);
            boolean nullLine = array == null && !node.nullReferences().isEmpty();
            boxes.add(new GraphDrawing.NodeBox(node, lines[0], List.of(lines).subList(1, lines.length), nullLine, cells, x, y,
                    (int) Math.round(n.getWidth()), (int) Math.round(n.getHeight())));
        }
        List<GraphDrawing.EdgePath> paths = new ArrayList<>();
        for (int i = 0; i < graph.edges().size(); i++) {
            ObjectGraph.Edge edge = graph.edges().get(i);
            ElkEdge e = elkEdges.get(i);
            ElkEdgeSection section = e.getSections().get(0);
            List<Integer> points = new ArrayList<>();
            boolean fromCell = !e.getSources().isEmpty() && e.getSources().get(0) instanceof ElkPort;
            if (fromCell) {
                // from the dot in the cell down to the cell's bottom, where ELK's route starts
                GraphDrawing.NodeBox from = boxes.stream().filter(b -> b.node().label().equals(edge.from())).findFirst().orElseThrow();
                GraphDrawing.Cell cell = cell(from.cells(), edge.field());
                points.add(cell.centerX());
                points.add(cell.centerY());
            }
            points.add((int) Math.round(section.getStartX()));
            points.add((int) Math.round(section.getStartY()) + dy);
            for (ElkBendPoint b : section.getBendPoints()) {
                points.add((int) Math.round(b.getX()));
                points.add((int) Math.round(b.getY()) + dy);
            }
            points.add((int) Math.round(section.getEndX()));
            points.add((int) Math.round(section.getEndY()) + dy);
            ElkLabel label = e.getLabels().get(0);
            paths.add(new GraphDrawing.EdgePath(edge, label.getText(), points.stream().mapToInt(Integer::intValue).toArray(),
                    (int) Math.round(label.getX()), (int) Math.round(label.getY()) + dy));
        }
        int width = Math.max((int) Math.ceil(root.getWidth()), ClassLegend.right(legend, measure) + MARGIN);
        return new GraphDrawing(graph, List.copyOf(boxes), List.copyOf(paths), classes, List.copyOf(legend), width,
                (int) Math.ceil(root.getHeight()) + dy);
    }

    /** @return the title, then {@code name = value} per primitive field, then {@code null: left, right} if any */
    static String[] lines(ObjectGraph.Node node) {
        List<String> lines = new ArrayList<>();
        String cls = node.className();
        lines.add(cls == null || node.label().startsWith(cls) ? node.label() : node.label() + " : " + cls);
        node.fields().forEach(f -> lines.add(f.name() + " = " + f.value()));
        if (!node.nullReferences().isEmpty()) {
            lines.add("null: " + String.join(", ", node.nullReferences()));
        }
        return lines.toArray(String[]::new);
    }

    private static Point boxSize(String[] lines, TextMeasure measure) {
        int width = 0;
        int height = 0;
        for (String line : lines) {
            Point p = measure.extent(line);
            width = Math.max(width, p.x);
            height += p.y;
        }
        // a box with only its title is the title band alone, without an empty body below it
        return new Point(width + 2 * PAD, lines.length == 1 ? height + PAD : height + 2 * PAD + 2);
    }

    private static synchronized RecursiveGraphLayoutEngine engine() {
        if (!registered) {
            LayoutMetaDataService.getInstance().registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
            registered = true;
        }
        return new RecursiveGraphLayoutEngine();
    }
}
