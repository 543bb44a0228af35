package org.smallscope.ui.internal.structures;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.Transform;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.smallscope.engine.protocol.ObjectGraph;

/** A canvas showing one structure's object graph, laid out by {@link GraphLayout} and scaled down to fit when it is larger. */
public final class GraphCanvas {

    private final Canvas canvas;
    private GraphDrawing drawing = GraphDrawing.EMPTY;
    private String message = "";

    /** Creates the canvas in {@code parent}. */
    public GraphCanvas(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        canvas.addPaintListener(e -> paint(e.gc));
    }

    /** @return the SWT control */
    public Canvas control() {
        return canvas;
    }

    /** Lays out and shows {@code graph}, or {@code text} instead when the graph is null. */
    public void show(ObjectGraph graph, String text) {
        GC gc = new GC(canvas);
        try {
            drawing = graph == null ? GraphDrawing.EMPTY : GraphLayout.layout(graph, TextMeasure.of(gc));
        } finally {
            gc.dispose();
        }
        message = text == null ? "" : text;
        canvas.redraw();
    }

    /** @return what is shown (empty when nothing is selected) */
    public GraphDrawing drawing() {
        return drawing;
    }

    private void paint(GC gc) {
        Rectangle area = canvas.getClientArea();
        gc.setBackground(canvas.getDisplay().getSystemColor(SWT.COLOR_LIST_BACKGROUND));
        gc.fillRectangle(area);
        gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
        gc.drawText(message, 6, 4, true);
        int top = gc.getFontMetrics().getHeight() + 8;
        if (drawing.nodes().isEmpty() || area.width <= 0 || area.height <= top) {
            return;
        }
        float scale = Math.min(1f, Math.min((float) area.width / drawing.width(), (float) (area.height - top) / drawing.height()));
        float left = Math.max(0, (area.width - drawing.width() * scale) / 2);
        Transform transform = new Transform(canvas.getDisplay());
        try {
            transform.translate(left, top);
            transform.scale(scale, scale);
            gc.setTransform(transform);
            GraphPainter.paint(gc, drawing);
            gc.setTransform(null);
        } finally {
            transform.dispose();
        }
    }
}
