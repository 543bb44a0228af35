package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.core.interactions.InteractionMarkers;
import org.smallscope.core.interactions.InteractionsJob;
import org.smallscope.core.interactions.LastInteractions;
import org.smallscope.core.internal.InteractionsCommandLine;
import org.smallscope.ui.internal.interactions.InferInteractionsDialog;
import org.smallscope.ui.internal.interactions.InteractionsView;

/**
 * Inferring a class's configuration interactions from the workbench: the dialog proposes the test class, seed and report
 * and checks them against the project; the job runs the real interactions module on a copy of the paper example and its
 * formulas reach the editor markers; without the module the job fails naming the property to set and leaves the last
 * report as it was.
 */
class InferInteractionsTest {

    @TempDir
    Path dir;

    private static DemoProject demo;

    @BeforeAll
    static void createProject() throws Exception {
        Workbench.prepare();
        demo = DemoProject.empty("smallscope-infer", false);
        IFolder folder = demo.project.getFolder("src");
        for (String segment : "org/smallscope/examples/interactions".split("/")) {
            folder = folder.getFolder(segment);
            if (!folder.exists()) {
                folder.create(true, true, null);
            }
        }
        folder.getFile("PaperExample.java").create(new ByteArrayInputStream(DemoProject.resource("PaperExample.java.txt")
                .getBytes(StandardCharsets.UTF_8)), true, null);
        folder.getFile("Other.java").create(new ByteArrayInputStream(
                "package org.smallscope.examples.interactions;\nclass Other {\n}\n".getBytes(StandardCharsets.UTF_8)), true, null);
        Workbench.waitForJobs(120_000);
    }

    /**
     * Runs the real interactions module (from the test's {@code smallscope.interactions.classpath}) on a copy of the paper
     * example in a workspace project with the API and JUnit 5: the report's six labelled lines carry the paper's formulas,
     * it becomes the last report, and the editor markers show them on the labelled lines.
     */
    @Test
    void runsTheModuleInASeparateJvmAndShowsThePapersFormulas() throws Exception {
        DemoProject paper = DemoProject.empty("smallscope-infer-paper", true);
        var entries = new ArrayList<>(List.of(paper.javaProject.getRawClasspath()));
        entries.add(JavaCore.newContainerEntry(IPath.fromOSString("org.eclipse.jdt.junit.JUNIT_CONTAINER/5")));
        paper.javaProject.setRawClasspath(entries.toArray(IClasspathEntry[]::new), null);
        IFile source = paper.project.getFile("src/demo/Paper.java");
        source.create(new ByteArrayInputStream(DemoProject.resource("Paper.java.txt").getBytes(StandardCharsets.UTF_8)), true, null);
        paper.project.getFile("src/demo/PaperTest.java").create(
                new ByteArrayInputStream(DemoProject.resource("PaperTest.java.txt").getBytes(StandardCharsets.UTF_8)), true, null);
        Workbench.waitForJobs(120_000);
        assertEquals(List.of(), paper.compileErrors());
        Path report = dir.resolve("paper.json");

        InteractionsJob job = new InteractionsJob(paper.javaProject, "demo.Paper", "demo.PaperTest", 0, report);
        job.schedule();
        Workbench.waitUntil("the interactions job", 600_000, () -> job.getResult() != null);

        assertTrue(job.getResult().isOK(), job.getResult().toString());
        var read = job.result();
        Map<String, String> labelled = new TreeMap<>();
        read.locations().stream().filter(l -> l.label() != null).forEach(l -> labelled.put(l.label(), l.formula()));
        assertEquals(Map.of("L0", "x ∧ y", "L1", "x ∧ y ∧ z ∈ {0,3,4}", "L2", "¬x ∨ ¬y", "L3", "true", "L4", "u ∧ v", "L5",
                "(s ∨ t) ∧ u ∧ v"), labelled);
        assertEquals(320, read.configurationSpace());
        assertTrue(read.configurationsRun() > 0 && read.configurationsRun() < 320, "iGen runs part of the space: " + read.configurationsRun());
        assertEquals(report.toAbsolutePath(), LastInteractions.REPORT.path().orElseThrow());
        Workbench.waitUntil("the markers", 30_000, () -> {
            try {
                return source.findMarkers(InteractionMarkers.TYPE, false, 0).length == read.locations().size();
            } catch (CoreException e) {
                return false;
            }
        });
        List<String> lines = Files.readAllLines(source.getLocation().toPath());
        for (IMarker m : source.findMarkers(InteractionMarkers.TYPE, false, 0)) {
            String text = lines.get(m.getAttribute(IMarker.LINE_NUMBER, 0) - 1);
            String label = text.replaceAll(".*// (L\\d).*", "$1");
            if (!label.equals(text)) {
                assertEquals(labelled.get(label), m.getAttribute(IMarker.MESSAGE, ""), "the marker on " + text.trim());
            }
        }
        var page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        var old = page.findView(InteractionsView.ID);
        if (old != null) {
            page.hideView(old);
        }
        InteractionsView view = (InteractionsView) page.showView(InteractionsView.ID);
        Workbench.waitUntil("the view on the inferred report", 30_000,
                () -> view.report() != null && view.report().configurationsRun() == read.configurationsRun());
        assertTrue(Screenshots.ofMaximized(view, "interactions-inferred", () -> Workbench.spin(500)).length() > 0);
    }

    private static IType paper() throws Exception {
        return demo.javaProject.findType("org.smallscope.examples.interactions.PaperExample");
    }

    @Test
    void theDialogProposesTheTestClassAndChecksItAndTheSeed() throws Exception {
        InferInteractionsDialog dialog = new InferInteractionsDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), paper());
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            InferInteractionsDialog.Offer offer = dialog.offer();
            assertEquals("org.smallscope.examples.interactions.PaperExampleTest", offer.tests());
            assertEquals("0", offer.seed());
            assertTrue(offer.report().endsWith("/.smallscope/interactions/PaperExample-interactions.json"), offer.report());
            assertEquals("No class org.smallscope.examples.interactions.PaperExampleTest in project smallscope-infer", offer.problem(),
                    "the proposed test class does not exist in this project");
            assertFalse(offer.okEnabled());

            dialog.type("org.smallscope.examples.interactions.Other", "x");
            assertEquals("Seed: a whole number", dialog.offer().problem());
            dialog.type("org.smallscope.examples.interactions.Other", "42");
            assertNull(dialog.offer().problem());
            assertTrue(dialog.offer().okEnabled());
        } finally {
            dialog.close();
        }
    }

    @Test
    void withoutTheModuleTheJobSaysWhichPropertyToSetAndKeepsTheLastReport() throws Exception {
        Path before = dir.resolve("before.json");
        LastInteractions.REPORT.remember(before);
        String classpath = System.getProperty(InteractionsCommandLine.EXTRA_CLASSPATH);
        System.clearProperty(InteractionsCommandLine.EXTRA_CLASSPATH);
        try {
            InteractionsJob job = new InteractionsJob(demo.javaProject, "org.smallscope.examples.interactions.PaperExample",
                    "org.smallscope.examples.interactions.Other", 0, dir.resolve("never.json"));
            job.schedule();
            Workbench.waitUntil("the interactions job", 60_000, () -> job.getResult() != null);

            IStatus result = job.getResult();
            assertEquals(IStatus.ERROR, result.getSeverity());
            assertTrue(result.getMessage().startsWith("Interactions of org.smallscope.examples.interactions.PaperExample: ")
                    && result.getMessage().contains("-Dsmallscope.interactions.classpath="), result.getMessage());
            assertNull(job.result());
            assertEquals(before.toAbsolutePath(), LastInteractions.REPORT.path().orElseThrow(), "a failed inference leaves the last report");
        } finally {
            if (classpath != null) {
                System.setProperty(InteractionsCommandLine.EXTRA_CLASSPATH, classpath);
            }
        }
    }
}
