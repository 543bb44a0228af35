package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.core.quality.EvaluationJob;
import org.smallscope.core.internal.EvaluationCommand;
import org.smallscope.core.quality.EvaluationResults;
import org.smallscope.core.quality.EvaluationReportReader;
import org.smallscope.core.JavaSubjects;
import org.smallscope.core.quality.LastEvaluation;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.ui.internal.quality.EvaluateDialog;

/**
 * Evaluating a subject's suite quality in a real workbench: the dialog offers the subject's methods and checks the scopes;
 * the job runs {@code evaluate} in a separate JVM on a workspace subject; when it succeeds
 * its report is read and becomes the last evaluation (the evaluation module's jars come from the test's
 * {@code smallscope.evaluation.classpath}); when the JVM fails, the job's error names the subject and the exit code and
 * the last evaluation stays as it was.
 */
class EvaluationJobTest {

    @TempDir
    Path dir;

    private static DemoProject demo;

    @BeforeAll
    static void createProject() throws Exception {
        Workbench.prepare();
        demo = DemoProject.create("smallscope-quality", "BST-with-methods.java.txt");
        Workbench.waitForJobs(180_000);
    }

    @Test
    void theDialogOffersTheSubjectsMethodsAndChecksTheScopes() throws Exception {
        var type = demo.javaProject.findType("demo.BST");
        WorkspaceSubject subject = JavaSubjects.scan(type.getCompilationUnit()).get(0);
        EvaluateDialog dialog = new EvaluateDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), subject);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            EvaluateDialog.Offer offer = dialog.offer();
            assertEquals("add,removeMin", offer.methods(), "the public instance methods other than repOk");
            assertEquals("1-5", offer.sizes());
            assertTrue(offer.report().endsWith("/.smallscope/evaluation/BST-quality.json"), offer.report());
            assertTrue(offer.mutation());

            dialog.typeSizes("1-");
            assertTrue(dialog.offer().problem().startsWith("Scopes"), dialog.offer().problem());
            assertFalse(dialog.offer().okEnabled());
            dialog.typeSizes("1,3,5");
            assertNull(dialog.offer().problem());
            assertTrue(dialog.offer().okEnabled());
        } finally {
            dialog.close();
        }
    }

    @Test
    void runsEvaluateInASeparateJvmAndRemembersTheReport() throws Exception {
        Path report = dir.resolve("bst-quality.json");

        EvaluationJob job = new EvaluationJob(demo.javaProject, "demo.BST", "add", "1-2", report, false);
        job.schedule();
        Workbench.waitUntil("the evaluation job", 300_000, () -> job.getResult() != null);

        assertTrue(job.getResult().isOK(), job.getResult().toString());
        EvaluationResults read = EvaluationReportReader.read(report);
        assertEquals("demo.BST", read.subject());
        assertEquals(2, read.scopes().size(), read.toString());
        assertTrue(read.scopes().get(1).inputs() > read.scopes().get(0).inputs(), read.toString());
        assertEquals(read, job.result());
        assertEquals(report.toAbsolutePath(), LastEvaluation.path().orElseThrow());
    }

    @Test
    void aFailingEvaluationJvmSaysWhyAndKeepsTheLastReport() throws Exception {
        Path before = dir.resolve("before.json");
        Files.writeString(before, "{}");
        LastEvaluation.remember(before);
        String main = System.getProperty(EvaluationCommand.MAIN);
        System.setProperty(EvaluationCommand.MAIN, "no.such.EvaluateCommand");
        try {
            EvaluationJob job = new EvaluationJob(demo.javaProject, "demo.BST", "add", "1-2", dir.resolve("never.json"), false);
            job.schedule();
            Workbench.waitUntil("the evaluation job", 300_000, () -> job.getResult() != null);

            IStatus result = job.getResult();
            assertEquals(IStatus.ERROR, result.getSeverity(), result.toString());
            assertTrue(result.getMessage().startsWith("Evaluation of demo.BST: ") && result.getMessage().contains("exit code"), result.getMessage());
            assertNull(job.result());
            assertEquals(before.toAbsolutePath(), LastEvaluation.path().orElseThrow(), "a failed evaluation leaves the last report");
        } finally {
            if (main == null) {
                System.clearProperty(EvaluationCommand.MAIN);
            } else {
                System.setProperty(EvaluationCommand.MAIN, main);
            }
        }
    }
}
