package org.smallscope.ui.internal.structures;

import java.util.function.IntConsumer;
import java.util.function.IntSupplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

/** The Structures table's page controls: first, previous, next and last page, and which rows of how many the table holds. */
public final class PageBar {

    private final Composite bar;
    private final Button first;
    private final Button previous;
    private final Button next;
    private final Button last;
    private final Label rows;

    /**
     * @param parent where the bar goes (a one-column grid)
     * @param turnTo turns to a page (from 0; beyond the last means the last)
     * @param page the page shown
     */
    PageBar(Composite parent, IntConsumer turnTo, IntSupplier page) {
        bar = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(5, false);
        layout.marginHeight = 0;
        layout.marginWidth = 0;
        bar.setLayout(layout);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        first = button("\u00ab", "First page (Ctrl+Home in the table)", () -> turnTo.accept(0));
        previous = button("\u2039", "Previous page (Page Up on the first row)", () -> turnTo.accept(page.getAsInt() - 1));
        next = button("\u203a", "Next page (Page Down on the last row)", () -> turnTo.accept(page.getAsInt() + 1));
        last = button("\u00bb", "Last page (Ctrl+End in the table)", () -> turnTo.accept(Integer.MAX_VALUE));
        rows = new Label(bar, SWT.NONE);
        rows.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
    }

    private Button button(String text, String toolTip, Runnable action) {
        Button button = new Button(bar, SWT.PUSH);
        button.setText(text);
        button.setToolTipText(toolTip);
        button.getAccessible().addAccessibleListener(new org.eclipse.swt.accessibility.AccessibleAdapter() {
            @Override
            public void getName(org.eclipse.swt.accessibility.AccessibleEvent e) {
                e.result = toolTip;
            }
        });
        button.addListener(SWT.Selection, e -> action.run());
        return button;
    }

    /** Shows the page of {@code pages} in a run of {@code total} rows: its text, and which buttons lead somewhere. */
    void show(StructurePages pages, int total) {
        String text = pages.describe(total);
        if (!text.equals(rows.getText())) {
            rows.setText(text);
            rows.requestLayout();
        }
        boolean back = pages.page() > 0;
        boolean forward = pages.page() < StructurePages.pageCount(total) - 1;
        first.setEnabled(back);
        previous.setEnabled(back);
        next.setEnabled(forward);
        last.setEnabled(forward);
    }

    /** @return the text saying which rows the table holds */
    public String text() {
        return rows.getText();
    }

    /** @return the button to the first page */
    public Button first() {
        return first;
    }

    /** @return the button to the previous page */
    public Button previous() {
        return previous;
    }

    /** @return the button to the next page */
    public Button next() {
        return next;
    }

    /** @return the button to the last page */
    public Button last() {
        return last;
    }
}
