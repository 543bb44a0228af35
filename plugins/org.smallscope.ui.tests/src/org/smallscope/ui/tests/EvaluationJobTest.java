package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.IStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.core.EvaluationJob;
import org.smallscope.core.EvaluationReport;
import org.smallscope.core.EvaluationReportReader;
import org.smallscope.core.LastEvaluation;

/**
 * The evaluation job in a real workbench: it runs {@code evaluate} in a separate JVM on a workspace subject; when it succeeds
 * its report is read and becomes the last evaluation, and when the JVM fails (as while {@code evaluate} is not in the runner)
 * the job's error names the subject and the exit code and the last evaluation stays as it was.
 */
class EvaluationJobTest {

    @TempDir
    Path dir;

    @Test
    void runsEvaluateInASeparateJvmAndRemembersTheReportOrSaysWhyNot() throws Exception {
        Workbench.prepare();
        DemoProject demo = DemoProject.create("smallscope-quality", "BST-with-methods.java.txt");
        Workbench.waitForJobs(180_000);
        Path before = dir.resolve("before.json");
        Files.writeString(before, "{}");
        LastEvaluation.remember(before);
        Path report = dir.resolve("bst-quality.json");

        EvaluationJob job = new EvaluationJob(demo.javaProject, "demo.BST", "add", "1-2", report, false);
        job.schedule();
        Workbench.waitUntil("the evaluation job", 300_000, () -> job.getResult() != null);
        IStatus result = job.getResult();
        System.out.println("[evaluation] " + result);

        if (result.isOK()) {
            EvaluationReport read = EvaluationReportReader.read(report);
            assertEquals("demo.BST", read.subject());
            assertEquals(read, job.result());
            assertEquals(report.toAbsolutePath(), LastEvaluation.path().orElseThrow());
        } else {
            assertEquals(IStatus.ERROR, result.getSeverity(), result.toString());
            assertTrue(result.getMessage().startsWith("Evaluation of demo.BST: ") && result.getMessage().contains("exit code"), result.getMessage());
            assertNull(job.result());
            assertEquals(before.toAbsolutePath(), LastEvaluation.path().orElseThrow(), "a failed evaluation leaves the last report");
        }
    }
}
