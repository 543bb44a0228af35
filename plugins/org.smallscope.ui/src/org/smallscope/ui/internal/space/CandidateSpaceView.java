package org.smallscope.ui.internal.space;

import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;
import org.smallscope.core.CandidateSpace;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.ui.internal.RunFollower;

/**
 * The Candidate Space view: the whole candidate space of one run (the newest by default) as a strip in
 * Korat order, explored, pruned, reused and valid, with its totals; live while the run goes on. Clicking
 * a valid candidate selects its structure; the mouse wheel and double clicks zoom into regions. An API-mode run shows its frontier
 * instead: the new states by number of calls.
 */
public final class CandidateSpaceView extends ViewPart {

    /** The view's id. */
    public static final String ID = "org.smallscope.ui.candidateSpace";

    private static final int MARGIN = 8;

    private final StructureSelection selection = new StructureSelection();
    private Combo runs;
    private Canvas canvas;
    private Label totals;
    private StripPainter painter;
    private FrontierPainter frontier;
    private RunFollower follower;
    private List<GenerationRun> listed = List.of();
    private GenerationRun run;
    private CandidateSpace.Picture picture;
    private StripLayout layout;
    private final Zoom zoom = new Zoom();

    @Override
    public void createPartControl(Composite parent) {
        GridLayout grid = new GridLayout(2, false);
        grid.marginHeight = 2;
        grid.verticalSpacing = 3;
        parent.setLayout(grid); // compact: the strip and its totals fit the Problems view's place at 1600x1000
        new Label(parent, SWT.NONE).setText("Run:");
        runs = new Combo(parent, SWT.READ_ONLY | SWT.DROP_DOWN);
        runs.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        runs.addListener(SWT.Selection, e -> {
            int i = runs.getSelectionIndex();
            if (i >= 0 && i < listed.size()) {
                show(listed.get(i));
            }
        });
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        GridData strip = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        strip.heightHint = StripPainter.height();
        canvas.setLayoutData(strip);
        totals = new Label(parent, SWT.NONE);
        totals.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        painter = new StripPainter(parent.getDisplay());
        frontier = new FrontierPainter(parent.getDisplay());
        canvas.addPaintListener(e -> {
            if (run != null && run.request().isApi()) {
                frontier.paint(e.gc, run.apiResults(), MARGIN, Math.max(10, canvas.getClientArea().width - 2 * MARGIN));
            } else if (layout != null) {
                painter.paint(e.gc, picture, layout, MARGIN, SpaceTexts.ended(run));
            }
        });
        canvas.addListener(SWT.Resize, e -> relayout());
        canvas.addListener(SWT.MouseMove, this::hover);
        canvas.addListener(SWT.MouseUp, e -> {
            if (e.button == 1) {
                selectAt(e.x);
            }
        });
        canvas.addListener(SWT.MouseDoubleClick, e -> zoomAt(e.x, 8));
        canvas.addListener(SWT.MouseVerticalWheel, e -> zoomAt(e.x, e.count > 0 ? 2 : 0.5));
        getSite().setSelectionProvider(selection);
        getViewSite().getActionBars().getToolBarManager().add(new Action("Reset Zoom") {
            @Override
            public void run() {
                resetZoom();
            }
        });
        follower = new RunFollower(canvas, this::show, this::listRuns, this::redraw);
        listRuns();
        SmallscopeCore.runs().newest().ifPresent(this::show);
        redraw();
    }

    private void listRuns() {
        listed = SmallscopeCore.runs().all();
        String[] items = new String[listed.size()];
        for (int i = 0; i < items.length; i++) {
            GenerationRun r = listed.get(i);
            items[i] = (i + 1) + ". " + r.label();
        }
        if (!java.util.Arrays.equals(items, runs.getItems())) {
            runs.setItems(items);
        }
        int shown = run == null ? -1 : listed.indexOf(run);
        if (shown >= 0) {
            runs.select(shown);
        }
    }

    /** Shows {@code newRun} (and follows its progress). */
    public void show(GenerationRun newRun) {
        run = newRun;
        follower.watch(newRun);
        picture = null;
        zoom.reset();
        selection.setSelection(StructuredSelection.EMPTY);
        int shown = run == null ? -1 : listed.indexOf(run);
        if (shown >= 0 && runs.getSelectionIndex() != shown) {
            runs.select(shown);
        }
        redraw();
    }

    /** @return the run shown, or null */
    public GenerationRun run() {
        return run;
    }

    /** @return the picture last drawn (what the strip and totals show), or null before any run */
    public CandidateSpace.Picture picture() {
        return picture;
    }

    /** @return the strip's layout as last drawn, or null */
    public StripLayout layout() {
        return layout;
    }

    /** @return the composite holding the run chooser, strip and totals */
    public Composite control() {
        return canvas.getParent();
    }

    /** @return the totals line as shown */
    public String totalsText() {
        return totals.getText();
    }

    /** Redraws from the run's current picture when it changed (UI thread). */
    void redraw() {
        if (canvas == null || canvas.isDisposed()) {
            return;
        }
        if (run != null && run.request().isApi()) { // API mode has no candidate space: its frontier by call count
            picture = null;
            layout = null;
            listRuns();
            totals.setText(FrontierPainter.totals((int) run.valid(), run.apiResults()));
            totals.getParent().layout(true);
            canvas.redraw();
            return;
        }
        CandidateSpace.Picture next = run == null ? null : run.candidateSpace().picture();
        if (next != null && picture != null && next.version() == picture.version() && next.complete() == picture.complete()) {
            totals.setText(SpaceTexts.totals(run, picture, savings()));
            return;
        }
        if (next != null && picture != null && next.regions().size() < picture.regions().size()) {
            zoom.reset(); // merged: the old indices no longer hold
        }
        picture = next;
        listRuns();
        totals.setText(run == null ? "No generation run yet: run Generate Exhaustive Tests on a class with repOk." : SpaceTexts.totals(run, picture, savings()));
        totals.getParent().layout(true);
        relayout();
    }

    private double savings() {
        return CandidateSpace.savingsVersusFull(run, SmallscopeCore.runs().all());
    }

    private void relayout() {
        if (picture == null) {
            layout = null;
        } else {
            int width = Math.max(10, canvas.getClientArea().width - 2 * MARGIN);
            int n = picture.regions().size();
            layout = new StripLayout(picture, zoom.from(n), zoom.to(n), width);
        }
        canvas.redraw();
    }

    private void hover(Event e) {
        String tip = tooltipAt(e.x);
        if (!java.util.Objects.equals(tip, canvas.getToolTipText())) {
            canvas.setToolTipText(tip);
        }
    }

    /** @return the tooltip of the stretch at pixel {@code x} of the canvas (its first candidate vector with slot names and value labels), or null */
    public String tooltipAt(int x) {
        StripLayout.Segment s = layout == null ? null : layout.at(x - MARGIN);
        return s == null ? null : SpaceTexts.tooltip(s, picture, run.slots(), run.slotValues());
    }

    /** Selects the valid candidate drawn at pixel {@code x} of the canvas, if any; @return its structure or null */
    public GenerationRun.Structure selectAt(int x) {
        long ordinal = layout == null ? 0 : layout.validAt(x - MARGIN);
        GenerationRun.Structure structure = ordinal > 0 ? structure(ordinal) : null;
        if (structure != null) {
            selection.setSelection(new StructuredSelection(structure));
        }
        return structure;
    }

    /** @return the canvas pixel at which valid candidate {@code ordinal} is drawn, or -1 */
    public int canvasXOfValid(long ordinal) {
        int x = layout == null ? -1 : layout.xOfValid(ordinal);
        return x < 0 ? -1 : x + MARGIN;
    }

    private GenerationRun.Structure structure(long ordinal) {
        int count = run.structureCount();
        if (ordinal <= count && run.structure((int) ordinal - 1).ordinal() == ordinal) {
            return run.structure((int) ordinal - 1);
        }
        return run.structures().stream().filter(s -> s.ordinal() == ordinal).findFirst().orElse(null);
    }

    /** Zooms by {@code factor} around the region at canvas pixel {@code x}. */
    public void zoomAt(int x, double factor) {
        if (layout == null) {
            return;
        }
        StripLayout.Segment s = layout.at(x - MARGIN);
        int n = picture.regions().size();
        zoom.around(s == null ? (zoom.from(n) + zoom.to(n)) / 2 : s.region(), factor, n);
        relayout();
    }

    /** Shows every region again. */
    public void resetZoom() {
        zoom.reset();
        relayout();
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
    }

    @Override
    public void dispose() {
        if (follower != null) {
            follower.dispose();
        }
        if (painter != null) {
            painter.dispose();
        }
        if (frontier != null) {
            frontier.dispose();
        }
        super.dispose();
    }
}
