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
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkBendPoint;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkEdgeSection;
import org.eclipse.elk.graph.ElkLabel;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;
import org.eclipse.swt.graphics.Point;
import org.smallscope.engine.protocol.ObjectGraph;

/**
 * Lays out a structure's object graph with ELK's layered algorithm (top to bottom, references as
 * polylines with their field name as label), boxes sized to their text.
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
        List<String[]> texts = new ArrayList<>();
        for (ObjectGraph.Node node : graph.nodes()) {
            String[] lines = lines(node);
            texts.add(lines);
            Point size = boxSize(lines, measure);
            ElkNode n = ElkGraphUtil.createNode(root);
            n.setDimensions(size.x, size.y);
            elkNodes.put(node.label(), n);
        }
        List<ElkEdge> elkEdges = new ArrayList<>();
        for (ObjectGraph.Edge edge : graph.edges()) {
            ElkEdge e = ElkGraphUtil.createSimpleEdge(elkNodes.get(edge.from()), elkNodes.get(edge.to()));
            ElkLabel label = ElkGraphUtil.createLabel(edge.field(), e);
            Point size = measure.extent(edge.field());
            label.setDimensions(size.x, size.y);
            label.setProperty(CoreOptions.EDGE_LABELS_PLACEMENT, EdgeLabelPlacement.CENTER);
            elkEdges.add(e);
        }
        engine().layout(root, new BasicProgressMonitor());
        return drawing(graph, root, elkNodes, texts, elkEdges);
    }

    private static GraphDrawing drawing(ObjectGraph graph, ElkNode root, Map<String, ElkNode> elkNodes, List<String[]> texts,
            List<ElkEdge> elkEdges) {
        List<GraphDrawing.NodeBox> boxes = new ArrayList<>();
        for (int i = 0; i < graph.nodes().size(); i++) {
            ObjectGraph.Node node = graph.nodes().get(i);
            ElkNode n = elkNodes.get(node.label());
            String[] lines = texts.get(i);
            boxes.add(new GraphDrawing.NodeBox(node, lines[0], List.of(lines).subList(1, lines.length), !node.nullReferences().isEmpty(),
                    (int) Math.round(n.getX()), (int) Math.round(n.getY()), (int) Math.round(n.getWidth()), (int) Math.round(n.getHeight())));
        }
        List<GraphDrawing.EdgePath> paths = new ArrayList<>();
        for (int i = 0; i < graph.edges().size(); i++) {
            ElkEdge e = elkEdges.get(i);
            ElkEdgeSection section = e.getSections().get(0);
            List<Integer> points = new ArrayList<>();
            points.add((int) Math.round(section.getStartX()));
            points.add((int) Math.round(section.getStartY()));
            for (ElkBendPoint b : section.getBendPoints()) {
                points.add((int) Math.round(b.getX()));
                points.add((int) Math.round(b.getY()));
            }
            points.add((int) Math.round(section.getEndX()));
            points.add((int) Math.round(section.getEndY()));
            ElkLabel label = e.getLabels().get(0);
            paths.add(new GraphDrawing.EdgePath(graph.edges().get(i), points.stream().mapToInt(Integer::intValue).toArray(),
                    (int) Math.round(label.getX()), (int) Math.round(label.getY())));
        }
        return new GraphDrawing(graph, List.copyOf(boxes), List.copyOf(paths), (int) Math.ceil(root.getWidth()), (int) Math.ceil(root.getHeight()));
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
        return new Point(width + 2 * PAD, height + 2 * PAD + 2);
    }

    private static synchronized RecursiveGraphLayoutEngine engine() {
        if (!registered) {
            LayoutMetaDataService.getInstance().registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
            registered = true;
        }
        return new RecursiveGraphLayoutEngine();
    }
}
