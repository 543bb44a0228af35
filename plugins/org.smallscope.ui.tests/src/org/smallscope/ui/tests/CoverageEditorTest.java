package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.texteditor.MarkerAnnotation;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.core.quality.CoverageMarkers;
import org.smallscope.core.quality.LastEvaluation;
import org.smallscope.ui.internal.quality.CoverageToggleAction;
import org.smallscope.ui.internal.quality.SuiteQualityView;

/**
 * Coverage of the generated suite in the Java editor: an evaluation report with per-line data for SearchTree puts
 * covered/partly/missed markers (and their green/yellow/red annotations) on the right lines for the largest scope, skips a
 * class that is not in the workspace, and the Suite Quality view's toggle removes and restores them.
 */
class CoverageEditorTest {

    @TempDir
    static Path dir;

    private static IFile source;
    private static Map<Integer, String> expected;

    @BeforeAll
    static void createProjectAndReport() throws Exception {
        Workbench.prepare();
        DemoProject demo = ExampleProjects.project("smallscope-coverage", List.of("SearchTree"));
        source = (IFile) ExampleProjects.type(demo, "SearchTree").getResource();
        Workbench.waitForJobs(120_000);
        int add1 = lineOf("if (contains(info)) {");
        int add2 = lineOf("Node fresh = new Node();");
        int partly = lineOf("if (info < n.info) {");
        int missed = lineOf("n.right = fresh;");
        expected = new TreeMap<>(Map.of(add1, "covered", add2, "covered", partly, "partly", missed, "missed"));
        String lines = "[{\"class\": \"org.smallscope.examples.korat.SearchTree\", \"source\": \"SearchTree.java\", \"covered\": [" + add1 + ", "
                + add2 + "], \"partly\": [" + partly + "], \"missed\": [" + missed + "]},"
                + " {\"class\": \"org.example.NotInTheWorkspace\", \"source\": \"NotInTheWorkspace.java\", \"covered\": [3], \"partly\": [], \"missed\": []}]";
        String small = "[{\"class\": \"org.smallscope.examples.korat.SearchTree\", \"covered\": [], \"partly\": [], \"missed\": [" + add1 + "]}]";
        Files.writeString(dir.resolve("q.json"), "{\"format\": \"smallscope-evaluation/1\", \"subject\": \"org.smallscope.examples.korat.SearchTree\","
                + " \"methods\": [\"add\", \"remove\"], \"scopes\": [" + scope(1, "0.5", small) + ", " + scope(6, "0.9", lines) + "], \"chart\": null}");
    }

    private static String scope(int scope, String share, String lines) {
        return "{\"scope\": " + scope + ", \"inputs\": " + (scope * 10) + ", \"statement_coverage\": " + share + ", \"branch_coverage\": " + share
                + ", \"lines\": " + lines + "}";
    }

    @AfterAll
    static void closeEditors() {
        CoverageMarkers.setEnabled(true);
        page().closeAllEditors(false);
    }

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    /** @return the 1-based line of the first occurrence of {@code text} in SearchTree.java */
    private static int lineOf(String text) throws Exception {
        String content = Files.readString(source.getLocation().toPath());
        int at = content.indexOf(text);
        assertTrue(at >= 0, text + " is not in " + source);
        return (int) content.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    }

    private static void waitForMarkers() {
        Workbench.spin(100);
        Workbench.waitUntil("the coverage markers", 30_000, () -> Job.getJobManager().find(CoverageMarkers.FAMILY).length == 0);
        Workbench.spin(100);
    }

    /** @return line -> coverage status of the coverage markers on SearchTree.java, checking each marker's type and message */
    private static Map<Integer, String> markers() throws Exception {
        Map<Integer, String> lines = new TreeMap<>();
        for (IMarker m : source.findMarkers(CoverageMarkers.TYPE, true, IResource.DEPTH_ZERO)) {
            String status = m.getAttribute(CoverageMarkers.COVERAGE, "");
            assertEquals(CoverageMarkers.type(status), m.getType());
            assertEquals(CoverageMarkers.message(status, 6), m.getAttribute(IMarker.MESSAGE, ""));
            lines.put(m.getAttribute(IMarker.LINE_NUMBER, -1), status);
        }
        return lines;
    }

    private static Map<Integer, String> annotations(IAnnotationModel model, IDocument document) {
        Map<Integer, String> lines = new TreeMap<>();
        for (var it = model.getAnnotationIterator(); it.hasNext();) {
            Annotation a = it.next();
            if (a instanceof MarkerAnnotation && a.getType().startsWith("org.smallscope.ui.coverage")) {
                try {
                    var position = model.getPosition(a);
                    int line = document.getLineOfOffset(position.getOffset()) + 1;
                    var whole = document.getLineInformation(line - 1);
                    boolean wholeLine = position.getOffset() == whole.getOffset() && position.getLength() == whole.getLength();
                    lines.put(line, wholeLine ? a.getType().substring("org.smallscope.ui.coverage".length()).toLowerCase(java.util.Locale.ROOT) : "not the whole line");
                } catch (org.eclipse.jface.text.BadLocationException e) {
                    throw new AssertionError(e);
                }
            }
        }
        return lines;
    }

    @Test
    void theLargestScopesLinesAreMarkedAndHighlightedAndTheToggleRemovesThem() throws Exception {
        LastEvaluation.remember(dir.resolve("q.json"));
        waitForMarkers();
        assertEquals(expected, markers(), "the scope-6 lines, each with its status; the class outside the workspace skipped");

        ITextEditor editor = (ITextEditor) IDE.openEditor(page(), source);
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        IAnnotationModel model = editor.getDocumentProvider().getAnnotationModel(editor.getEditorInput());
        Workbench.waitUntil("the editor's coverage annotations", 10_000, () -> annotations(model, document).equals(expected));
        assertEquals(expected, annotations(model, document), "each line highlighted whole, in its status's annotation type");
        editor.selectAndReveal(document.getLineOffset(expected.keySet().iterator().next() - 1), 0);
        var shot = Screenshots.take("coverage-editor", PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
        assertTrue(shot.length() > 0, shot.toString());

        SuiteQualityView view = (SuiteQualityView) page().showView(SuiteQualityView.ID, null, IWorkbenchPage.VIEW_CREATE);
        IAction toggle = ((ActionContributionItem) view.getViewSite().getActionBars().getToolBarManager().find(CoverageToggleAction.ID)).getAction();
        assertTrue(toggle.isChecked(), "coverage is shown by default");
        toggle.setChecked(false);
        toggle.run();
        waitForMarkers();
        assertEquals(Map.of(), markers(), "toggled off: no coverage markers");
        Workbench.waitUntil("the annotations removed", 10_000, () -> annotations(model, document).isEmpty());

        toggle.setChecked(true);
        toggle.run();
        waitForMarkers();
        assertEquals(expected, markers(), "toggled on again: the last evaluation's coverage is back");
    }
}
