package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.jdt.core.IType;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.smallscope.core.GenerationRun;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.ui.SmallscopeUi;
import org.smallscope.ui.internal.structures.GraphDrawing;
import org.smallscope.ui.internal.structures.PageBar;
import org.smallscope.ui.internal.structures.StructurePages;
import org.smallscope.ui.internal.structures.StructureRows;
import org.smallscope.ui.internal.structures.StructuresView;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The Structures view after real runs: one row per valid structure (counterexamples of a method
 * run marked first), the selected one's object graph with exactly the objects and references its
 * vector has, a layout without overlapping boxes, PNG/SVG export, runs compared side by side, and a
 * run of 40,320 structures in a virtual table that only produces the rows it shows.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class StructuresViewTest {

    private static final File EXPORTS = new File(Screenshots.DIRECTORY.getParentFile(), "exports");

    private static DemoProject demo;
    private static GenerationRun bstp;
    private static GenerationRun rbtFull;

    @BeforeAll
    static void createProject() throws Exception {
        PlatformUI.getWorkbench().getIntroManager().closeIntro(PlatformUI.getWorkbench().getIntroManager().getIntro());
        org.eclipse.swt.graphics.Rectangle screen = shell().getDisplay().getBounds();
        shell().setBounds(0, 0, Math.min(screen.width, 1440), Math.min(screen.height, 900));
        demo = DemoProject.create("structures-demo", "BST.java.txt");
        for (String subject : List.of("BSTP", "RBT", "DLLU")) {
            demo.project.getFile("src/demo/" + subject + ".java").create(
                    new ByteArrayInputStream(DemoProject.resource(subject + ".java.txt").getBytes(StandardCharsets.UTF_8)), true, null);
        }
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertEquals(List.of(), demo.compileErrors());
        EXPORTS.mkdirs();
    }

    @AfterAll
    static void restoreViews() {
        page().closeAllEditors(false);
    }

    @Test
    @Order(1)
    void aRunsStructuresFillTheTableAndTheSelectedOneIsDrawnWithItsObjectsAndReferences() throws Exception {
        bstp = run("BSTP", 5, SmallscopeUi.REUSE_FULL);
        assertEquals(42, bstp.structureCount());
        StructuresView view = open(null);
        assertEquals(bstp, view.run(), "the view shows the newest run");
        awaitRows(view, 42);

        for (int index : new int[] {0, 17, 41}) {
            view.select(index);
            assertGraphMatchesVector(view, "BSTP", 5, bstp.structure(index).vector());
        }
        view.reveal(bstp.structure(30));
        assertEquals(30, view.table().getTable().getSelectionIndex(), "a structure selected in another view is selected here");
        assertGraphMatchesVector(view, "BSTP", 5, bstp.structure(30).vector());
        view.select(41);
        GraphDrawing drawing = view.graph().drawing();
        assertEquals(6, drawing.nodes().size(), "the BSTP object and its five nodes");
        assertEquals(9, drawing.edges().size(), "root, four child and four parent references");
        DrawnGraphs.assertNoBoxesOverlap(drawing);

        File png = new File(EXPORTS, "bstp5-structure42.png");
        File svg = new File(EXPORTS, "bstp5-structure42.svg");
        view.exportPng(png);
        view.exportSvg(svg);
        ImageData image = new ImageLoader().load(png.getAbsolutePath())[0];
        assertEquals(drawing.width(), image.width);
        assertEquals(drawing.height(), image.height);
        var document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg);
        assertEquals("svg", document.getDocumentElement().getTagName());
        assertEquals(Set.of("this", "Node0", "Node1", "Node2", "Node3", "Node4"), groups(document.getElementsByTagName("g"), "node"));
        assertEquals(9, document.getElementsByTagName("polyline").getLength(), "one line per reference");
        screenshot(view, "structures-bstp5");
    }

    @Test
    @Order(2)
    void fullAndIncrementalRedBlackTreesOfSizeFiveSideBySide() throws Exception {
        rbtFull = run("RBT", 5, SmallscopeUi.REUSE_FULL);
        assertEquals(Mode.FULL, rbtFull.mode());
        StructuresView view = open(null);
        assertEquals(rbtFull, view.run());
        awaitRows(view, rbtFull.structureCount());
        view.select(rbtFull.structureCount() - 1);
        assertGraphMatchesVector(view, "RBT", 5, rbtFull.structure(rbtFull.structureCount() - 1).vector());
        assertTrue(view.graph().drawing().graph().node("Node0").orElseThrow().fields().stream().anyMatch(f -> f.name().equals("color")));
        screenshot(view, "structures-rbt5-full");

        GenerationRun incremental = run("RBT", 5, bstp.snapshot());
        assertEquals(Mode.INCREMENTAL, incremental.mode(), () -> incremental + " " + incremental.fallbackReason());
        assertEquals(vectors(rbtFull), vectors(incremental), "the same red-black trees, found incrementally");
        assertEquals(incremental, view.run(), "the view follows the newest run");
        awaitRows(view, incremental.structureCount());
        view.select(incremental.structureCount() - 1);
        assertGraphMatchesVector(view, "RBT", 5, incremental.structure(incremental.structureCount() - 1).vector());
        screenshot(view, "structures-rbt5-incremental");

        StructuresView full = view.openComparison();
        assertEquals(rbtFull, full.run(), "the comparison shows the previous run of RBT: the full one");
        awaitRows(full, rbtFull.structureCount());
        int sameTree = StructureRows.indexOf(rbtFull, incremental.structure(incremental.structureCount() - 1));
        assertTrue(sameTree >= 0, "the incremental run's last tree is among the full run's");
        full.select(sameTree);
        assertEquals(incremental, view.run(), "while the first view keeps the incremental one");
        assertEquals(view.graph().drawing().graph(), full.graph().drawing().graph(), "the same tree in both, found in another order");
        page().setEditorAreaVisible(false);
        try {
            Screenshots.take("structures-rbt5-side-by-side", shell());
        } finally {
            page().setEditorAreaVisible(true);
            page().hideView(full);
        }
    }

    @Test
    @Order(3)
    void counterexamplesOfAMethodRunAreMarkedRowsOfTheirOwn() throws Exception {
        DemoProject methods = DemoProject.create("structures-methods", "BST-with-methods.java.txt");
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        IType bst = methods.subjectType();
        var job = Commands.scheduleOn(bst.getMethod("removeMin", new String[0]), Map.of(SmallscopeUi.PARAM_ARGS, "3",
                SmallscopeUi.PARAM_EXPORT, "false"));
        Workbench.waitUntil("the method run", Commands.JOB_TIMEOUT, () -> job.getResult() != null);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        GenerationRun method = job.run();
        int bad = method.counterexampleCount();
        assertTrue(bad > 0, "removeMin breaks some trees");
        StructuresView view = open(null);
        assertEquals(method, view.run());
        awaitRows(view, bad + method.structureCount());

        for (int row = 0; row < view.table().getTable().getItemCount(); row++) {
            var item = view.table().getTable().getItem(row);
            assertEquals(row < bad, item.getImage(0) != null, "row " + row + " (" + item.getText(1) + ") has an error mark exactly if it fails");
        }
        view.select(0);
        Object selected = view.table().getStructuredSelection().getFirstElement();
        GenerationRun.Counterexample first = assertInstanceOf(GenerationRun.Counterexample.class, selected);
        assertGraphMatchesVector(view, "BST", 3, first.vector());
        screenshot(view, "structures-counterexamples");
    }

    @Test
    @Order(4)
    void fortyThousandStructuresShowInAVirtualTableThatProducesOnlyTheRowsItShows() throws Exception {
        GenerationRun dllu = run("DLLU", 8, SmallscopeUi.REUSE_FULL);
        assertEquals(40_320, dllu.structureCount(), "8! circular lists of distinct elements");
        StructuresView view = open(null);
        awaitRows(view, 40_320);
        Workbench.spin(500);
        long produced = view.rows().produced();
        assertTrue(produced < 1_000, "the table asked for " + produced + " of 40,320 rows");

        view.select(40_319);
        Workbench.spin(300);
        assertGraphMatchesVector(view, "DLLU", 8, dllu.structure(40_319).vector());
        assertEquals(9, view.graph().drawing().nodes().size(), "the list object and its eight entries");
        assertTrue(view.rows().produced() - produced < 1_000, "jumping to the last row produces only the rows around it");
        screenshot(view, "structures-dllu8-last");
    }

    @Test
    @Order(5)
    void aSuiteOfFortyThousandIsPagedAndEveryRowIsReachedByTheButtonsTheKeysAndOtherViews() throws Exception {
        GenerationRun dllu = org.smallscope.core.SmallscopeCore.runs().newest().orElseThrow();
        assertEquals(40_320, dllu.structureCount(), "the run of the test before");
        StructuresView view = open(null);
        view.showRun(dllu);
        awaitRows(view, 40_320);
        var table = view.table().getTable();
        PageBar bar = view.pageBar();
        assertEquals("Rows 1\u20131,000 of 40,320", bar.text());
        assertEquals(List.of(false, false, true, true), enabled(bar), "first and previous lead nowhere on the first page");

        press(bar.next());
        assertEquals("Rows 1,001\u20132,000 of 40,320", bar.text());
        assertEquals(1_000, table.getItemCount());
        assertEquals("1001", table.getItem(0).getText(0), "the page's first row is the run's 1,001st structure");
        view.select(1_500);
        assertEquals(500, table.getSelectionIndex());
        assertEquals(dllu.structure(1_500), view.table().getStructuredSelection().getFirstElement());
        assertGraphMatchesVector(view, "DLLU", 8, dllu.structure(1_500).vector());

        press(bar.last());
        assertEquals("Rows 40,001\u201340,320 of 40,320", bar.text());
        assertEquals(320, table.getItemCount());
        assertEquals("40320", table.getItem(319).getText(0));
        assertEquals(List.of(true, true, false, false), enabled(bar), "next and last lead nowhere on the last page");
        press(bar.previous());
        assertEquals("Rows 39,001\u201340,000 of 40,320", bar.text());
        press(bar.first());
        assertEquals("Rows 1\u20131,000 of 40,320", bar.text());

        // the keys go on across a page's edge: Down on its last row, Up on its first, Ctrl+End and Ctrl+Home to the run's ends
        view.select(999);
        key(table, SWT.ARROW_DOWN, 0);
        assertEquals("Rows 1,001\u20132,000 of 40,320", bar.text(), "Down on the page's last row turns the page");
        assertEquals(0, table.getSelectionIndex());
        assertEquals(dllu.structure(1_000), view.table().getStructuredSelection().getFirstElement(), "the viewer's selection, what other views follow");
        assertGraphMatchesVector(view, "DLLU", 8, dllu.structure(1_000).vector());
        key(table, SWT.PAGE_UP, 0);
        assertEquals("Rows 1\u20131,000 of 40,320", bar.text(), "Page Up on the page's first row turns back");
        assertEquals(999, table.getSelectionIndex());
        key(table, SWT.END, SWT.MOD1);
        assertEquals(319, table.getSelectionIndex());
        assertGraphMatchesVector(view, "DLLU", 8, dllu.structure(40_319).vector());
        key(table, SWT.HOME, SWT.MOD1);
        assertEquals(0, table.getSelectionIndex());
        assertEquals("Rows 1\u20131,000 of 40,320", bar.text());

        view.reveal(dllu.structure(25_000)); // selected in another view (the Candidate Space view)
        assertEquals("Rows 25,001\u201326,000 of 40,320", bar.text());
        assertEquals(0, table.getSelectionIndex());
        assertGraphMatchesVector(view, "DLLU", 8, dllu.structure(25_000).vector());
        screenshot(view, "structures-dllu8-paged");
        assertTrue(table.getItemCount() <= StructurePages.ROWS);
    }

    private static void press(org.eclipse.swt.widgets.Button button) {
        assertTrue(button.isEnabled(), button.getToolTipText());
        button.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        Workbench.spin(50);
    }

    private static void key(org.eclipse.swt.widgets.Table table, int keyCode, int stateMask) {
        var event = new org.eclipse.swt.widgets.Event();
        event.keyCode = keyCode;
        event.stateMask = stateMask;
        event.doit = true;
        table.notifyListeners(SWT.KeyDown, event);
        assertTrue(!event.doit, "the view handled the key itself");
        Workbench.spin(50);
    }

    private static List<Boolean> enabled(PageBar bar) {
        return List.of(bar.first().isEnabled(), bar.previous().isEnabled(), bar.next().isEnabled(), bar.last().isEnabled());
    }

    private static GenerationRun run(String subject, int size, String reuse) throws Exception {
        GenerationRun run = Commands.generate(demo.javaProject.findType("demo." + subject), Map.of(SmallscopeUi.PARAM_ARGS,
                Integer.toString(size), SmallscopeUi.PARAM_REUSE, reuse, SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> run + " " + run.message());
        return run;
    }

    private static StructuresView open(String secondaryId) throws Exception {
        StructuresView view = (StructuresView) page().showView(StructuresView.ID, secondaryId, IWorkbenchPage.VIEW_ACTIVATE);
        Workbench.spin(100);
        return view;
    }

    private static void awaitRows(StructuresView view, int rows) {
        Workbench.waitUntil(rows + " rows in the Structures view", 30_000, () -> view.rowCount() == rows
                && view.table().getTable().getItemCount() == Math.min(rows, StructurePages.ROWS));
    }

    private static void assertGraphMatchesVector(StructuresView view, String example, int size, int[] vector) {
        DrawnGraphs.assertDraws(ExpectedGraph.of(ExpectedGraph.example(example, size), vector), view.graph().drawing());
    }

    private static Set<String> groups(NodeList groups, String cls) {
        Set<String> ids = new LinkedHashSet<>();
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (cls.equals(g.getAttribute("class"))) {
                assertTrue(ids.add(g.getAttribute("id")), "one group per node: " + g.getAttribute("id"));
            }
        }
        return ids;
    }

    private static List<String> vectors(GenerationRun run) {
        return run.structures().stream().map(s -> java.util.Arrays.toString(s.vector())).sorted().toList();
    }

    private static void screenshot(StructuresView view, String name) {
        Screenshots.ofMaximized(view, name, () -> {
        });
    }

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    private static org.eclipse.swt.widgets.Shell shell() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
    }
}
