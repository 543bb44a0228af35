package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.smallscope.core.GenerationRun;
import org.smallscope.engine.protocol.ObjectGraph;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Subject;
import org.smallscope.ui.SmallscopeUi;
import org.smallscope.ui.internal.space.CandidateSpaceView;
import org.smallscope.ui.internal.structures.GraphDrawing;
import org.smallscope.ui.internal.structures.StructuresView;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The Structures view after Generate Exhaustive Tests on the bundled examples with arrays and with object sets over
 * several classes (HeapArray, ArrayList, UnionFind, HashMap, Expr, their sources copied from the examples bundle):
 * the drawn graph of a sample of each run's structures is checked box by box against the engine's subject (arrays as
 * rows of cells holding their elements, edges of object elements leaving their cell, each node's concrete class in
 * its title, colour and the legend). ArrayList and Expr are photographed for docs/user/subjects.md.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ArraysAndClassesViewTest {

    private static final File EXPORTS = new File(Screenshots.DIRECTORY.getParentFile(), "exports");
    private static final List<String> EXAMPLES = List.of("HeapArray", "ArrayList", "UnionFind", "HashMap", "Expr");

    private static DemoProject project;

    @BeforeAll
    static void createProject() throws Exception {
        PlatformUI.getWorkbench().getIntroManager().closeIntro(PlatformUI.getWorkbench().getIntroManager().getIntro());
        org.eclipse.swt.graphics.Rectangle screen = shell().getDisplay().getBounds();
        shell().setBounds(0, 0, Math.min(screen.width, 1440), Math.min(screen.height, 900));
        project = ExampleProjects.project("examples-demo", EXAMPLES);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertEquals(List.of(), project.compileErrors());
        EXPORTS.mkdirs();
    }

    @AfterAll
    static void closeEditors() {
        page().closeAllEditors(false);
    }

    @Test
    @Order(1)
    void heapArrayOfSizeSixGivesKoratsCountsAndDrawsEveryLengthOfItsArrayAsThatManyCells() throws Exception {
        GenerationRun run = run("HeapArray", 6);
        assertEquals(13_139, run.structureCount(), "Korat's valid HeapArrays of size 6");
        assertEquals(64_533, run.explored(), "Korat's explored candidates");
        StructuresView view = open();
        Set<Integer> lengths = new LinkedHashSet<>();
        for (int index : sample(run)) {
            GraphDrawing drawing = select(view, run, "HeapArray", 6, index);
            GraphDrawing.NodeBox array = drawing.box("int[]0");
            int length = Integer.parseInt(array.node().slots().get(0).value());
            lengths.add(length);
            assertEquals(Math.max(1, length), array.cells().size());
        }
        assertTrue(lengths.contains(0) && lengths.contains(6), "the sample has the empty array and the longest: " + lengths);
        assertCandidateSpaceNamesSlotsAndValues(run, "HeapArray", 6);
    }

    @Test
    @Order(2)
    void arrayListCellsHoldItsElementsAndNullAfterTheSize() throws Exception {
        GenerationRun run = run("ArrayList", 4);
        StructuresView view = open();
        boolean valuesAndNulls = false;
        for (int index : sample(run)) {
            GraphDrawing drawing = select(view, run, "ArrayList", 4, index);
            List<GraphDrawing.CellKind> kinds = arrays(drawing).flatMap(b -> b.cells().stream()).map(GraphDrawing.Cell::kind).toList();
            valuesAndNulls |= kinds.contains(GraphDrawing.CellKind.VALUE) && kinds.contains(GraphDrawing.CellKind.NULL);
        }
        assertTrue(valuesAndNulls, "some list of the sample has both elements and null cells");
        select(view, run, "ArrayList", 4, showcase(run, ArraysAndClassesViewTest::arrayListInterest));
        screenshot(view, "structures-arraylist");
    }

    @Test
    @Order(3)
    void unionFindRecordsHangBelowTheCellsOfTheirArray() throws Exception {
        GenerationRun run = run("UnionFind", 3);
        assertReferenceCellsDrawn(run, "UnionFind", 3);
    }

    @Test
    @Order(4)
    void hashMapEntriesHangBelowTheirBucketsAndChainByNextAndExportAsSvgCells() throws Exception {
        GenerationRun run = run("HashMap", 3);
        StructuresView view = assertReferenceCellsDrawn(run, "HashMap", 3);
        GraphDrawing drawing = select(view, run, "HashMap", 3, showcase(run, Comparator.comparingInt(g -> arrayElements(g, v -> !isValue(g, v)))));
        File svg = new File(EXPORTS, "hashmap3.svg");
        view.exportSvg(svg);
        Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg);
        int cells = 0;
        NodeList rects = document.getElementsByTagName("rect");
        for (int i = 0; i < rects.getLength(); i++) {
            cells += "cell".equals(((Element) rects.item(i)).getAttribute("class")) ? 1 : 0;
        }
        assertEquals(arrays(drawing).mapToInt(b -> b.cells().size()).sum(), cells, "a rectangle per array cell in the SVG");
        assertEquals(drawing.edges().size(), document.getElementsByTagName("polyline").getLength(), "a line per reference, from cells too");
        assertEquals(drawing.legend().isEmpty() ? 0 : 1, count(document.getElementsByTagName("g"), "legend"));
    }

    private static int count(NodeList groups, String cls) {
        int n = 0;
        for (int i = 0; i < groups.getLength(); i++) {
            n += cls.equals(((Element) groups.item(i)).getAttribute("class")) ? 1 : 0;
        }
        return n;
    }

    @Test
    @Order(5)
    void exprNodesShowTheirConcreteClassInTitleColourAndLegend() throws Exception {
        GenerationRun run = run("Expr", 3);
        StructuresView view = open();
        int most = 0;
        for (int index : sample(run)) {
            GraphDrawing drawing = select(view, run, "Expr", 3, index);
            most = Math.max(most, drawing.classes().size());
        }
        assertTrue(most >= 2, "some expression of the sample mixes classes: " + most);
        GraphDrawing drawing = select(view, run, "Expr", 3, showcase(run, ArraysAndClassesViewTest::exprInterest));
        assertTrue(drawing.legend().size() >= 2, "the legend names the classes: " + drawing.legend());
        screenshot(view, "structures-expr");
        assertCandidateSpaceNamesSlotsAndValues(run, "Expr", 3);
    }

    /** Checks the drawing of {@code run}'s sample; asserts that some array cell of it holds an object (whose edge leaves the cell); @return the view */
    private static StructuresView assertReferenceCellsDrawn(GenerationRun run, String example, int size) throws Exception {
        StructuresView view = open();
        int references = 0;
        for (int index : sample(run)) {
            GraphDrawing drawing = select(view, run, example, size, index);
            references += (int) arrays(drawing).flatMap(b -> b.cells().stream()).filter(c -> c.kind() == GraphDrawing.CellKind.REFERENCE).count();
        }
        assertTrue(references > 0, "the sample has objects in array cells");
        return view;
    }

    /**
     * Opens the Candidate Space view on {@code run} and reads the tooltip of the stretch of its last valid candidate:
     * its first vector's slots must be named and valued as the engine's subject names and describes them
     * ({@code int[]0.length=3}, {@code this.root=Add0}).
     */
    private static void assertCandidateSpaceNamesSlotsAndValues(GenerationRun run, String example, int size) throws Exception {
        CandidateSpaceView space = (CandidateSpaceView) page().showView(CandidateSpaceView.ID, null, IWorkbenchPage.VIEW_ACTIVATE);
        space.show(run);
        Workbench.waitUntil("the strip of " + example, 30_000, () -> space.layout() != null && space.canvasXOfValid(run.structureCount()) >= 0);
        String tip = space.tooltipAt(space.canvasXOfValid(run.structureCount()));
        assertNotNull(tip);
        String line = tip.lines().filter(l -> l.startsWith("first candidate vector ")).findFirst().orElseThrow(() -> new AssertionError(tip));
        int[] cv = Arrays.stream(line.substring(line.indexOf('[') + 1, line.indexOf(']')).split(",")).map(String::trim).mapToInt(Integer::parseInt)
                .toArray();
        Subject subject = ExpectedGraph.example(example, size);
        List<String> named = new ArrayList<>();
        for (Slot slot : subject.slots()) {
            if (cv[slot.index()] != 0) {
                named.add(slot.name() + "=" + slot.domain().describe(cv[slot.index()]));
            }
        }
        String expected = named.isEmpty() ? "all fields at their first value" : String.join(", ", named);
        List<String> lines = tip.lines().toList();
        String shown = lines.get(lines.indexOf(line) + 1).trim();
        // a long list is cut after whole entries
        assertTrue(!shown.isEmpty() && (expected.equals(shown) || expected.startsWith(shown + ", ")),
                "the tooltip names the slots and values: " + expected + "\n" + tip);
    }

    /** Selects row {@code index} and asserts the drawing against the engine's subject; @return the drawing */
    private static GraphDrawing select(StructuresView view, GenerationRun run, String example, int size, int index) {
        view.select(index);
        GraphDrawing drawing = view.graph().drawing();
        DrawnGraphs.assertDraws(ExpectedGraph.of(ExpectedGraph.example(example, size), run.structure(index).vector()), drawing);
        return drawing;
    }

    /**
     * @return the rows to check: the first and last structures, and per kind of interest the first structure with
     *         the most of it (longest array, empty array, most nodes, most classes, most object cells, most null cells,
     *         most of both null and other cells)
     */
    private static List<Integer> sample(GenerationRun run) {
        List<ObjectGraph> graphs = run.structures().stream().map(s -> run.graphOf(s.vector())).toList();
        Set<Integer> rows = new LinkedHashSet<>(List.of(0, graphs.size() - 1));
        List<ToIntFunction<ObjectGraph>> interests = List.of(g -> longestArray(g), g -> -longestArray(g), g -> g.nodes().size(),
                g -> (int) g.nodes().stream().map(ObjectGraph.Node::className).distinct().count(), g -> arrayElements(g, v -> !isValue(g, v)),
                g -> arrayElements(g, "null"::equals), g -> Math.min(arrayElements(g, "null"::equals), arrayElements(g, v -> !"null".equals(v))));
        for (ToIntFunction<ObjectGraph> interest : interests) {
            int best = 0;
            for (int i = 1; i < graphs.size(); i++) {
                if (interest.applyAsInt(graphs.get(i)) > interest.applyAsInt(graphs.get(best))) {
                    best = i;
                }
            }
            rows.add(best);
        }
        return List.copyOf(rows);
    }

    /** @return the row of the structure with the highest {@code interest} (the first of equals) */
    private static int showcase(GenerationRun run, Comparator<ObjectGraph> interest) {
        int best = 0;
        for (int i = 1; i < run.structureCount(); i++) {
            if (interest.compare(run.graphOf(run.structure(i).vector()), run.graphOf(run.structure(best).vector())) > 0) {
                best = i;
            }
        }
        return best;
    }

    /** Long arrays first, then arrays holding both elements and null, then the most distinct elements. */
    private static int arrayListInterest(ObjectGraph a, ObjectGraph b) {
        return Comparator.<ObjectGraph>comparingInt(g -> longestArray(g))
                .thenComparingInt(g -> arrayElements(g, "null"::equals) > 0 && arrayElements(g, v -> !"null".equals(v)) > 0 ? 1 : 0)
                .thenComparingInt(g -> (int) g.nodes().stream().flatMap(n -> n.elements().stream()).filter(v -> !"null".equals(v)).distinct().count())
                .compare(a, b);
    }

    /** The most classes, then the most nodes, then the most varied fields. */
    private static int exprInterest(ObjectGraph a, ObjectGraph b) {
        return Comparator.<ObjectGraph>comparingInt(g -> (int) g.nodes().stream().map(ObjectGraph.Node::className).distinct().count())
                .thenComparingInt(g -> g.nodes().size())
                .thenComparingInt(g -> (int) g.nodes().stream().flatMap(n -> n.fields().stream()).map(ObjectGraph.Field::toString).distinct().count())
                .compare(a, b);
    }

    private static int longestArray(ObjectGraph g) {
        return g.nodes().stream().filter(ObjectGraph.Node::isArray).mapToInt(n -> n.elements().size()).max().orElse(-1);
    }

    private static int arrayElements(ObjectGraph g, Predicate<String> which) {
        return (int) g.nodes().stream().flatMap(n -> n.elements().stream()).filter(which).count();
    }

    private static boolean isValue(ObjectGraph g, String label) {
        return "null".equals(label) || g.node(label).isEmpty();
    }

    private static java.util.stream.Stream<GraphDrawing.NodeBox> arrays(GraphDrawing drawing) {
        return drawing.nodes().stream().filter(GraphDrawing.NodeBox::isArray);
    }

    private static GenerationRun run(String example, int size) throws Exception {
        int[] args = new int[ExpectedGraph.finitizationArity(ExpectedGraph.exampleClass(example))];
        Arrays.fill(args, size);
        String text = String.join(",", Arrays.stream(args).mapToObj(Integer::toString).toList());
        GenerationRun run = Commands.generate(ExampleProjects.type(project, example),
                Map.of(SmallscopeUi.PARAM_ARGS, text, SmallscopeUi.PARAM_REUSE, SmallscopeUi.REUSE_FULL, SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> run + " " + run.message());
        assertTrue(run.structureCount() > 0, example + " has valid structures");
        return run;
    }

    private static StructuresView open() throws Exception {
        StructuresView view = (StructuresView) page().showView(StructuresView.ID, null, IWorkbenchPage.VIEW_ACTIVATE);
        Workbench.spin(100);
        GenerationRun newest = org.smallscope.core.SmallscopeCore.runs().newest().orElseThrow();
        assertEquals(newest, view.run(), "the view shows the newest run");
        Workbench.waitUntil(newest.structureCount() + " rows", 30_000, () -> view.rowCount() == newest.structureCount());
        return view;
    }

    private static void screenshot(StructuresView view, String name) {
        Screenshots.ofMaximized(view, name, () -> {
            Workbench.spin(200);
            view.table().getTable().showSelection();
        });
    }

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    private static org.eclipse.swt.widgets.Shell shell() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
    }
}
