package org.smallscope.ui.internal.structures;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.swt.graphics.Point;
import org.smallscope.engine.protocol.ObjectGraph;

/** The classes of a drawing's nodes, which colour their title bands, and the legend naming them in a row on top when there are several. */
final class ClassLegend {

    /** Space between a swatch and its name, and twice that between entries and below the row. */
    static final int GAP = 8;

    private ClassLegend() {
    }

    /** @return the classes of the nodes other than the root, in order of first appearance */
    static List<String> classes(ObjectGraph graph) {
        Set<String> classes = new LinkedHashSet<>();
        for (ObjectGraph.Node node : graph.nodes()) {
            if (!ObjectGraph.ROOT.equals(node.label()) && node.className() != null) {
                classes.add(node.className());
            }
        }
        return List.copyOf(classes);
    }

    /** @return an entry per class in a row starting at {@code left, top} when there are several classes, else none */
    static List<GraphDrawing.LegendEntry> entries(List<String> classes, TextMeasure measure, int left, int top) {
        if (classes.size() < 2) {
            return List.of();
        }
        List<GraphDrawing.LegendEntry> entries = new ArrayList<>();
        int x = left;
        for (int i = 0; i < classes.size(); i++) {
            Point text = measure.extent(classes.get(i));
            entries.add(new GraphDrawing.LegendEntry(classes.get(i), i, x, top, text.y));
            x += text.y + GAP / 2 + text.x + 2 * GAP;
        }
        return List.copyOf(entries);
    }

    /** @return how far the drawing moves down to make room for {@code entries}: nothing without a legend */
    static int height(List<GraphDrawing.LegendEntry> entries) {
        return entries.isEmpty() ? 0 : entries.get(0).size() + GAP;
    }

    /** @return the right end of the legend's last name, 0 without a legend */
    static int right(List<GraphDrawing.LegendEntry> entries, TextMeasure measure) {
        if (entries.isEmpty()) {
            return 0;
        }
        GraphDrawing.LegendEntry last = entries.get(entries.size() - 1);
        return last.x() + last.size() + GAP / 2 + measure.extent(last.className()).x;
    }
}
