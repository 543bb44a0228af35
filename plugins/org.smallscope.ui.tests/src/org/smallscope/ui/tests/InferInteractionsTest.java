package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.eclipse.core.resources.IFolder;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.jdt.core.IType;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.core.InteractionsJob;
import org.smallscope.core.LastInteractions;
import org.smallscope.core.internal.InteractionsCommand;
import org.smallscope.ui.internal.interactions.InferInteractionsDialog;

/**
 * Inferring a class's configuration interactions from the workbench: the dialog proposes the test class, seed and report
 * and checks them against the project; without the interactions module the job fails naming the property to set and
 * leaves the last report as it was.
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
        folder.getFile("PaperExample.java").create(new java.io.ByteArrayInputStream(DemoProject.resource("PaperExample.java.txt")
                .getBytes(StandardCharsets.UTF_8)), true, null);
        folder.getFile("Other.java").create(new java.io.ByteArrayInputStream(
                "package org.smallscope.examples.interactions;\nclass Other {\n}\n".getBytes(StandardCharsets.UTF_8)), true, null);
        Workbench.waitForJobs(120_000);
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
        String classpath = System.getProperty(InteractionsCommand.EXTRA_CLASSPATH);
        System.clearProperty(InteractionsCommand.EXTRA_CLASSPATH);
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
                System.setProperty(InteractionsCommand.EXTRA_CLASSPATH, classpath);
            }
        }
    }
}
