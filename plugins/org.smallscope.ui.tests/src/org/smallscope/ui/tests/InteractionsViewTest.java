package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.texteditor.MarkerAnnotation;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.core.interactions.InteractionMarkers;
import org.smallscope.core.interactions.InteractionsResults;
import org.smallscope.core.interactions.LastInteractions;
import org.smallscope.ui.internal.interactions.InteractionsView;

/**
 * The Interactions view in a real workbench on the paper example's report (six formulas over 13 covered lines of a
 * workspace source file): formulas grouped with their locations, the summary's counts, markers with the formula on the
 * right lines (replaced by a new report, cleared by a bad one) shown as annotations in the Java editor, double-click
 * opening the line, the export of the minimal configurations, and a damaged report's message.
 */
class InteractionsViewTest {

    private static final String FIXTURE = "reports/paper-interactions.json";

    @TempDir
    static Path dir;

    private static Path report;
    private static IFile source;

    @BeforeAll
    static void createProjectAndReport() throws Exception {
        Workbench.prepare();
        report = dir.resolve("paper-interactions.json");
        try (InputStream in = InteractionsViewTest.class.getResourceAsStream(FIXTURE)) {
            Files.copy(in, report);
        }
        DemoProject demo = DemoProject.empty("smallscope-interactions", false);
        IFolder folder = demo.project.getFolder("src");
        for (String segment : "org/smallscope/examples/interactions".split("/")) {
            folder = folder.getFolder(segment);
            if (!folder.exists()) {
                folder.create(true, true, null);
            }
        }
        source = folder.getFile("PaperExample.java");
        source.create(new java.io.ByteArrayInputStream(DemoProject.resource("PaperExample.java.txt").getBytes(StandardCharsets.UTF_8)), true, null);
        Workbench.waitForJobs(120_000);
    }

    @AfterAll
    static void closeEditors() {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
    }

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    /** @return the view, opened anew on the remembered report {@code file}, after the marker job ran */
    private static InteractionsView showing(Path file) throws Exception {
        LastInteractions.REPORT.remember(file);
        IViewPart old = page().findView(InteractionsView.ID);
        if (old != null) {
            page().hideView(old);
        }
        InteractionsView view = (InteractionsView) page().showView(InteractionsView.ID, null, IWorkbenchPage.VIEW_ACTIVATE);
        waitForMarkers();
        return view;
    }

    private static void waitForMarkers() {
        Workbench.waitUntil("the interaction markers", 30_000, () -> Job.getJobManager().find(InteractionMarkers.FAMILY).length == 0);
        Workbench.spin(100);
    }

    /** @return line -> message of the interaction markers on the example's source */
    private static Map<Integer, String> markers() throws Exception {
        Map<Integer, String> lines = new TreeMap<>();
        for (IMarker m : source.findMarkers(InteractionMarkers.TYPE, false, IResource.DEPTH_ZERO)) {
            lines.put(m.getAttribute(IMarker.LINE_NUMBER, -1), m.getAttribute(IMarker.MESSAGE, ""));
        }
        return lines;
    }

    /** @return the 1-based line of the source holding {@code text} */
    private static int lineOf(String text) throws Exception {
        List<String> lines = Files.readAllLines(source.getLocation().toPath());
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError(text + " is not in " + source);
    }

    @Test
    void groupsTheLocationsByFormulaAndSumsThemUp() throws Exception {
        InteractionsView view = showing(report);

        assertNull(view.problem(), view.problem());
        assertTrue(view.headingText().startsWith("org.smallscope.examples.interactions.PaperExample under "), view.headingText());
        List<String> formulas = new ArrayList<>();
        Map<String, List<String>> children = new TreeMap<>();
        for (TreeItem group : view.tree().getItems()) {
            String formula = group.getText(0).replaceAll("  \\[.*", "");
            formulas.add(formula);
            List<String> where = new ArrayList<>();
            for (TreeItem child : group.getItems()) {
                where.add(child.getText(0) + " " + child.getText(1) + " " + child.getText(2) + " " + child.getText(3));
            }
            children.put(formula, where);
        }
        assertEquals(List.of("true", "u ∧ v", "x ∧ y", "x ∧ y ∧ z ∈ {0,3,4}", "¬x ∨ ¬y", "(s ∨ t) ∧ u ∧ v"), formulas,
                "the paper example's six formulas, simplest kinds first");
        assertEquals(List.of("PaperExample:11 true 0 320", "PaperExample:12 true 0 320", "PaperExample:13 true 0 320",
                "PaperExample:21 (L3) true 0 320", "PaperExample:22 true 0 320", "PaperExample:28 true 0 320"), children.get("true"));
        assertEquals(List.of("PaperExample:14 (L0) conj 2 80", "PaperExample:15 conj 2 80"), children.get("x ∧ y"));
        assertEquals(List.of("PaperExample:25 (L5) conjdisj 4 60"), children.get("(s ∨ t) ∧ u ∧ v"));
        assertEquals("x ∧ y  [2 locations]", view.tree().getItem(2).getText(0));
        assertEquals(List.of("conj", "2"), List.of(view.tree().getItem(2).getText(1), view.tree().getItem(2).getText(2)));
        String summary = view.summaryText();
        assertTrue(summary.startsWith("37 of 320 configurations run (seed 0, 9 iterations); 13 locations, 6 formulas"), summary);
        assertTrue(summary.contains("by kind: true: 6, conj: 5, disj: 1, conjdisj: 1; by length (atoms): 0: 6, 2: 5, 3: 1, 4: 1; 2 minimal configurations"), summary);
    }

    @Test
    void markersCarryTheFormulaOnTheRightLinesAndShowInTheEditor() throws Exception {
        InteractionsView view = showing(report);

        Map<Integer, String> markers = markers();
        assertEquals(13, markers.size(), markers.toString());
        String[] expected = {"x ∧ y", "x ∧ y ∧ z ∈ {0,3,4}", "¬x ∨ ¬y", "true", "u ∧ v", "(s ∨ t) ∧ u ∧ v"};
        for (int k = 0; k < expected.length; k++) {
            assertEquals(expected[k], markers.get(lineOf("// L" + k)), "the marker on the line marked L" + k);
        }
        assertEquals("true", markers.get(lineOf("return lines;")));

        InteractionsResults.Location l1 = view.report().locations().stream().filter(l -> "L1".equals(l.label())).findFirst().orElseThrow();
        IEditorPart editor = view.open(l1);
        assertNotNull(editor);
        ITextEditor text = (ITextEditor) editor;
        IDocument document = text.getDocumentProvider().getDocument(text.getEditorInput());
        ITextSelection selection = (ITextSelection) text.getSelectionProvider().getSelection();
        assertEquals(lineOf("// L1") - 1, selection.getStartLine(), "the editor shows the location's line");
        Map<Integer, String> annotations = new TreeMap<>();
        IAnnotationModel model = text.getDocumentProvider().getAnnotationModel(text.getEditorInput());
        Workbench.waitUntil("the editor's annotations", 10_000, () -> interactionAnnotations(model, document).size() == 13);
        annotations.putAll(interactionAnnotations(model, document));
        assertEquals(markers, annotations, "each marker is an annotation of the interaction type whose text (the hover) is the formula");
    }

    private static Map<Integer, String> interactionAnnotations(IAnnotationModel model, IDocument document) {
        Map<Integer, String> found = new TreeMap<>();
        for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
            Annotation a = it.next();
            if (a instanceof MarkerAnnotation && "org.smallscope.ui.interaction".equals(a.getType())) {
                Position p = model.getPosition(a);
                try {
                    found.put(document.getLineOfOffset(p.getOffset()) + 1, a.getText());
                } catch (org.eclipse.jface.text.BadLocationException e) {
                    throw new AssertionError(e);
                }
            }
        }
        return found;
    }

    @Test
    void aNewReportReplacesTheMarkersAndABadOneClearsThemAndSaysWhy() throws Exception {
        InteractionsView view = showing(report);
        assertEquals(13, markers().size());
        Path two = dir.resolve("two.json");
        String json = Files.readString(report, StandardCharsets.UTF_8);
        int first = json.indexOf("\"locations\": [") + "\"locations\": [".length();
        int third = json.indexOf("{", json.indexOf("\"line\": 12"));
        int end = json.indexOf("\"minimal_configurations\"");
        String kept = json.substring(first, json.lastIndexOf("}", third) + 1).replace("\"true\"", "\"¬z\"").replace("\"kind\": \"¬z\"", "\"kind\": \"conj\"");
        Files.writeString(two, json.substring(0, first) + kept + "],\n " + json.substring(end), StandardCharsets.UTF_8);

        LastInteractions.REPORT.remember(two);
        Workbench.waitUntil("the new report shown", 10_000, () -> view.tree().getItemCount() == 1);
        waitForMarkers();
        assertEquals(Map.of(11, "¬z", 12, "¬z"), markers(), "the new report's markers only");

        Path damaged = dir.resolve("damaged.json");
        Files.writeString(damaged, json.replace("\"line\": 19,", "\"line\": \"nineteen\","), StandardCharsets.UTF_8);
        LastInteractions.REPORT.remember(damaged);
        Workbench.waitUntil("the problem shown", 10_000, () -> view.problem() != null);
        waitForMarkers();
        assertTrue(view.problem().startsWith("Interactions report " + damaged) && view.problem().contains("locations[6].line: expected a number"),
                view.problem());
        assertEquals(view.problem(), view.headingText());
        assertEquals(0, view.tree().getItemCount());
        assertEquals(Map.of(), markers(), "a bad report leaves no stale formulas in the editors");
    }

    @Test
    void exportsTheMinimalConfigurationsAsCsv() throws Exception {
        InteractionsView view = showing(report);
        Path csv = dir.resolve("minimal.csv");

        view.export(csv);

        assertEquals(List.of("s,t,u,v,x,y,z", "1,0,1,1,1,1,0", "0,0,0,0,0,1,2"), Files.readAllLines(csv));
    }

    @Test
    void screenshot() throws Exception {
        InteractionsView view = showing(report);
        var file = Screenshots.ofMaximized(view, "interactions", () -> Workbench.spin(500));
        assertTrue(file.length() > 0, file.toString());
        InteractionsResults.Location l1 = view.report().locations().stream().filter(l -> "L1".equals(l.label())).findFirst().orElseThrow();
        assertNotNull(view.open(l1));
        var editor = Screenshots.take("interactions-editor", PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
        assertTrue(editor.length() > 0, editor.toString());
    }
}
