package org.smallscope.ui.internal.structures;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ComboViewer;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.ui.SmallscopeUi;
import org.smallscope.ui.internal.RunFollower;
import org.smallscope.ui.internal.results.RunSummary;

/**
 * The Structures view: the valid instances (and counterexamples) of one run in a virtual table that holds one page of
 * {@link StructurePages#ROWS} rows (page controls below it), and the selected one drawn as an object graph. It shows the newest run unless another is picked
 * in its run selector; several instances (secondary ids) compare runs side by side.
 */
public final class StructuresView extends ViewPart {

    /** The view's id. */
    public static final String ID = SmallscopeUi.STRUCTURES_VIEW;

    private static final java.util.concurrent.atomic.AtomicInteger COMPARISONS = new java.util.concurrent.atomic.AtomicInteger();

    private ComboViewer runSelector;
    private Link status;
    private TableViewer table;
    private StructureRows rows;
    private final StructurePages pages = new StructurePages();
    private PageBar pageBar;
    private int total;
    private final DistinctFields distinct = new DistinctFields();
    private GraphCanvas graph;
    private GenerationRun run;
    private RunFollower follower;
    private int shownCounterexamples;
    private final ISelectionListener followSelection = (part, selection) -> {
        // other Structures views are left alone: side by side, each keeps its own run and selection
        if (!(part instanceof StructuresView) && selection instanceof IStructuredSelection s && s.getFirstElement() instanceof GenerationRun.Structure structure) {
            reveal(structure);
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(3, false));
        new Label(parent, SWT.NONE).setText("Run:");
        runSelector = new ComboViewer(parent, SWT.READ_ONLY | SWT.DROP_DOWN);
        runSelector.setContentProvider(ArrayContentProvider.getInstance());
        runSelector.setLabelProvider(LabelProvider.createTextProvider(o -> describe((GenerationRun) o)));
        runSelector.getControl().setLayoutData(new GridData(SWT.FILL, SWT.CENTER, false, false));
        runSelector.addSelectionChangedListener(e -> {
            if (e.getStructuredSelection().getFirstElement() instanceof GenerationRun picked && picked != run) {
                showRun(picked);
            }
        });
        status = new Link(parent, SWT.NONE);
        status.addListener(SWT.Selection, e -> RunSummary.follow(e.text, run));
        GridData statusData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        statusData.widthHint = 200; // a long summary is clipped (its tooltip has it all), never widening the table and drawing off the view
        status.setLayoutData(statusData);
        SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
        Composite listing = new Composite(sash, SWT.NONE);
        GridLayout listingLayout = new GridLayout(1, false);
        listingLayout.marginWidth = 0;
        listingLayout.marginHeight = 0;
        listing.setLayout(listingLayout);
        table = new TableViewer(listing, SWT.VIRTUAL | SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER);
        table.getControl().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        rows = new StructureRows(table, pages);
        table.setContentProvider(rows);
        StructureColumns.create(table, distinct);
        table.addSelectionChangedListener(e -> {
            int selected = table.getTable().getSelectionIndex();
            showRow(selected < 0 ? -1 : pages.first() + selected);
        });
        table.getTable().addListener(SWT.KeyDown, this::turnByKey);
        pageBar = new PageBar(listing, this::turnTo, pages::page);
        graph = new GraphCanvas(sash);
        sash.setWeights(50, 50);
        getSite().setSelectionProvider(table);
        getSite().getPage().addPostSelectionListener(followSelection);
        StructuresActions.contribute(this, getViewSite().getActionBars().getToolBarManager());
        follower = new RunFollower(table.getTable(), this::showRun, this::runsChanged, this::refresh);
        refreshRunSelector();
        SmallscopeCore.runs().newest().ifPresent(this::showRun);
    }

    /** Shows {@code newRun}'s structures (and keeps following it while it runs); the view follows new runs while it shows the newest. */
    public void showRun(GenerationRun newRun) {
        run = newRun;
        follower.watch(newRun);
        shownCounterexamples = 0;
        distinct.reset(newRun);
        pages.turnTo(0, 0);
        total = 0;
        // at most one page of rows to remove (GTK takes time linear in the rows)
        table.getTable().removeAll();
        table.setInput(run);
        table.setItemCount(0);
        if (run != null) {
            runSelector.setSelection(new StructuredSelection(run));
        }
        graph.show(null, "");
        refresh();
    }

    /** @return the run shown, or null */
    public GenerationRun run() {
        return run;
    }

    /** @return the table of structures (virtual) */
    public TableViewer table() {
        return table;
    }

    /** @return the number of rows the view lists, on all its pages (counterexamples and structures) */
    public int rowCount() {
        return total;
    }

    /** @return the page the table holds (its first row and page number) */
    public StructurePages pages() {
        return pages;
    }

    /** @return the page controls below the table */
    public PageBar pageBar() {
        return pageBar;
    }

    /** @return the table's lazy content provider */
    public StructureRows rows() {
        return rows;
    }

    /** @return the object graph of the selected row */
    public GraphCanvas graph() {
        return graph;
    }

    /** Selects the run's row at {@code index} (turning to its page) and draws its graph. */
    public void select(int index) {
        highlight(index);
        showRow(index);
    }

    /** Turns to the page of the run's row {@code index} and selects it in the table, drawing nothing. */
    private void highlight(int index) {
        if (index >= pages.first() + pages.rows(total) || index < pages.first()) {
            refresh(); // a row just found (reveal) may lie beyond the rows counted so far
            turnTo(index / StructurePages.ROWS);
        }
        table.getTable().setSelection(index - pages.first());
        table.getTable().showSelection();
    }

    /** Turns the table to {@code page} (clamped to the run's pages): the table then holds that page's rows, none selected. */
    public void turnTo(int page) {
        if (pages.turnTo(page, total)) {
            table.getTable().removeAll();
            table.setItemCount(pages.rows(total));
            table.getTable().setTopIndex(0);
            graph.show(null, "");
        }
        pageBar.show(pages, total);
    }

    /** At the table's edge the keys go on to the next or previous page; Ctrl+Home and Ctrl+End go to the run's first and last row. */
    private void turnByKey(org.eclipse.swt.widgets.Event e) {
        int selected = table.getTable().getSelectionIndex();
        int shown = table.getTable().getItemCount();
        int index;
        if ((e.stateMask & SWT.MOD1) != 0 && (e.keyCode == SWT.HOME || e.keyCode == SWT.END)) {
            index = e.keyCode == SWT.HOME ? 0 : total - 1;
        } else if ((e.keyCode == SWT.ARROW_DOWN || e.keyCode == SWT.PAGE_DOWN) && selected == shown - 1 && shown > 0) {
            index = pages.first() + shown;
        } else if ((e.keyCode == SWT.ARROW_UP || e.keyCode == SWT.PAGE_UP) && selected == 0) {
            index = pages.first() - 1;
        } else {
            return;
        }
        if (index >= 0 && index < total) {
            e.doit = false;
            highlight(index);
            // as a click does: the viewer publishes the row (other views follow it) and the row is drawn
            org.eclipse.swt.widgets.Event selection = new org.eclipse.swt.widgets.Event();
            selection.item = table.getTable().getItem(index - pages.first());
            table.getTable().notifyListeners(SWT.Selection, selection);
        }
    }

    /**
     * Opens another Structures view to the right of this one, showing the newest other run of the
     * same subject (e.g. the full run beside the incremental one), or this run if there is none.
     *
     * @return the new view
     */
    public StructuresView openComparison() throws PartInitException {
        StructuresView other = (StructuresView) getSite().getPage().showView(ID, "compare-" + COMPARISONS.incrementAndGet(),
                IWorkbenchPage.VIEW_ACTIVATE);
        SideBySide.place(this, other);
        other.showRun(comparison(run));
        return other;
    }

    /** @return the newest run other than {@code shown} of the same subject and method, else {@code shown} */
    static GenerationRun comparison(GenerationRun shown) {
        if (shown == null || shown.request().subject() == null) {
            return shown;
        }
        List<GenerationRun> all = new ArrayList<>(SmallscopeCore.runs().all());
        Collections.reverse(all);
        return all.stream().filter(r -> r != shown && r.request().subject() != null
                && r.request().subject().binaryName().equals(shown.request().subject().binaryName())
                && java.util.Objects.equals(r.request().method(), shown.request().method())).findFirst().orElse(shown);
    }

    /** Writes the drawn graph as a PNG image. */
    public void exportPng(File file) {
        GraphExport.png(graph.drawing(), graph.control().getFont(), file);
    }

    /** Writes the drawn graph as SVG. */
    public void exportSvg(File file) throws IOException {
        GC gc = new GC(graph.control());
        try {
            FontData font = graph.control().getFont().getFontData()[0];
            int pixels = Math.round(font.getHeight() * graph.control().getDisplay().getDPI().y / 72f);
            GraphExport.svg(graph.drawing(), pixels, gc.getFontMetrics().getHeight(), file);
        } finally {
            gc.dispose();
        }
    }

    private void showRow(int index) {
        Object row = StructureRows.row(run, index);
        int[] vector = StructureRows.vector(row);
        if (vector == null) {
            graph.show(null, "");
            return;
        }
        String title = row instanceof GenerationRun.Counterexample c ? "Counterexample: " + StructureColumns.problem(c)
                : "Structure #" + ((GenerationRun.Structure) row).ordinal() + " of " + run.request().describe();
        var model = row instanceof GenerationRun.Structure st ? run.graphOf(st) : run.graphOf(vector);
        graph.show(model, model == null ? title + " (the runner did not send the meaning of the slots)" : title);
    }

    /** Selects {@code structure} (as published by another view) if the run shown has it, and draws it. */
    public void reveal(GenerationRun.Structure structure) {
        if (run == null) {
            return;
        }
        int index = StructureRows.indexOf(run, structure);
        if (index >= 0) {
            refresh();
            select(index);
        }
    }

    private void runsChanged() {
        refreshRunSelector();
        if (run != null) {
            runSelector.setSelection(new StructuredSelection(run));
        }
    }

    private void refreshRunSelector() {
        List<GenerationRun> all = new ArrayList<>(SmallscopeCore.runs().all());
        Collections.reverse(all);
        runSelector.setInput(all);
        runSelector.getCombo().requestLayout();
    }

    private void refresh() {
        if (table.getTable().isDisposed()) {
            return;
        }
        int counterexamples = run == null ? 0 : run.counterexampleCount();
        boolean newlyDistinct = distinct.update();
        if (counterexamples != shownCounterexamples || newlyDistinct) {
            table.getTable().clearAll(); // virtual: the rows shown are asked for again
            shownCounterexamples = counterexamples;
        }
        StructureColumns.describeShared(table, distinct);
        fill();
        String text = RunSummary.text(run);
        if (!text.equals(status.getText())) {
            status.setText(text);
            status.requestLayout();
        }
        String tip = RunSummary.toolTip(run);
        if (!java.util.Objects.equals(tip, status.getToolTipText())) {
            status.setToolTipText(tip);
        }
        if (run != null && !describe(run).equals(runSelector.getCombo().getText())) {
            runSelector.update(run, null);
            runSelector.setSelection(new StructuredSelection(run));
        }
    }

    /** Counts the run's rows (a running run gains some) and gives the table the rows of its page among them. */
    private void fill() {
        total = StructureRows.count(run);
        if (pages.first() >= total && pages.first() > 0) {
            turnTo(StructurePages.pageCount(total) - 1); // fewer rows than before (another run): its last page
        }
        int shown = pages.rows(total);
        if (table.getTable().getItemCount() != shown) {
            table.setItemCount(shown);
        }
        pageBar.show(pages, total);
    }

    private static String describe(GenerationRun r) {
        return r.label() + " · " + String.format("%tT", r.startedAt());
    }

    /** @return the message line's text (Link markup: the summary, then Open and Run for an exported suite) */
    public String statusText() {
        return status.getText();
    }

    /** @return the message line's tooltip: the run's warnings and notes, or null */
    public String statusToolTip() {
        return status.getToolTipText();
    }

    @Override
    public void setFocus() {
        table.getControl().setFocus();
    }

    @Override
    public void dispose() {
        getSite().getPage().removePostSelectionListener(followSelection);
        if (follower != null) {
            follower.dispose();
        }
        super.dispose();
    }
}
