package org.smallscope.ui.internal.quality;

import java.nio.file.Path;
import java.util.function.Consumer;

import org.eclipse.jface.action.Action;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;
import org.smallscope.core.quality.EvaluationResults;
import org.smallscope.core.quality.EvaluationReportReader;
import org.smallscope.core.quality.LastEvaluation;

/**
 * The Suite Quality view: an evaluation report (the last one, or one opened from a file) as a chart of statement coverage,
 * branch coverage and mutation score against scope and as a table, with the smallest sufficient scope marked; a report
 * that cannot be read shows why instead.
 */
public final class SuiteQualityView extends ViewPart {

    /** The view's id. */
    public static final String ID = "org.smallscope.ui.suiteQuality";

    private Label heading;
    private Canvas canvas;
    private QualityTable table;
    private QualityChartPainter painter;
    private EvaluationResults report;
    private QualityChart chart;
    private String problem;
    private final Consumer<Path> onNewReport = path -> {
        if (canvas != null && !canvas.isDisposed()) {
            canvas.getDisplay().asyncExec(() -> {
                if (!canvas.isDisposed()) {
                    show(path);
                }
            });
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        heading = new Label(parent, SWT.WRAP);
        heading.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        GridData plot = new GridData(SWT.FILL, SWT.FILL, true, true);
        plot.heightHint = 260;
        plot.minimumHeight = 160;
        canvas.setLayoutData(plot);
        painter = new QualityChartPainter(parent.getDisplay());
        canvas.addPaintListener(e -> {
            if (chart != null) {
                painter.paint(e.gc, chart, canvas.getClientArea());
            }
        });
        table = new QualityTable(parent);
        GridData rows = new GridData(SWT.FILL, SWT.FILL, true, false);
        rows.heightHint = 170;
        table.control().setLayoutData(rows);
        getViewSite().getActionBars().getToolBarManager().add(new OpenAction());
        getViewSite().getActionBars().getToolBarManager().add(new CoverageToggleAction());
        LastEvaluation.addListener(onNewReport);
        LastEvaluation.path().ifPresentOrElse(this::show, () -> showNothing());
    }

    private void showNothing() {
        report = null;
        chart = null;
        problem = null;
        heading.setText("No evaluation yet: open an evaluation report (smallscope evaluate ... --report file.json) with the toolbar.");
        refresh();
    }

    /** Reads and shows the report in {@code file}; a bad file shows its problem and clears the chart and table. */
    public void show(Path file) {
        try {
            report = EvaluationReportReader.read(file);
            chart = QualityChart.of(report);
            problem = null;
            heading.setText(headingOf(report));
        } catch (EvaluationReportReader.BadReportException e) {
            report = null;
            chart = null;
            problem = e.getMessage();
            heading.setText(problem);
        }
        refresh();
    }

    private static String headingOf(EvaluationResults r) {
        StringBuilder b = new StringBuilder(r.subject());
        if (!r.methods().isEmpty()) {
            b.append(" (").append(String.join(", ", r.methods())).append(')');
        }
        b.append(": ").append(r.scopes().size()).append(" scopes");
        r.smallestSufficientScope().ifPresentOrElse(s -> b.append(", smallest sufficient scope ").append(s),
                () -> b.append(", no scope reaches the maximum of every metric"));
        if (!r.hasMutation()) {
            b.append(" (mutation testing skipped)");
        }
        if (r.finishedAt() != null) {
            b.append(", finished ").append(r.finishedAt());
        }
        b.append(" - ").append(r.file());
        return b.toString();
    }

    private void refresh() {
        table.show(report);
        heading.getParent().layout(true);
        canvas.redraw();
    }

    /** @return the report shown, or null (none yet, or a bad file) */
    public EvaluationResults report() {
        return report;
    }

    /** @return the chart's data as drawn, or null */
    public QualityChart chart() {
        return chart;
    }

    /** @return why the last report could not be shown, or null */
    public String problem() {
        return problem;
    }

    /** @return the heading line as shown */
    public String headingText() {
        return heading.getText();
    }

    /** @return the table of scopes */
    public Table table() {
        return table.control();
    }

    /** @return the plot area (inside the axes) of the chart in a canvas client area {@code area} */
    public static org.eclipse.swt.graphics.Rectangle plotArea(org.eclipse.swt.graphics.Rectangle area) {
        return QualityChartPainter.plot(area);
    }

    /** @return the colour {@code metric}'s series is drawn in */
    public org.eclipse.swt.graphics.RGB colorOf(EvaluationResults.Metric metric) {
        return painter.color(metric).getRGB();
    }

    /** @return the chart as the canvas paints it, drawn off screen into an image of {@code width} x {@code height}; null without a chart */
    public org.eclipse.swt.graphics.ImageData drawChart(int width, int height) {
        if (chart == null) {
            return null;
        }
        org.eclipse.swt.graphics.Image image = new org.eclipse.swt.graphics.Image(canvas.getDisplay(), width, height);
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(image);
        try {
            gc.setFont(canvas.getFont());
            painter.paint(gc, chart, new org.eclipse.swt.graphics.Rectangle(0, 0, width, height));
            return image.getImageData();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    /** @return the chart's canvas */
    public Canvas canvas() {
        return canvas;
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
    }

    @Override
    public void dispose() {
        LastEvaluation.removeListener(onNewReport);
        if (painter != null) {
            painter.dispose();
        }
        if (table != null) {
            table.dispose();
        }
        super.dispose();
    }

    /** The toolbar's Open Evaluation Report... action: a file dialog; the chosen report becomes the last evaluation. */
    private final class OpenAction extends Action {
        OpenAction() {
            super("Open Evaluation Report...");
            setToolTipText("Open an evaluation report (JSON written by smallscope evaluate)");
            setImageDescriptor(PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(ISharedImages.IMG_OBJ_FILE));
        }

        @Override
        public void run() {
            FileDialog dialog = new FileDialog(canvas.getShell(), SWT.OPEN);
            dialog.setText(getText());
            dialog.setFilterExtensions(new String[] {"*.json", "*"});
            String chosen = dialog.open();
            if (chosen != null) {
                show(Path.of(chosen));
                if (report != null) {
                    LastEvaluation.remember(report.file()); // shown after a restart too
                }
            }
        }
    }
}
