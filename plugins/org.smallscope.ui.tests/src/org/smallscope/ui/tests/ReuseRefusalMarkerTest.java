package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.MarkerKind;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.ui.SmallscopeUi;

/**
 * An edit the source analysis calls reusable (a conjunct added to repOk) together with one only the run can see (a static of
 * another class that repOk reads) makes the run search in full, and a marker on repOk then says why, in the engine's words.
 */
class ReuseRefusalMarkerTest {

    private static DemoProject demo;

    @BeforeAll
    static void createProject() throws Exception {
        Workbench.prepare();
        demo = DemoProject.create("smallscope-reuse-refusal", "BST-limited.java.txt");
        writeLimit(2);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
    }

    @AfterAll
    static void closeEditors() {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
    }

    @Test
    void aRunThatRefusesReuseForAChangedStaticOfAnotherClassSaysWhyOnRepOk() throws Exception {
        GenerationRun base = Commands.generate(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "3", SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(GenerationRun.State.COMPLETED, base.state(), () -> "message: " + base.message());
        assertEquals(5 * 27, base.valid(), "five tree shapes of three nodes, keys 0..2 each at most Limit.MAX = 2");
        assertTrue(refusals().isEmpty(), () -> "no refusal after a first run: " + describe());

        demo.writeOnDisk("BST-limited-ordered.java.txt"); // an added conjunct: the source analysis offers reuse
        writeLimit(1); // what it cannot see: repOk now reads another value
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertTrue(Arrays.stream(demo.smallscopeMarkers()).anyMatch(m -> MarkerKind.INCREMENTAL_AVAILABLE.name()
                .equals(m.getAttribute(SmallscopeCore.MARKER_KIND, ""))), () -> "the source analysis offers reuse: " + describe());

        GenerationRun edited = Commands.generate(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "3", SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(GenerationRun.State.COMPLETED, edited.state(), () -> "message: " + edited.message());
        assertEquals(Mode.FULL, edited.mode(), "the changed static refuses reuse");
        assertEquals(0, edited.valid(), "three distinct ordered keys at most 1 do not exist (reusing the base would give 5 trees)");
        assertTrue(edited.fallbackReason() != null && edited.fallbackReason().contains("static demo.Limit.MAX was Integer:2 in the base, now Integer:1"),
                () -> "reason: " + edited.fallbackReason());

        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        List<IMarker> refusals = refusals();
        assertEquals(1, refusals.size(), ReuseRefusalMarkerTest::describe);
        String message = refusals.get(0).getAttribute(IMarker.MESSAGE, "");
        assertTrue(message.startsWith("The last run of BST(3) searched in full: "), message);
        assertTrue(message.contains(edited.fallbackReason()), message);
        assertEquals(demo.project.getFile("src/demo/BST.java"), refusals.get(0).getResource());
        showInProblemsView();
        Screenshots.take("marker-reuse-refused", PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
    }

    /** Opens BST.java at repOk and the Problems view, as a user looks at the markers. */
    private static void showInProblemsView() throws Exception {
        org.eclipse.ui.IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        var editor = org.eclipse.ui.ide.IDE.openEditor(page, demo.subjectFile());
        org.eclipse.jdt.ui.JavaUI.revealInEditor(editor, (org.eclipse.jdt.core.IJavaElement) demo.subjectType().getMethod("repOk", new String[0]));
        page.showView("org.eclipse.ui.views.ProblemView");
        Workbench.spin(1500);
        for (int i = 0; i < 3; i++) { // the view fills its groups lazily: open them, let it fill them, open again
            expandProblems(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
            Workbench.spin(700);
        }
    }

    private static org.eclipse.swt.widgets.Event expandEvent(org.eclipse.swt.widgets.TreeItem item) {
        org.eclipse.swt.widgets.Event e = new org.eclipse.swt.widgets.Event();
        e.item = item;
        return e;
    }

    /** Opens the Problems view's groups (its tree is the one whose first column is "Description"). */
    private static void expandProblems(org.eclipse.swt.widgets.Composite parent) {
        for (org.eclipse.swt.widgets.Control c : parent.getChildren()) {
            if (c instanceof org.eclipse.swt.widgets.Tree tree && tree.getColumnCount() > 0 && "Description".equals(tree.getColumn(0).getText())) {
                for (org.eclipse.swt.widgets.TreeItem item : tree.getItems()) {
                    tree.showItem(item);
                    item.setExpanded(true);
                    tree.notifyListeners(org.eclipse.swt.SWT.Expand, expandEvent(item));
                }
                tree.getColumn(0).setWidth(900);
            } else if (c instanceof org.eclipse.swt.widgets.Composite inner) {
                expandProblems(inner);
            }
        }
    }

    private static List<IMarker> refusals() throws Exception {
        return Arrays.stream(demo.smallscopeMarkers())
                .filter(m -> MarkerKind.REUSE_REFUSED.name().equals(m.getAttribute(SmallscopeCore.MARKER_KIND, ""))).toList();
    }

    private static String describe() {
        try {
            return DemoProject.describe(demo.smallscopeMarkers());
        } catch (Exception e) {
            return e.toString();
        }
    }

    /** Writes {@code src/demo/Limit.java} on disk (as an external editor would) with {@code MAX = max}. */
    private static void writeLimit(int max) throws Exception {
        IFile file = demo.project.getFile("src/demo/Limit.java");
        String source = "package demo;\n\n/** The largest key a tree may hold. */\npublic final class Limit {\n\n    /** Set here, read by BST's repOk. */\n"
                + "    public static int MAX = " + max + ";\n\n    private Limit() {\n    }\n}\n";
        Files.writeString(demo.project.getLocation().append(file.getProjectRelativePath()).toPath(), source, StandardCharsets.UTF_8);
        file.getParent().refreshLocal(IResource.DEPTH_ONE, null);
    }
}
