package org.smallscope.ui.internal.structures;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;

/** Draws a laid-out object graph with plain SWT: boxes with a title band, field lines, arrows with their field's name. */
public final class GraphPainter {

    /** Fill of a node's title band. */
    static final Color TITLE = new Color(214, 228, 247);
    /** Fill of the root's title band. */
    static final Color ROOT_TITLE = new Color(250, 226, 180);
    /** Node borders and arrows. */
    static final Color LINE = new Color(60, 72, 96);
    /** Null references, listed in grey. */
    static final Color MUTED = new Color(130, 130, 130);
    /** Edge labels. */
    static final Color LABEL = new Color(20, 90, 160);
    /** Counterexample rows. */
    static final Color ERROR = new Color(190, 30, 30);
    /** Half the width of an arrow head. */
    static final int ARROW = 4;

    private GraphPainter() {
    }

    /** Draws {@code drawing} onto {@code gc} with its top left corner at the origin. */
    public static void paint(GC gc, GraphDrawing drawing) {
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        gc.setLineWidth(1);
        for (GraphDrawing.EdgePath path : drawing.edges()) {
            gc.setForeground(LINE);
            gc.setBackground(LINE);
            gc.drawPolyline(path.points());
            gc.fillPolygon(arrowHead(path.points()));
            gc.setForeground(LABEL);
            gc.drawText(path.edge().field(), path.labelX(), path.labelY(), true);
        }
        for (GraphDrawing.NodeBox box : drawing.nodes()) {
            paintNode(gc, box);
        }
    }

    private static void paintNode(GC gc, GraphDrawing.NodeBox box) {
        int lineHeight = gc.getFontMetrics().getHeight();
        int titleHeight = lineHeight + GraphLayout.PAD;
        gc.setBackground(gc.getDevice().getSystemColor(SWT.COLOR_WHITE));
        gc.fillRoundRectangle(box.x(), box.y(), box.width(), box.height(), 8, 8);
        gc.setBackground("this".equals(box.node().label()) ? ROOT_TITLE : TITLE);
        gc.fillRoundRectangle(box.x(), box.y(), box.width(), titleHeight, 8, 8);
        gc.fillRectangle(box.x(), box.y() + titleHeight - 4, box.width(), 4);
        gc.setForeground(LINE);
        gc.drawRoundRectangle(box.x(), box.y(), box.width(), box.height(), 8, 8);
        gc.drawLine(box.x(), box.y() + titleHeight, box.x() + box.width(), box.y() + titleHeight);
        gc.drawText(box.title(), box.x() + GraphLayout.PAD, box.y() + GraphLayout.PAD / 2, true);
        int y = box.y() + titleHeight + 2;
        for (int i = 0; i < box.lines().size(); i++) {
            boolean muted = box.nullLine() && i == box.lines().size() - 1;
            gc.setForeground(muted ? MUTED : gc.getDevice().getSystemColor(SWT.COLOR_BLACK));
            gc.drawText(box.lines().get(i), box.x() + GraphLayout.PAD, y, true);
            y += lineHeight;
        }
    }

    /** @return the triangle at the end of a polyline, pointing along its last segment */
    static int[] arrowHead(int[] points) {
        int n = points.length;
        double tipX = points[n - 2];
        double tipY = points[n - 1];
        double dx = tipX - points[n - 4];
        double dy = tipY - points[n - 3];
        double length = Math.max(1e-6, Math.hypot(dx, dy));
        dx /= length;
        dy /= length;
        double baseX = tipX - dx * 3 * ARROW;
        double baseY = tipY - dy * 3 * ARROW;
        return new int[] {(int) Math.round(tipX), (int) Math.round(tipY), (int) Math.round(baseX - dy * ARROW),
                (int) Math.round(baseY + dx * ARROW), (int) Math.round(baseX + dy * ARROW), (int) Math.round(baseY - dx * ARROW)};
    }
}
