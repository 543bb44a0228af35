package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.smallscope.core.CandidateSpace;
import org.smallscope.core.GenerationJob;
import org.smallscope.core.GenerationRun;
import org.smallscope.engine.protocol.Log2;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.ui.SmallscopeUi;
import org.smallscope.ui.internal.space.CandidateSpaceView;
import org.smallscope.ui.internal.space.StripLayout;

/**
 * The Candidate Space view in a real workbench, on the paper's BSTP -> RBT extension at size 5 (the class
 * BST edited on disk from the BSTP shape into the RBT shape): after each run the strip's model holds the
 * run's counts, a full run's regions cover the whole space, an incremental run's searched regions and
 * reused parts add up to it, clicking a valid candidate selects its structure, and the view follows a
 * longer run live. Screenshots of the view go to target/screenshots.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class CandidateSpaceViewTest {

    private static final long JOB_TIMEOUT = 180_000;

    private static DemoProject demo;
    private static GenerationRun bstpFull;
    private static GenerationRun rbtIncremental;
    private static GenerationRun rbtFull;

    @BeforeAll
    static void createProject() throws Exception {
        Workbench.prepare();
        demo = DemoProject.create("smallscope-space", "BST-with-parents.java.txt");
        Workbench.waitForJobs(JOB_TIMEOUT);
    }

    @AfterAll
    static void closeEditors() {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
    }

    @Test
    @Order(1)
    void aFullRunOfBstpCoversTheWholeSpace() throws Exception {
        bstpFull = generate("5", SmallscopeUi.REUSE_FULL);
        assertEquals(GenerationRun.State.COMPLETED, bstpFull.state(), () -> bstpFull + " " + bstpFull.message());

        CandidateSpaceView view = showing(bstpFull);

        assertTotalsAreTheRunsOnAFullSpace(view, bstpFull);
        screenshots(view, "candidate-space-bstp5-full");
    }

    @Test
    @Order(2)
    void anIncrementalRunOfRbtShowsWhatItReused() throws Exception {
        demo.writeOnDisk("BST-red-black.java.txt");
        Workbench.waitForJobs(JOB_TIMEOUT);
        rbtIncremental = generate("5", "auto");
        assertEquals(GenerationRun.State.COMPLETED, rbtIncremental.state(), () -> rbtIncremental + " " + rbtIncremental.message());
        assertEquals(Mode.INCREMENTAL, rbtIncremental.mode(), () -> "fallback: " + rbtIncremental.fallbackReason());

        CandidateSpaceView view = showing(rbtIncremental);

        CandidateSpace.Picture p = view.picture();
        assertTrue(p.incremental());
        assertEquals(rbtIncremental.explored(), p.totals().explored(), "explored as the run counted");
        assertEquals(rbtIncremental.valid(), p.totals().valid(), "valid as the run counted");
        assertEquals(rbtIncremental.mixedRanges(), p.totals().mixedRanges(), "every mixed range is in the strip");
        assertTrue(p.totals().reusedLog2() > p.totals().coveredLog2(), "most of the space was reused, not searched: " + p.totals());
        double whole = Log2.plus(p.totals().coveredLog2(), p.totals().reusedLog2());
        assertEquals(log2(rbtIncremental.spaceSize()), whole, 1e-9, "searched + reused = the space");
        assertTrue(view.layout().segments().stream().anyMatch(s -> s.kind() == StripLayout.Kind.REUSED), "reused parts are drawn");
        assertTrue(view.totalsText().contains("Reused"), view.totalsText());
        screenshots(view, "candidate-space-rbt5-incremental");
    }

    @Test
    @Order(3)
    void aFullRunOfRbtCoversTheWholeSpaceAndGivesTheIncrementalRunItsSavings() throws Exception {
        rbtFull = generate("5", SmallscopeUi.REUSE_FULL);
        assertEquals(GenerationRun.State.COMPLETED, rbtFull.state(), () -> rbtFull + " " + rbtFull.message());
        assertEquals(rbtFull.valid(), rbtIncremental.valid(), "the same suite");

        CandidateSpaceView view = showing(rbtFull);
        assertTotalsAreTheRunsOnAFullSpace(view, rbtFull);
        screenshots(view, "candidate-space-rbt5-full");

        view.show(rbtIncremental);
        Workbench.waitUntil("the incremental run drawn", 10_000, () -> view.picture() != null && view.picture().complete());
        double savings = CandidateSpace.savingsVersusFull(rbtIncremental, org.smallscope.core.SmallscopeCore.runs().all());
        assertEquals((double) rbtFull.explored() / rbtIncremental.explored(), savings, 1e-12);
        assertTrue(savings > 1, "the incremental run explored fewer candidates: " + savings);
        assertTrue(view.totalsText().contains("fewer candidates than the full run"), view.totalsText());
        screenshots(view, "candidate-space-rbt5-incremental");
        System.out.println("[measure] RBT(5): full explored " + rbtFull.explored() + ", incremental " + rbtIncremental.explored() + ", savings "
                + savings + "x");
    }

    @Test
    @Order(4)
    void clickingAValidCandidateSelectsItsStructure() throws Exception {
        CandidateSpaceView view = showing(rbtFull);
        StripLayout.Segment last = view.layout().segments().stream().filter(s -> s.firstValid() > 0).reduce((a, b) -> b).orElseThrow();
        for (long ordinal : new long[] {1, last.firstValid()}) {
            int x = view.canvasXOfValid(ordinal);
            assertTrue(x >= 0, "valid candidate #" + ordinal + " is drawn");

            GenerationRun.Structure selected = view.selectAt(x);

            assertNotNull(selected);
            assertEquals(ordinal, selected.ordinal());
            assertEquals(rbtFull.structure((int) ordinal - 1), selected);
            IStructuredSelection selection = (IStructuredSelection) view.getSite().getSelectionProvider().getSelection();
            assertEquals(selected, selection.getFirstElement(), "other views follow the site's selection");
        }
        int pruned = prunedPixel(view);
        assertEquals(null, pruned < 0 ? null : view.selectAt(pruned), "a pruned region selects nothing");
    }

    @Test
    @Order(5)
    void zoomingNarrowsTheStripToNeighbouringRegions() throws Exception {
        CandidateSpaceView view = showing(rbtFull);
        int all = view.layout().segments().size();
        StripLayout.Segment middle = view.layout().segments().get(all / 2);

        view.zoomAt(middle.x() + 8 + middle.width() / 2, 8);

        assertTrue(view.layout().segments().size() < all, view.layout().segments().size() + " of " + all);
        assertTrue(view.layout().segments().stream().anyMatch(s -> s.region() == middle.region()), "the region zoomed into stays");
        view.resetZoom();
        assertEquals(all, view.layout().segments().size());
    }

    @Test
    @Order(6)
    void theViewFollowsALongerRunLive() throws Exception {
        demo.writeOnDisk("BST-with-parents.java.txt");
        Workbench.waitForJobs(JOB_TIMEOUT);
        CandidateSpaceView view = view();
        // size 10: long enough on any machine for the view to refresh during the run (it is cancelled once it has)
        GenerationJob job = Commands.schedule(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "10", SmallscopeUi.PARAM_REUSE, SmallscopeUi.REUSE_FULL,
                SmallscopeUi.PARAM_EXPORT, "false", SmallscopeUi.PARAM_THREADS, "1"));
        TreeSet<Long> seenWhileRunning = new TreeSet<>();
        Workbench.waitUntil("the strip to change twice during the run", JOB_TIMEOUT, () -> {
            CandidateSpace.Picture p = view.picture();
            if (view.run() == job.run() && p != null && !p.complete() && job.run().state() == GenerationRun.State.RUNNING
                    && p.totals().explored() > 0) {
                seenWhileRunning.add(p.totals().explored());
            }
            return seenWhileRunning.size() >= 2 || job.getResult() != null;
        });
        Screenshots.take("candidate-space-live", workbenchShell());
        job.cancel();
        Workbench.waitUntil("the cancelled job to end", JOB_TIMEOUT, () -> job.getResult() != null);
        assertTrue(seenWhileRunning.size() >= 2, "the view showed growing counts while the run went on: " + seenWhileRunning);
        assertTrue(view.picture().regions().size() <= CandidateSpace.CAPACITY);
        Workbench.waitForJobs(JOB_TIMEOUT);

        // cancelled: the strip does not look complete, the rest of the space is drawn as not covered
        assertEquals(GenerationRun.State.CANCELLED, job.run().state(), () -> job.run() + " " + job.run().message());
        assertTrue(job.run().label().endsWith("cancelled"), job.run().label());
        Workbench.waitUntil("the view to draw the cancelled run", 10_000, () -> view.run() == job.run() && view.picture() != null
                && view.picture().version() == job.run().candidateSpace().picture().version() && view.layout() != null);
        assertFalse(view.picture().complete());
        List<StripLayout.Segment> segments = view.layout().segments();
        StripLayout.Segment rest = segments.get(segments.size() - 1);
        assertEquals(StripLayout.Kind.UNCOVERED, rest.kind(), "the strip ends with what the search never reached: " + segments);
        int width = rest.x() + rest.width();
        assertTrue(rest.width() >= 0.15 * width - 1, "the rest is visible: " + rest.width() + " of " + width + " pixels");
        assertTrue(segments.stream().filter(x -> x.kind() == StripLayout.Kind.UNCOVERED).count() == 1);
        assertTrue(view.totalsText().contains("Never covered (cancelled)"), view.totalsText());
        assertTrue(view.tooltipAt(rest.x() + rest.width() / 2 + 8).startsWith("Not covered"), view.tooltipAt(rest.x() + rest.width() / 2 + 8));
        screenshots(view, "candidate-space-cancelled");
    }

    private static void assertTotalsAreTheRunsOnAFullSpace(CandidateSpaceView view, GenerationRun run) {
        CandidateSpace.Picture p = view.picture();
        assertFalse(p.incremental());
        assertTrue(p.complete());
        assertEquals(run.spaceSize(), p.space());
        assertEquals(run.explored(), p.totals().explored(), "explored as the run counted");
        assertEquals(run.valid(), p.totals().valid(), "valid as the run counted");
        assertEquals(log2(run.spaceSize()), p.totals().coveredLog2(), 1e-9, "explored + pruned = the whole space");
        assertTrue(p.totals().prunedLog2() > Log2.of(run.explored()), "far more pruned than explored: " + p.totals());
        assertTrue(view.layout().segments().stream().allMatch(s -> s.width() >= 1), "every region stays visible");
        assertTrue(view.totalsText().contains("Explored " + Counts.format(run.explored())), view.totalsText());
    }

    private static int prunedPixel(CandidateSpaceView view) {
        for (StripLayout.Segment s : view.layout().segments()) {
            if (s.kind() == StripLayout.Kind.SEARCHED && s.width() > s.exploredWidth() + 2) {
                return s.x() + 8 + s.exploredWidth() + 1;
            }
        }
        return -1;
    }

    private static double log2(String decimal) {
        BigInteger n = new BigInteger(decimal);
        int shift = Math.max(0, n.bitLength() - 60);
        return Log2.of(n.shiftRight(shift).doubleValue()) + shift;
    }

    private static GenerationRun generate(String args, String reuse) throws Exception {
        return Commands.generate(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, args, SmallscopeUi.PARAM_REUSE, reuse,
                SmallscopeUi.PARAM_EXPORT, "false"));
    }

    private static CandidateSpaceView view() throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        return (CandidateSpaceView) page.showView(CandidateSpaceView.ID);
    }

    /** Opens the view on {@code run} and waits until it drew the run's final picture. */
    private static CandidateSpaceView showing(GenerationRun run) throws Exception {
        CandidateSpaceView view = view();
        if (view.run() != run) {
            view.show(run);
        }
        Workbench.waitUntil("the view to draw " + run, 10_000,
                () -> view.run() == run && view.picture() != null && view.picture().complete() && view.layout() != null);
        return view;
    }

    private static org.eclipse.swt.widgets.Shell workbenchShell() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
    }

    /** Saves the workbench with the view, and the view alone, as {@code name}.png and {@code name}-view.png. */
    private static void screenshots(CandidateSpaceView view, String name) {
        Screenshots.take(name + "-workbench", workbenchShell());
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        try {
            Workbench.spin(500);
            saveControl(view.control(), name);
        } finally {
            page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
            Workbench.spin(200);
        }
    }

    private static void saveControl(Control control, String name) {
        Display display = Display.getCurrent();
        Rectangle area = display.map(control.getParent(), null, control.getBounds());
        int used = 0;
        for (Control child : ((org.eclipse.swt.widgets.Composite) control).getChildren()) {
            used = Math.max(used, child.getBounds().y + child.getBounds().height);
        }
        area.height = Math.min(area.height, used + 8); // the strip, legend and totals, without the empty rest
        Screenshots.take(name, area);
    }
}
