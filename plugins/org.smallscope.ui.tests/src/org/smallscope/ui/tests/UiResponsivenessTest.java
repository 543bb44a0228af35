package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.smallscope.core.GenerationJob;
import org.smallscope.core.GenerationRun;
import org.smallscope.ui.SmallscopeUi;
import org.smallscope.ui.internal.UiFreezeMonitor;

/**
 * The UI-thread watchdog during runs: a run of about 2*10^7 candidates (BSTP(9), full) with the
 * Smallscope views and the Progress view open must never block the UI thread for
 * {@link UiFreezeMonitor#FREEZE_MILLIS} (the benchmark line printed here reports the longest block;
 * the goal is under 100 ms), a run of 40,320 structures fills and empties the Structures table without holding the UI
 * thread, and a real freeze is caught by the same watchdog.
 */
@org.junit.jupiter.api.TestMethodOrder(org.junit.jupiter.api.MethodOrderer.OrderAnnotation.class)
class UiResponsivenessTest {

    private static DemoProject demo;

    @BeforeAll
    static void createProject() throws Exception {
        demo = DemoProject.create("responsiveness-demo", "BST-with-parents.java.txt");
        demo.project.getFile("src/demo/DLLU.java").create(new java.io.ByteArrayInputStream(
                DemoProject.resource("DLLU.java.txt").getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, null);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
    }

    @Test
    @org.junit.jupiter.api.Order(1)
    void aLongRunNeverFreezesTheUiThread() throws Exception {
        var page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        page.showView("org.eclipse.ui.views.ProgressView");
        for (String view : new String[] {"org.smallscope.ui.candidateSpace", "org.smallscope.ui.structures"}) {
            if (PlatformUI.getWorkbench().getViewRegistry().find(view) != null) {
                page.showView(view);
            }
        }
        Workbench.spin(2000); // let the views paint once (first icons, fonts, classes) before measuring
        GenerationJob job = Commands.schedule(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "9", SmallscopeUi.PARAM_REUSE, SmallscopeUi.REUSE_FULL,
                SmallscopeUi.PARAM_EXPORT, "false"));
        Workbench.waitUntil("the run", Commands.JOB_TIMEOUT, () -> job.getResult() != null);
        GenerationRun run = job.run();
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> run + " " + run.message());
        assertEquals(20_480_122, run.explored(), "BSTP(9) explores Table II's count");
        long longest = UiFreezeMonitor.instance().longestBlockMillis(run);
        System.out.println("[benchmark] UI thread: longest block " + longest + " ms during a run of " + run.explored() + " candidates ("
                + run.valid() + " valid, " + run.millis() + " ms, views open; goal < 100 ms)");
        if (longest > 100) {
            System.out.println("[benchmark] watchdog: " + UiFreezeMonitor.instance().diagnostics());
        }
        assertTrue(longest >= 0, "the watchdog watched the run");
        assertTrue(longest < MachineLoad.scaled(UiFreezeMonitor.FREEZE_MILLIS), "the UI thread was blocked for " + longest + " ms "
                + MachineLoad.bound(UiFreezeMonitor.FREEZE_MILLIS));
    }

    @Test
    @org.junit.jupiter.api.Order(2)
    void fillingAndEmptyingTheStructuresTableOfFortyThousandRowsNeverHoldsTheUiThread() throws Exception {
        GenerationRun small = Commands.generate(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "3", SmallscopeUi.PARAM_REUSE,
                SmallscopeUi.REUSE_FULL, SmallscopeUi.PARAM_EXPORT, "false"));
        GenerationRun large = Commands.generate(demo.javaProject.findType("demo.DLLU"), Map.of(SmallscopeUi.PARAM_ARGS, "8",
                SmallscopeUi.PARAM_REUSE, SmallscopeUi.REUSE_FULL, SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(40_320, large.structureCount(), "8! circular lists");
        var view = (org.smallscope.ui.internal.structures.StructuresView) PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage()
                .showView(org.smallscope.ui.internal.structures.StructuresView.ID);
        view.showRun(small);
        Workbench.spin(500);
        // the UI thread's own time (CPU, not wall clock: other builds on the machine do not count), in the call and in each
        // event after it (the table grows by at most 10,000 rows an event)
        long[] fill = uiThreadMillis(() -> view.showRun(large));
        long[] fillEvents = longestEventMillis(1500, () -> view.table().getTable().getItemCount() == 40_320);
        assertEquals(40_320, view.table().getTable().getItemCount());
        view.select(40_319);
        Workbench.spin(300);
        long[] clear = uiThreadMillis(() -> view.showRun(small));
        long[] clearEvents = longestEventMillis(1000, () -> true);
        assertEquals(small.structureCount(), view.table().getTable().getItemCount());
        System.out.println("[benchmark] Structures table of 40,320 rows: filled in " + fill[0] + " ms CPU (" + fill[1] + " ms wall) then events of at most "
                + fillEvents[0] + " ms CPU (" + fillEvents[1] + " ms wall); emptied in " + clear[0] + " ms CPU (" + clear[1]
                + " ms wall), events after at most " + clearEvents[0] + " ms CPU (goal < 100 ms)");
        assertTrue(fill[0] < 100 && fillEvents[0] < 100, "filling held the UI thread " + fill[0] + " ms, then " + fillEvents[0] + " ms");
        // emptying takes GTK time linear in the rows (a few µs each): the 15,004 rows must take under 100 ms (2 s before)
        long per15004 = clear[0] * 15_004 / 40_320;
        assertTrue(per15004 < 100, "emptying 40,320 rows held the UI thread " + clear[0] + " ms: " + per15004 + " ms for 15,004");
        assertTrue(clearEvents[0] < 100, "an event after emptying took " + clearEvents[0] + " ms");
        long wall = MachineLoad.scaled(1000);
        assertTrue(fill[1] < wall && clear[1] < wall && fillEvents[1] < wall && clearEvents[1] < wall,
                "no freeze a user would see (wall clock, with the machine's load): " + fill[1] + ", " + clear[1] + ", " + fillEvents[1] + ", "
                        + clearEvents[1] + " " + MachineLoad.bound(1000));
    }

    /** @return the CPU and wall-clock milliseconds {@code action} takes on the UI thread */
    private static long[] uiThreadMillis(Runnable action) {
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpu = threads.getCurrentThreadCpuTime();
        long wall = System.nanoTime();
        action.run();
        return new long[] {(threads.getCurrentThreadCpuTime() - cpu) / 1_000_000, (System.nanoTime() - wall) / 1_000_000};
    }

    /**
     * @return the longest single event the UI thread dispatched in the next {@code millis}, and on until {@code done} holds (at
     *         most {@link Commands#JOB_TIMEOUT}: a loaded machine dispatches fewer events in the same time): CPU and wall-clock
     *         milliseconds
     */
    private static long[] longestEventMillis(long millis, java.util.function.BooleanSupplier done) {
        var display = org.eclipse.swt.widgets.Display.getCurrent();
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long end = System.currentTimeMillis() + millis;
        long limit = System.currentTimeMillis() + Commands.JOB_TIMEOUT;
        long[] longest = {0, 0};
        while (System.currentTimeMillis() < end || (!done.getAsBoolean() && System.currentTimeMillis() < limit)) {
            long cpu = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            boolean dispatched = display.readAndDispatch();
            longest[0] = Math.max(longest[0], (threads.getCurrentThreadCpuTime() - cpu) / 1_000_000);
            longest[1] = Math.max(longest[1], (System.nanoTime() - start) / 1_000_000);
            if (!dispatched) {
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return longest;
                }
            }
        }
        return longest;
    }

    @Test
    @org.junit.jupiter.api.Order(3)
    void theWatchdogCatchesARealFreeze() throws Exception {
        GenerationJob job = Commands.schedule(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "10", SmallscopeUi.PARAM_REUSE, SmallscopeUi.REUSE_FULL,
                SmallscopeUi.PARAM_EXPORT, "false"));
        Workbench.waitUntil("the run to start", Commands.JOB_TIMEOUT, () -> job.run().state() == GenerationRun.State.RUNNING);
        Workbench.waitUntil("the watchdog to watch", Commands.JOB_TIMEOUT, () -> UiFreezeMonitor.instance().pings(job.run()) > 3);
        long before = UiFreezeMonitor.instance().pings(job.run());
        Thread.sleep(UiFreezeMonitor.FREEZE_MILLIS + 300); // this test runs on the UI thread: a deliberate freeze
        // the watchdog posts one ping at a time: at most one answered before the freeze is counted after `before` was
        // read, so two more mean the ping that waited out the freeze has been recorded (the event loop may take a while
        // to reach it behind what piled up meanwhile; a fixed spin of 200 ms once read the maximum too early: 199 ms)
        Workbench.waitUntil("the watchdog to hear from the UI thread after the freeze", Commands.JOB_TIMEOUT,
                () -> UiFreezeMonitor.instance().pings(job.run()) >= before + 2);
        long longest = UiFreezeMonitor.instance().longestBlockMillis(job.run());
        job.cancel();
        Workbench.waitUntil("the run to end", Commands.JOB_TIMEOUT, () -> job.getResult() != null);
        System.out.println("[watchdog] " + UiFreezeMonitor.instance().pings(job.run()) + " pings during the run; state "
                + job.run().state() + "; " + UiFreezeMonitor.instance().diagnostics());
        assertTrue(longest >= UiFreezeMonitor.FREEZE_MILLIS, "the watchdog saw the " + (UiFreezeMonitor.FREEZE_MILLIS + 300)
                + " ms freeze: " + longest + " ms");
    }
}
