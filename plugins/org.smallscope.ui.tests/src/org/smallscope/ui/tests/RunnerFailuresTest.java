package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IncrementalProjectBuilder;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.smallscope.core.CoreStatus;
import org.smallscope.core.GenerationJob;
import org.smallscope.core.GenerationRun;
import org.smallscope.ui.SmallscopeUi;

/**
 * User code that kills its JVM (out of memory) ends the run with a clear message and leaves the workbench untouched; a
 * subject whose project cannot be compiled for its build path is not run, and the message names the project and the problem.
 */
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

    @Test
    void aBuildPathErrorEndsTheRunNamingTheProjectAndTheProblem() throws Exception {
        DemoProject demo = DemoProject.create("build-path-demo", "BST.java.txt");
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        IType subject = demo.subjectType();
        List<IClasspathEntry> entries = new ArrayList<>(List.of(demo.javaProject.getRawClasspath()));
        entries.add(JavaCore.newLibraryEntry(demo.project.getFullPath().append("lib/missing.jar"), null, null));
        demo.javaProject.setRawClasspath(entries.toArray(IClasspathEntry[]::new), null);
        demo.project.build(IncrementalProjectBuilder.CLEAN_BUILD, null);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);

        GenerationJob job = Commands.schedule(subject, Map.of(SmallscopeUi.PARAM_ARGS, "3", SmallscopeUi.PARAM_EXPORT, "false"));
        Workbench.waitUntil("the run to end", Commands.JOB_TIMEOUT, () -> job.getResult() != null);

        String message = job.getResult().getMessage();
        assertEquals(IStatus.ERROR, job.getResult().getSeverity(), message);
        assertEquals(CoreStatus.BUILD_PATH_ERRORS.code(), job.getResult().getCode(), message);
        assertTrue(message.contains("build-path-demo") && message.contains("missing.jar") && message.contains("demo.BST"), message);
    }
}
