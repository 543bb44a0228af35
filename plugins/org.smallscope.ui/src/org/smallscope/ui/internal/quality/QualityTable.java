package org.smallscope.ui.internal.quality;

import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.smallscope.core.quality.EvaluationResults;
import org.smallscope.core.quality.EvaluationResults.Metric;

/** The Suite Quality view's table: a row per scope (inputs, generation time, the three metrics), the smallest sufficient scope in bold on a tinted row. */
final class QualityTable {

    private static final String[] HEADERS = {"Scope", "Inputs", "Generation", "Statement %", "Branch %", "Mutation %"};
    private static final int[] WIDTHS = {60, 90, 100, 100, 90, 100};

    private final Table table;
    private final Color highlight;

    QualityTable(Composite parent) {
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (int i = 0; i < HEADERS.length; i++) {
            TableColumn c = new TableColumn(table, i == 0 ? SWT.LEFT : SWT.RIGHT);
            c.setText(HEADERS[i]);
            c.setWidth(WIDTHS[i]);
        }
        highlight = new Color(parent.getDisplay(), 255, 236, 179);
    }

    Table control() {
        return table;
    }

    /** Shows {@code report}'s scopes in the file's order (none when null). */
    void show(EvaluationResults report) {
        table.removeAll();
        if (report == null) {
            return;
        }
        OptionalInt best = report.smallestSufficientScope();
        for (EvaluationResults.Scope s : report.scopes()) {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(row(s).toArray(String[]::new));
            if (best.isPresent() && best.getAsInt() == s.scope()) {
                item.setFont(JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT));
                item.setBackground(highlight);
            }
        }
    }

    /** @return the cells of {@code scope}'s row as shown */
    static List<String> row(EvaluationResults.Scope scope) {
        return List.of(Integer.toString(scope.scope()), String.format(Locale.ROOT, "%,d", scope.inputs()), millis(scope.generationMillis()),
                percent(scope.value(Metric.STATEMENT)), percent(scope.value(Metric.BRANCH)), percent(scope.value(Metric.MUTATION)));
    }

    private static String percent(Double share) {
        return share == null ? "-" : String.format(Locale.ROOT, "%.1f", share * 100);
    }

    private static String millis(long ms) {
        return ms < 1000 ? ms + " ms" : String.format(Locale.ROOT, "%.2f s", ms / 1000.0);
    }

    void dispose() {
        highlight.dispose();
    }
}
