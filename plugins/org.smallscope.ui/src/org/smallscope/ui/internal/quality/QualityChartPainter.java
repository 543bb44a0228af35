package org.smallscope.ui.internal.quality;

import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.smallscope.core.quality.EvaluationResults.Metric;

/** Draws a {@link QualityChart} with SWT's GC: axes with scope and percent ticks, a polyline with points per metric, the legend and the marker. */
final class QualityChartPainter {

    /** Space around the plot for tick labels and the legend. */
    private static final int LEFT = 48;
    private static final int RIGHT = 16;
    private static final int TOP = 28;
    private static final int BOTTOM = 44;
    private static final int DOT = 6;

    private final Map<Metric, Color> colors;
    private final Color axis;
    private final Color grid;
    private final Color marker;

    QualityChartPainter(Display display) {
        colors = Map.of(Metric.STATEMENT, new Color(display, 31, 119, 180), Metric.BRANCH, new Color(display, 44, 160, 44),
                Metric.MUTATION, new Color(display, 214, 39, 40));
        axis = display.getSystemColor(SWT.COLOR_WIDGET_FOREGROUND);
        grid = new Color(display, 225, 225, 225);
        marker = new Color(display, 255, 160, 0);
    }

    /** @return the plot area inside a canvas of {@code size} */
    static Rectangle plot(Rectangle area) {
        return new Rectangle(area.x + LEFT, area.y + TOP, Math.max(10, area.width - LEFT - RIGHT), Math.max(10, area.height - TOP - BOTTOM));
    }

    /** @return the colour of {@code metric}'s line */
    Color color(Metric metric) {
        return colors.get(metric);
    }

    void paint(GC gc, QualityChart chart, Rectangle area) {
        gc.setAntialias(SWT.ON);
        Rectangle plot = plot(area);
        gc.setLineWidth(1);
        for (int p = 0; p <= 100; p += 25) {
            int y = chart.y(p / 100.0, plot);
            gc.setForeground(grid);
            gc.drawLine(plot.x, y, plot.x + plot.width, y);
            gc.setForeground(axis);
            String label = p + "%";
            Point extent = gc.textExtent(label);
            gc.drawText(label, plot.x - extent.x - 6, y - extent.y / 2, true);
        }
        chart.marker().ifPresent(scope -> {
            int x = chart.x(scope, plot);
            gc.setForeground(marker);
            gc.setLineWidth(2);
            gc.setLineStyle(SWT.LINE_DASH);
            gc.drawLine(x, plot.y, x, plot.y + plot.height);
            gc.setLineStyle(SWT.LINE_SOLID);
            String label = "smallest sufficient scope " + scope;
            Point extent = gc.textExtent(label);
            gc.drawText(label, Math.min(x + 4, plot.x + plot.width - extent.x), plot.y + plot.height - extent.y - 4, true);
        });
        gc.setForeground(axis);
        gc.setLineWidth(1);
        gc.drawLine(plot.x, plot.y + plot.height, plot.x + plot.width, plot.y + plot.height);
        gc.drawLine(plot.x, plot.y, plot.x, plot.y + plot.height);
        for (int s = chart.firstScope(); s <= chart.lastScope(); s++) {
            int x = chart.x(s, plot);
            gc.drawLine(x, plot.y + plot.height, x, plot.y + plot.height + 4);
            String label = Integer.toString(s);
            gc.drawText(label, x - gc.textExtent(label).x / 2, plot.y + plot.height + 6, true);
        }
        String title = "scope";
        gc.drawText(title, plot.x + plot.width - gc.textExtent(title).x, plot.y + plot.height + 6 + gc.getFontMetrics().getHeight(), true);
        for (Metric m : chart.metrics()) {
            line(gc, chart, plot, m);
        }
        legend(gc, chart, area);
    }

    private void line(GC gc, QualityChart chart, Rectangle plot, Metric metric) {
        List<QualityChart.Dot> dots = chart.series(metric);
        int[] xy = new int[dots.size() * 2];
        for (int i = 0; i < dots.size(); i++) {
            Point p = chart.pixel(dots.get(i), plot);
            xy[2 * i] = p.x;
            xy[2 * i + 1] = p.y;
        }
        gc.setForeground(color(metric));
        gc.setBackground(color(metric));
        gc.setLineWidth(2);
        gc.drawPolyline(xy);
        for (int i = 0; i < dots.size(); i++) {
            gc.fillOval(xy[2 * i] - DOT / 2, xy[2 * i + 1] - DOT / 2, DOT, DOT);
        }
    }

    private void legend(GC gc, QualityChart chart, Rectangle area) {
        int x = area.x + LEFT;
        int y = area.y + 6;
        for (Metric m : chart.metrics()) {
            gc.setBackground(color(m));
            int h = gc.getFontMetrics().getHeight();
            gc.fillRectangle(x, y + h / 2 - 2, 18, 4);
            gc.setForeground(axis);
            gc.drawText(m.label(), x + 22, y, true);
            x += 22 + gc.textExtent(m.label()).x + 18;
        }
    }

    void dispose() {
        colors.values().forEach(Color::dispose);
        grid.dispose();
        marker.dispose();
    }
}
