package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.smallscope.core.GenerationJob;
import org.smallscope.core.GenerationRun;
import org.smallscope.ui.SmallscopeUi;

/** User code that kills its JVM (out of memory) ends the run with a clear message and leaves the workbench untouched. */
class RunnerFailuresTest {

    @Test
    void outOfMemoryInRepOkEndsTheRunWithAClearMessage() throws Exception {
        DemoProject demo = DemoProject.create("oom-demo", "BST-out-of-memory.java.txt");
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        GenerationJob job = Commands.schedule(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "3", SmallscopeUi.PARAM_EXPORT, "false"));
        Workbench.waitUntil("the run to end", Commands.JOB_TIMEOUT, () -> job.getResult() != null);
        GenerationRun run = job.run();
        assertEquals(GenerationRun.State.FAILED, run.state(), () -> run + " " + run.message());
        assertEquals(IStatus.ERROR, job.getResult().getSeverity());
        assertTrue(job.getResult().getMessage().contains("ran out of memory"), job.getResult().getMessage());
        assertTrue(job.getResult().getMessage().contains("BST(3)"), job.getResult().getMessage());
        assertTrue(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().isVisible(), "the workbench is still there");
    }
}
