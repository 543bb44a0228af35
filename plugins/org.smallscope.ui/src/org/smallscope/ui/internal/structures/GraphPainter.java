package org.smallscope.ui.internal.structures;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;

/**
 * Draws a laid-out object graph with plain SWT: boxes with a title band coloured by class, field lines, arrays as a
 * row of indexed cells, arrows with their field's name (or element index), and the legend of the classes.
 */
public final class GraphPainter {

    /** Fill of a node's title band (of the first class; the others take the next colours of {@link #CLASSES}). */
    static final Color TITLE = new Color(214, 228, 247);
    /** Fills of the title bands by class, in the order the classes appear in a drawing. */
    static final Color[] CLASSES = {TITLE, new Color(212, 238, 204), new Color(238, 218, 244), new Color(252, 220, 214), new Color(206, 236, 236),
        new Color(240, 236, 198), new Color(226, 226, 226)};
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
    /** The radius of the dot in an array cell that holds an object. */
    static final int DOT = 3;

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
            gc.drawText(path.label(), path.labelX(), path.labelY(), true);
        }
        for (GraphDrawing.NodeBox box : drawing.nodes()) {
            Color fill = fill(drawing.colourOf(box));
            if (box.isArray()) {
                paintArray(gc, box, fill);
            } else {
                paintNode(gc, box, fill);
            }
        }
        for (GraphDrawing.LegendEntry entry : drawing.legend()) {
            gc.setBackground(fill(entry.colour()));
            gc.fillRectangle(entry.x(), entry.y(), entry.size(), entry.size());
            gc.setForeground(LINE);
            gc.drawRectangle(entry.x(), entry.y(), entry.size(), entry.size());
            gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_BLACK));
            gc.drawText(entry.className(), entry.x() + entry.size() + ClassLegend.GAP / 2, entry.y(), true);
        }
    }

    /** @return the title band's fill of colour index {@code colour} (-1: the root) */
    static Color fill(int colour) {
        return colour < 0 ? ROOT_TITLE : CLASSES[colour % CLASSES.length];
    }

    private static void paintArray(GC gc, GraphDrawing.NodeBox box, Color fill) {
        int lineHeight = gc.getFontMetrics().getHeight();
        int titleHeight = lineHeight + GraphLayout.PAD;
        gc.setBackground(fill);
        gc.fillRoundRectangle(box.x(), box.y(), box.width(), titleHeight, 8, 8);
        gc.setForeground(LINE);
        gc.drawRoundRectangle(box.x(), box.y(), box.width(), titleHeight, 8, 8);
        gc.drawText(box.title(), box.x() + GraphLayout.PAD, box.y() + GraphLayout.PAD / 2, true);
        for (GraphDrawing.Cell cell : box.cells()) {
            gc.setBackground(gc.getDevice().getSystemColor(SWT.COLOR_WHITE));
            gc.fillRectangle(cell.x(), cell.y(), cell.width(), cell.height());
            gc.setForeground(LINE);
            gc.setLineStyle(cell.kind() == GraphDrawing.CellKind.EMPTY ? SWT.LINE_DASH : SWT.LINE_SOLID);
            gc.drawRectangle(cell.x(), cell.y(), cell.width(), cell.height());
            gc.setLineStyle(SWT.LINE_SOLID);
            gc.setForeground(MUTED);
            centred(gc, cell.index(), cell.centerX(), cell.y() - lineHeight);
            if (cell.kind() == GraphDrawing.CellKind.REFERENCE) {
                gc.setBackground(LINE);
                gc.fillOval(cell.centerX() - DOT, cell.centerY() - DOT, 2 * DOT + 1, 2 * DOT + 1);
            } else {
                gc.setForeground(cell.kind() == GraphDrawing.CellKind.VALUE ? gc.getDevice().getSystemColor(SWT.COLOR_BLACK) : MUTED);
                centred(gc, cell.value(), cell.centerX(), cell.centerY() - lineHeight / 2);
            }
        }
    }

    private static void centred(GC gc, String text, int centerX, int top) {
        gc.drawText(text, centerX - gc.textExtent(text).x / 2, top, true);
    }

    private static void paintNode(GC gc, GraphDrawing.NodeBox box, Color fill) {
        int lineHeight = gc.getFontMetrics().getHeight();
        int titleHeight = lineHeight + GraphLayout.PAD;
        gc.setBackground(gc.getDevice().getSystemColor(SWT.COLOR_WHITE));
        gc.fillRoundRectangle(box.x(), box.y(), box.width(), box.height(), 8, 8);
        gc.setBackground(fill);
        boolean titleOnly = box.lines().isEmpty();
        gc.fillRoundRectangle(box.x(), box.y(), box.width(), titleOnly ? box.height() : titleHeight, 8, 8);
        if (!titleOnly) {
            gc.fillRectangle(box.x(), box.y() + titleHeight - 4, box.width(), 4);
        }
        gc.setForeground(LINE);
        gc.drawRoundRectangle(box.x(), box.y(), box.width(), box.height(), 8, 8);
        if (!titleOnly) {
            gc.drawLine(box.x(), box.y() + titleHeight, box.x() + box.width(), box.y() + titleHeight);
        }
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
