package org.smallscope.ui.internal.quality;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.smallscope.core.quality.EvaluationResults;
import org.smallscope.core.quality.EvaluationResults.Metric;

/**
 * What the Suite Quality chart shows, independent of drawing: one series of (scope, share) points per measured metric,
 * the scope range of the x axis, the marked smallest sufficient scope, and the mapping of those values to pixels of a plot area.
 */
public final class QualityChart {

    /** One point of a series: a metric's value at a scope. */
    public record Dot(int scope, double value) {
    }

    private final Map<Metric, List<Dot>> series = new EnumMap<>(Metric.class);
    private final int firstScope;
    private final int lastScope;
    private final OptionalInt marker;

    private QualityChart(Map<Metric, List<Dot>> series, int firstScope, int lastScope, OptionalInt marker) {
        this.series.putAll(series);
        this.firstScope = firstScope;
        this.lastScope = lastScope;
        this.marker = marker;
    }

    /** @return the chart of {@code report}: a series per metric measured at some scope, in scope order */
    public static QualityChart of(EvaluationResults report) {
        Map<Metric, List<Dot>> series = new EnumMap<>(Metric.class);
        List<EvaluationResults.Scope> scopes = new ArrayList<>(report.scopes());
        scopes.sort(java.util.Comparator.comparingInt(EvaluationResults.Scope::scope));
        for (Metric m : Metric.values()) {
            List<Dot> dots = new ArrayList<>();
            for (EvaluationResults.Scope s : scopes) {
                Double v = s.value(m);
                if (v != null) {
                    dots.add(new Dot(s.scope(), v));
                }
            }
            if (!dots.isEmpty()) {
                series.put(m, List.copyOf(dots));
            }
        }
        int first = scopes.isEmpty() ? 0 : scopes.get(0).scope();
        int last = scopes.isEmpty() ? 0 : scopes.get(scopes.size() - 1).scope();
        return new QualityChart(series, first, last, report.smallestSufficientScope());
    }

    /** @return the metrics drawn, in legend order */
    public List<Metric> metrics() {
        return List.copyOf(series.keySet());
    }

    /** @return {@code metric}'s points in scope order (empty when it was not measured) */
    public List<Dot> series(Metric metric) {
        return series.getOrDefault(metric, List.of());
    }

    /** @return the smallest scope on the x axis */
    public int firstScope() {
        return firstScope;
    }

    /** @return the largest scope on the x axis */
    public int lastScope() {
        return lastScope;
    }

    /** @return the smallest sufficient scope, marked on the chart, if any */
    public OptionalInt marker() {
        return marker;
    }

    /** @return the pixel x of {@code scope} in {@code plot} (scopes spread evenly; a single scope in the middle) */
    public int x(int scope, Rectangle plot) {
        if (lastScope == firstScope) {
            return plot.x + plot.width / 2;
        }
        return plot.x + (int) Math.round((double) (scope - firstScope) * plot.width / (lastScope - firstScope));
    }

    /** @return the pixel y of share {@code value} (0..1) in {@code plot}, 1 at the top */
    public int y(double value, Rectangle plot) {
        return plot.y + plot.height - (int) Math.round(value * plot.height);
    }

    /** @return the pixel of {@code dot} in {@code plot} */
    public Point pixel(Dot dot, Rectangle plot) {
        return new Point(x(dot.scope(), plot), y(dot.value(), plot));
    }
}
