package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ProjectScope;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.junit.model.ITestElement;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.SmallscopePreferences;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.ui.SmallscopeUi;
import org.smallscope.ui.internal.results.ExportedTests;
import org.smallscope.ui.internal.results.JUnitLaunches;
import org.smallscope.ui.internal.results.RunCompletion;
import org.smallscope.ui.internal.results.RunSummary;
import org.smallscope.ui.internal.space.CandidateSpaceView;
import org.smallscope.ui.internal.structures.StructuresView;

/**
 * A finished run is visible where the user looks (the Structures view in front, the exported class revealed in the
 * Package Explorer, Open and Run on the view's message line), and Run launches the exported suite, all its classes, with
 * Eclipse's own JUnit launch configuration, whose result is read from JDT's JUnit model; after a restart of the core model the views show
 * the saved runs.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RunResultsTest {

    private static DemoProject demo;
    private static GenerationRun run;

    @BeforeAll
    static void generateWithExport() throws Exception {
        Workbench.prepare();
        IWorkbenchPage page = page();
        IViewPart open = page.findView(StructuresView.ID);
        if (open != null) {
            page.hideView(open); // the run must bring it back
        }
        demo = DemoProject.create("results-demo", "BST.java.txt");
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        run = Commands.generate(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "4", SmallscopeUi.PARAM_REUSE, SmallscopeUi.REUSE_FULL));
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> run + " " + run.message());
        Workbench.spin(500); // the result is shown by an asyncExec after the job
    }

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    @Test
    @Order(1)
    void theStructuresViewComesToTheFrontAndTheExportedClassIsRevealed() throws Exception {
        IViewPart view = page().findView(StructuresView.ID);
        assertNotNull(view, "the Structures view was opened by the finished run");
        assertTrue(page().isPartVisible(view), "the Structures view is in front");
        List<IType> exported = ExportedTests.of(run);
        assertEquals(1, exported.size(), () -> "exported: " + run.exportedFiles());
        assertEquals("demo.BSTExhaustiveTest", exported.get(0).getFullyQualifiedName());
        IViewPart explorer = RunCompletion.EXPLORERS.stream().map(id -> page().findView(id)).filter(Objects::nonNull).findFirst().orElse(null);
        assertNotNull(explorer, "an explorer is open");
        IStructuredSelection selection = (IStructuredSelection) explorer.getSite().getSelectionProvider().getSelection();
        assertEquals(exported.get(0).getResource(), Adapters.adapt(selection.getFirstElement(), IResource.class),
                () -> explorer.getTitle() + " selection: " + selection);
        String status = ((StructuresView) view).statusText();
        assertTrue(status.contains(Long.toString(run.valid())) && status.contains("BSTExhaustiveTest") && status.contains(">Open</a>")
                && status.contains(">Run as JUnit Test</a>"), status);
        assertTrue(run.notes().get(0).startsWith("a candidate's repOk starts past the conjuncts whose fields the step kept: it can start at"),
                () -> "notes: " + run.notes());
        assertEquals("Note: " + run.notes().get(0), ((StructuresView) view).statusToolTip(), "the run's note is the message line's tooltip");
        Screenshots.take("run-finished-results", PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
    }

    @Test
    @Order(2)
    void runLaunchesTheExportedSuiteWithEclipsesJUnitLaunchAndItIsGreen() throws Exception {
        IType exported = ExportedTests.of(run).get(0);
        assertEquals(List.of(), demo.compileErrors(), "the exported tests compile without edits");
        JUnitRuns.Session session = JUnitRuns.run(exported);
        assertEquals(JUnitLaunches.LAUNCH_TYPE, session.config().getType().getIdentifier());
        assertEquals(JUnitLaunches.JUNIT5_KIND, session.config().getAttribute("org.eclipse.jdt.junit.TEST_KIND", ""));
        assertEquals(List.of(), session.failures());
        assertEquals(ITestElement.Result.OK, session.result());
        assertEquals(run.valid(), session.tests(), "one test per valid structure");
        assertEquals(run.exportedTests(), session.tests());
        Workbench.spin(1000);
        Screenshots.take("exported-suite-in-junit-view", PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
    }

    @Test
    @Order(3)
    void runningAgainReusesTheLaunchConfigurationOfTheClass() throws Exception {
        IType exported = ExportedTests.of(run).get(0);
        JUnitRuns.Session again = JUnitRuns.run(exported);
        assertEquals(ITestElement.Result.OK, again.result());
        assertEquals(1, java.util.Arrays.stream(org.eclipse.debug.core.DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurations(
                again.config().getType())).filter(c -> {
                    try {
                        return demo.project.getName().equals(c.getAttribute("org.eclipse.jdt.launching.PROJECT_ATTR", ""));
                    } catch (org.eclipse.core.runtime.CoreException e) {
                        return false;
                    }
                }).count(), "one configuration for the class");
    }

    @Test
    @Order(4)
    void afterARestartOfTheCoreModelTheViewsShowTheLastRuns() throws Exception {
        SmallscopeCore.runs().reload(); // what the core finds in its state location when the workbench starts again
        GenerationRun restored = SmallscopeCore.runs().newest().orElseThrow();
        assertNotSame(run, restored, "read back from the saved history");
        assertEquals(run.request().describe(), restored.request().describe());
        assertEquals(run.startedAt(), restored.startedAt());
        assertEquals(run.valid(), restored.valid());
        assertEquals(run.snapshot(), restored.snapshot());
        IWorkbenchPage page = page();
        StructuresView view = (StructuresView) page.showView(StructuresView.ID, "after-restart", IWorkbenchPage.VIEW_ACTIVATE);
        try {
            Workbench.spin(500);
            assertSame(restored, view.run(), "a new Structures view shows the newest run of the saved history");
            assertEquals(run.structureCount(), view.rowCount());
            assertTrue(view.statusText().contains(">Run as JUnit Test</a>"), view.statusText());
            assertEquals(ExportedTests.of(run), ExportedTests.of(restored), "the exported class is found again");
            IViewPart before = page.findView(CandidateSpaceView.ID);
            if (before != null) {
                page.hideView(before); // opened by another test on a run of the session before the restart
            }
            CandidateSpaceView space = (CandidateSpaceView) page.showView(CandidateSpaceView.ID);
            Workbench.spin(500);
            assertSame(restored, space.run(), "the Candidate Space view lists the restored run too");
            assertTrue(space.totalsText().contains(Counts.format(run.valid())), space.totalsText());
        } finally {
            page.hideView(view);
        }
    }

    @Test
    @Order(5)
    void withTheShowResultsPreferenceOffAFinishedRunLeavesTheViewsAlone() throws Exception {
        IEclipsePreferences preferences = InstanceScope.INSTANCE.getNode(SmallscopeCore.PLUGIN_ID);
        preferences.putBoolean(SmallscopePreferences.SHOW_RESULTS, false);
        try {
            IViewPart open = page().findView(StructuresView.ID);
            if (open != null) {
                page().hideView(open);
            }
            GenerationRun quiet = Commands.generate(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "3", SmallscopeUi.PARAM_EXPORT, "false"));
            assertEquals(GenerationRun.State.COMPLETED, quiet.state(), () -> quiet + " " + quiet.message());
            Workbench.spin(500);
            assertEquals(null, page().findView(StructuresView.ID), "the Structures view stays closed");
        } finally {
            preferences.remove(SmallscopePreferences.SHOW_RESULTS);
        }
    }

    /**
     * A suite split into several classes runs whole from the Run link: one JUnit session of all its classes (the package
     * filtered by the suite's tag), every test counted once, and none of the user's own tests in that package.
     */
    @Test
    @Order(7)
    void runLaunchesEveryClassOfASplitSuiteInOneSessionAndNothingElse() throws Exception {
        IEclipsePreferences settings = new ProjectScope(demo.project).getNode(SmallscopeCore.PLUGIN_ID);
        settings.putBoolean(SmallscopePreferences.USE_PROJECT_SETTINGS, true);
        settings.putInt(SmallscopePreferences.INSTANCES_PER_CLASS, 5);
        settings.flush();
        try {
            demo.project.getFile("test/demo/OwnTest.java").create(new java.io.ByteArrayInputStream(
                    "package demo;\n\nclass OwnTest {\n    @org.junit.jupiter.api.Test\n    void mine() {\n    }\n}\n".getBytes(
                            java.nio.charset.StandardCharsets.UTF_8)), true, null);
            GenerationRun split = Commands.generate(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "4", SmallscopeUi.PARAM_REUSE,
                    SmallscopeUi.REUSE_FULL));
            assertEquals(GenerationRun.State.COMPLETED, split.state(), () -> split + " " + split.message());
            Workbench.waitForJobs(Commands.JOB_TIMEOUT);
            List<IType> exported = ExportedTests.of(split);
            assertEquals(List.of("demo.BSTExhaustiveTest", "demo.BSTExhaustive2Test", "demo.BSTExhaustive3Test"),
                    exported.stream().map(IType::getFullyQualifiedName).toList(), () -> "14 tests, 5 per class: " + split.exportedFiles());
            assertEquals(List.of(), demo.compileErrors(), "the split suite and the user's own test compile");
            assertTrue(RunSummary.text(split).contains("14 tests in BSTExhaustiveTest and 2 more"), RunSummary.text(split));

            JUnitRuns.Session session = JUnitRuns.run(exported.get(0));

            assertEquals(List.of(), session.failures());
            assertEquals(ITestElement.Result.OK, session.result());
            assertEquals(14, session.tests(), "every test of the three classes once, and not the user's OwnTest");
            assertEquals(split.exportedTests(), session.tests());
            assertEquals(exported.get(0).getPackageFragment().getHandleIdentifier(), session.config().getAttribute(JUnitLaunches.ATTR_CONTAINER, ""));
            assertEquals("smallscope:demo.BSTExhaustiveTest", session.config().getAttribute(JUnitLaunches.ATTR_INCLUDE_TAGS, ""));
            assertEquals(session.config(), JUnitRuns.run(exported.get(2)).config(), "any class of the suite runs the whole suite, in the same configuration");
        } finally {
            settings.remove(SmallscopePreferences.INSTANCES_PER_CLASS);
            settings.remove(SmallscopePreferences.USE_PROJECT_SETTINGS);
            settings.flush();
        }
    }

    /** A run's warnings are counted on the message line; they and its notes are the line's tooltip, a line each. */
    @Test
    @Order(6)
    void warningsAreCountedOnTheMessageLineAndListedWithTheNotesInItsTooltip() {
        GenerationRun warned = new GenerationRun(run.request());
        warned.apply(new RunEvent.Warning("the store is read-only: no snapshot was saved"));
        warned.apply(new RunEvent.Note("repOk runs whole on every candidate: -Dsmallscope.search.everyConjunct=true"));
        warned.apply(new RunEvent.Finished(Outcome.COMPLETED, 12, 2, 5, 0, null, null, null));
        warned.end(GenerationRun.State.COMPLETED, null, 0);

        assertTrue(RunSummary.text(warned).contains(" · 1 warning (hover for details)"), RunSummary.text(warned));
        assertEquals("Warning: the store is read-only: no snapshot was saved\nNote: repOk runs whole on every candidate: "
                + "-Dsmallscope.search.everyConjunct=true", RunSummary.toolTip(warned));
        assertEquals(null, RunSummary.toolTip(new GenerationRun(run.request())), "nothing to say: no tooltip");
    }
}
