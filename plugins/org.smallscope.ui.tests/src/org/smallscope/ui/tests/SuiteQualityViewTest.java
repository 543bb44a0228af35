package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.core.quality.EvaluationResults.Metric;
import org.smallscope.core.quality.LastEvaluation;
import org.smallscope.ui.internal.quality.QualityChart;
import org.smallscope.ui.internal.quality.SuiteQualityView;

/**
 * The Suite Quality view in a real workbench on a SearchTree evaluation report (scopes 1-6): it opens on the remembered
 * report, its table lists every scope with the smallest sufficient scope (5) highlighted, its chart holds the report's
 * three series and draws them in their colours, a newly remembered report replaces it, and a damaged report shows why.
 */
class SuiteQualityViewTest {

    private static final String FIXTURE = "reports/searchtree-quality.json";

    @TempDir
    static Path dir;

    private static Path report;

    @BeforeAll
    static void copyFixture() throws Exception {
        Workbench.prepare();
        report = dir.resolve("searchtree-quality.json");
        try (InputStream in = SuiteQualityViewTest.class.getResourceAsStream(FIXTURE)) {
            Files.copy(in, report);
        }
    }

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    /** @return the view, opened anew (so it reads the remembered report as after a restart) */
    private static SuiteQualityView reopened() throws Exception {
        IViewPart old = page().findView(SuiteQualityView.ID);
        if (old != null) {
            page().hideView(old);
        }
        SuiteQualityView view = (SuiteQualityView) page().showView(SuiteQualityView.ID, null, IWorkbenchPage.VIEW_ACTIVATE);
        Workbench.spin(200);
        return view;
    }

    @Test
    void opensOnTheRememberedReportWithEveryScopeAndTheSmallestSufficientScopeHighlighted() throws Exception {
        LastEvaluation.remember(report);
        SuiteQualityView view = reopened();

        assertNull(view.problem(), view.problem());
        assertTrue(view.headingText().contains("SearchTree") && view.headingText().contains("smallest sufficient scope 5"), view.headingText());
        Table table = view.table();
        List<String> inputs = new ArrayList<>();
        List<String> bold = new ArrayList<>();
        for (TableItem item : table.getItems()) {
            inputs.add(item.getText(1));
            if ((item.getFont().getFontData()[0].getStyle() & SWT.BOLD) != 0) {
                bold.add(item.getText(0));
            }
        }
        assertEquals(List.of("4", "20", "90", "408", "1,880", "8,772"), inputs);
        assertEquals(List.of("5"), bold, "only the smallest sufficient scope is bold");
        TableItem five = table.getItem(4);
        assertEquals(List.of("5", "1,880", "96 ms", "100.0", "100.0", "93.1"), cells(five));
        assertNotEquals(table.getItem(3).getBackground().getRGB(), five.getBackground().getRGB(), "its row is tinted");
        assertEquals(List.of("1", "4", "11 ms", "55.0", "41.7", "34.5"), cells(table.getItem(0)));
    }

    @Test
    void theChartHoldsTheThreeSeriesAndTheMarkerAndDrawsThem() throws Exception {
        LastEvaluation.remember(report);
        SuiteQualityView view = reopened();

        QualityChart chart = view.chart();
        assertEquals(List.of(Metric.STATEMENT, Metric.BRANCH, Metric.MUTATION), chart.metrics());
        assertEquals(List.of(0.55, 0.8, 0.925, 0.975, 1.0, 1.0), chart.series(Metric.STATEMENT).stream().map(QualityChart.Dot::value).toList());
        assertEquals(List.of(0.4167, 0.7083, 0.8333, 0.9583, 1.0, 1.0), chart.series(Metric.BRANCH).stream().map(QualityChart.Dot::value).toList());
        assertEquals(List.of(1, 2, 3, 4, 5, 6), chart.series(Metric.MUTATION).stream().map(QualityChart.Dot::scope).toList());
        assertEquals(OptionalInt.of(5), chart.marker());

        ImageData drawn = view.drawChart(800, 400);
        Rectangle plot = SuiteQualityView.plotArea(new Rectangle(0, 0, 800, 400));
        for (Metric m : chart.metrics()) {
            Point at = chart.pixel(chart.series(m).get(0), plot); // scope 1: the three series apart
            assertEquals(view.colorOf(m), drawn.palette.getRGB(drawn.getPixel(at.x, at.y)), m + "'s point at scope 1 is drawn at " + at);
        }
        int x5 = chart.x(5, plot);
        int orange = 0;
        for (int y = plot.y; y < plot.y + plot.height; y++) {
            orange += drawn.palette.getRGB(drawn.getPixel(x5, y)).equals(new org.eclipse.swt.graphics.RGB(255, 160, 0)) ? 1 : 0;
        }
        assertTrue(orange > plot.height / 3, "the marker's dashed line at scope 5: " + orange + " of " + plot.height + " pixels");
        Rectangle box = new Rectangle(10, 10, 100, 100);
        Point left = chart.pixel(new QualityChart.Dot(1, 0), box);
        Point right = chart.pixel(new QualityChart.Dot(6, 1), box);
        assertEquals(new Point(10, 110), left, "the first scope at 0 is the lower left corner");
        assertEquals(new Point(110, 10), right, "the last scope at 100% is the upper right corner");
        assertTrue(left.x < right.x && left.y > right.y, "scopes grow to the right, shares upwards");
    }

    @Test
    void aNewlyRememberedReportReplacesTheShownOne() throws Exception {
        LastEvaluation.remember(report);
        SuiteQualityView view = reopened();
        Path smaller = dir.resolve("first-three.json");
        String json = Files.readString(report);
        int cut = json.indexOf("{ \"scope\": 4");
        Files.writeString(smaller, json.substring(0, json.lastIndexOf(',', cut)) + "], \"smallest_full\": null, \"chart\": null}");

        LastEvaluation.remember(smaller);
        Workbench.waitUntil("the new report shown", 10_000, () -> view.table().getItemCount() == 3);

        assertTrue(view.headingText().contains("no scope reaches the maximum"), view.headingText());
        assertEquals(OptionalInt.empty(), view.chart().marker());
    }

    @Test
    void aDamagedReportShowsWhyAndNoData() throws Exception {
        LastEvaluation.remember(report);
        SuiteQualityView view = reopened();
        Path damaged = dir.resolve("damaged.json");
        Files.writeString(damaged, Files.readString(report).replace("\"inputs\": 408,", "\"inputs\": \"many\","));

        view.show(damaged);

        assertTrue(view.problem().contains(damaged.toString()) && view.problem().contains("scopes[3].inputs"), view.problem());
        assertEquals(view.problem(), view.headingText());
        assertEquals(0, view.table().getItemCount());
        assertNull(view.chart());
        view.show(report);
        assertEquals(6, view.table().getItemCount(), "a good report shows again");
    }

    @Test
    void screenshot() throws Exception {
        LastEvaluation.remember(report);
        SuiteQualityView view = reopened();
        var file = Screenshots.ofMaximized(view, "suite-quality", () -> Workbench.spin(500));
        assertTrue(file.length() > 0, file.toString());
    }

    private static List<String> cells(TableItem item) {
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < item.getParent().getColumnCount(); i++) {
            cells.add(item.getText(i));
        }
        return cells;
    }
}
