package org.smallscope.evaluation;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/** Draws statement coverage, branch coverage and mutation score against the scope as a PNG line chart (JFreeChart). */
public final class QualityChartImage {

    private QualityChartImage() {
    }

    /** Writes the chart of {@code scopes} to {@code png} (800 x 500 pixels). */
    public static void write(String subject, List<ScopeResult> scopes, Path png) throws IOException {
        System.setProperty("java.awt.headless", "true");
        XYSeries statements = new XYSeries("statement coverage %");
        XYSeries branches = new XYSeries("branch coverage %");
        XYSeries mutation = new XYSeries("mutation score %");
        for (ScopeResult s : scopes) {
            statements.add(s.scope(), 100 * s.coverage().statement());
            branches.add(s.scope(), 100 * s.coverage().branch());
            if (s.mutationScore() != null) {
                mutation.add(s.scope(), 100 * s.mutationScore());
            }
        }
        XYSeriesCollection data = new XYSeriesCollection();
        data.addSeries(statements);
        data.addSeries(branches);
        if (!mutation.isEmpty()) {
            data.addSeries(mutation);
        }
        JFreeChart chart = ChartFactory.createXYLineChart("Suite quality of " + subject + " per scope", "scope", "%", data,
                PlotOrientation.VERTICAL, true, false, false);
        NumberAxis scopeAxis = (NumberAxis) chart.getXYPlot().getDomainAxis();
        scopeAxis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        ((NumberAxis) chart.getXYPlot().getRangeAxis()).setRange(0, 100);
        ChartUtils.saveChartAsPNG(png.toFile(), chart, 800, 500);
    }
}
