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
