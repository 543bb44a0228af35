package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.smallscope.core.GenerationJob;
import org.smallscope.core.GenerationRequest;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.MarkerKind;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.SmallscopePreferences;
import org.smallscope.core.SnapshotCatalog;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.ui.SmallscopeUi;
import org.smallscope.ui.internal.GenerateDialog;
import org.smallscope.ui.internal.UiMessages;

/**
 * The whole loop in a real workbench on a real Java project: discovery, the marker before any
 * run, "Generate Exhaustive Tests" on BST(5) through the handler service, the exported JUnit class
 * compiling and passing, repOk edited on disk into BSTP and the marker saying "incremental
 * available", the incremental run, a bound change refused with the right reason, and an endless
 * loop in repOk stopped with a clear message while the workbench stays responsive.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class GenerationWorkflowTest {

    private static final long JOB_TIMEOUT = 180_000;

    private static DemoProject demo;
    private static long fullExploredBstp;

    @BeforeAll
    static void createProject() throws Exception {
        Workbench.prepare();
        demo = DemoProject.create("smallscope-demo", "BST.java.txt");
        Workbench.waitForJobs(JOB_TIMEOUT);
    }

    @AfterAll
    static void closeEditors() {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
    }

    @Test
    @Order(1)
    void discoversTheSubjectAndItsFinitization() throws Exception {
        assertEquals(List.of(), demo.compileErrors(), "the demo project compiles against the Smallscope API container");
        List<WorkspaceSubject> subjects = SmallscopeCore.index().subjects(demo.project);
        assertEquals(1, subjects.size(), () -> "subjects: " + subjects);
        WorkspaceSubject bst = subjects.get(0);
        assertEquals("demo.BST", bst.binaryName());
        assertEquals("repOk", bst.predicate().getElementName());
        assertNotNull(bst.finitization(), "finBST found");
        assertEquals("finBST", bst.finitization().getElementName());
        assertEquals(1, bst.finitizationArity());
    }

    @Test
    @Order(2)
    void beforeAnyRunRepOkIsQuietUnlessInformationalMarkersAreOn() throws Exception {
        assertEquals(List.of(), verdicts(), "no marker until there is something to say");
        IEclipsePreferences preferences = InstanceScope.INSTANCE.getNode(SmallscopeCore.PLUGIN_ID);
        preferences.putBoolean(SmallscopePreferences.INFO_MARKERS, true);
        try {
            Workbench.waitForJobs(JOB_TIMEOUT);
            IMarker marker = onlyVerdict();
            assertEquals(MarkerKind.NO_SNAPSHOT.name(), marker.getAttribute(SmallscopeCore.MARKER_KIND, ""));
            assertTrue(marker.getAttribute(IMarker.MESSAGE, "").contains("No saved snapshot for BST"), marker.getAttribute(IMarker.MESSAGE, ""));
            assertEquals(lineOf("public boolean repOk()"), marker.getAttribute(IMarker.LINE_NUMBER, -1), "the marker is on repOk");
            showMarkers();
            Screenshots.take("marker-before-first-run", workbenchShell());
        } finally {
            preferences.remove(SmallscopePreferences.INFO_MARKERS);
            Workbench.waitForJobs(JOB_TIMEOUT);
        }
        assertEquals(List.of(), verdicts(), "quiet again with the preference off");
    }

    @Test
    @Order(3)
    void generatesTheFortyTwoBinarySearchTreesOfSizeFive() throws Exception {
        GenerationRun run = generate(Map.of(SmallscopeUi.PARAM_ARGS, "5"));
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> "run: " + run + " message: " + run.message());
        assertEquals(Mode.FULL, run.mode());
        assertEquals(42, run.valid());
        assertEquals(42, run.structureCount());
        assertEquals(42, run.structures().stream().map(s -> Arrays.toString(s.vector())).distinct().count(), "distinct vectors");
        assertNotNull(run.snapshot(), "the run saved a snapshot");
        assertTrue(demo.project.getFolder(SmallscopeCore.STORE_FOLDER).members().length > 0, "the store is refreshed into the workspace");
    }

    @Test
    @Order(4)
    void dialogOffersArgumentsSnapshotsThreadsAndExport() throws Exception {
        WorkspaceSubject bst = SmallscopeCore.index().subjects(demo.project).get(0);
        List<SnapshotCatalog.Snapshot> saved = SnapshotCatalog.of(demo.project).snapshots();
        assertTrue(saved.size() >= 1, "the BST(5) run saved a snapshot");
        GenerationRequest defaults = GenerationRequest.of(bst, 3);
        String size = SmallscopePreferences.get(demo.project, SmallscopePreferences.DEFAULT_SIZE).trim();
        GenerateDialog dialog = new GenerateDialog(Display.getCurrent().getActiveShell(), bst, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        GenerateDialog.Offer offer;
        try {
            offer = dialog.offer();
            Screenshots.take("generate-dialog", dialog.getShell());
        } finally {
            dialog.close();
        }
        assertTrue(offer.argumentsLabel().contains(String.join(", ", bst.finitizationParameterNames())), offer.argumentsLabel());
        assertEquals(size, offer.arguments(), "finBST's one argument, the default size (nothing remembered yet)");
        List<String> choices = offer.reuseChoices();
        assertEquals(2 + saved.size(), choices.size(), choices::toString);
        String newest = SnapshotCatalog.of(demo.project).newestSnapshot(bst.binaryName()).orElseThrow().subject();
        assertTrue(choices.get(0).startsWith("Reuse the newest compatible snapshot (" + newest + ")"), choices.get(0));
        assertEquals(UiMessages.reuseFull, choices.get(1));
        for (int i = 0; i < saved.size(); i++) {
            assertTrue(choices.get(2 + i).contains(saved.get(i).id()) && choices.get(2 + i).contains(saved.get(i).subject()), choices.get(2 + i));
        }
        assertEquals(defaults.threads() > 0 ? defaults.threads() : Runtime.getRuntime().availableProcessors(), offer.threads());
        assertEquals(defaults.timeoutMillis(), offer.timeoutMillis());
        assertTrue(offer.export(), "the JUnit export is on by default");
        assertEquals(3, offer.flavours().size(), offer.flavours()::toString);
        assertEquals(defaults.export().flavour().ordinal(), offer.flavour());
        assertEquals(defaults.export().perClass(), offer.perClass());
    }

    @Test
    @Order(5)
    void exportedTestClassCompilesAndPasses() throws Exception {
        var exported = demo.project.getFile("test/demo/BSTExhaustiveTest.java");
        assertTrue(exported.exists(), "exported into the test source folder");
        Workbench.waitForJobs(JOB_TIMEOUT);
        assertEquals(List.of(), demo.compileErrors(), "the exported tests compile without edits");
        JUnitRuns.Session session = JUnitRuns.run(demo.javaProject.findType("demo.BSTExhaustiveTest"));
        assertEquals(List.of(), session.failures());
        assertEquals(org.eclipse.jdt.junit.model.ITestElement.Result.OK, session.result(), "green in Eclipse's JUnit view");
        assertEquals(42, session.tests());
    }

    @Test
    @Order(6)
    void editingRepOkIntoBstpOnDiskMakesIncrementalGenerationAvailable() throws Exception {
        demo.writeOnDisk("BST-with-parents.java.txt");
        Workbench.waitForJobs(JOB_TIMEOUT);
        IMarker marker = onlyVerdict();
        String message = marker.getAttribute(IMarker.MESSAGE, "");
        assertEquals(MarkerKind.INCREMENTAL_AVAILABLE.name(), marker.getAttribute(SmallscopeCore.MARKER_KIND, ""), message);
        assertTrue(message.toLowerCase().contains("incremental generation available from snapshot"), message);
        assertTrue(message.contains("42 tests"), message);
        assertTrue(message.contains("size 5"), message);
        showMarkers();
        Screenshots.take("marker-incremental-available", workbenchShell());
    }

    @Test
    @Order(7)
    void incrementalRunFindsTheSame42WithFewerCandidatesThanAFullRun() throws Exception {
        GenerationRun incremental = generate(Map.of(SmallscopeUi.PARAM_ARGS, "5"));
        assertEquals(GenerationRun.State.COMPLETED, incremental.state(), () -> "message: " + incremental.message());
        assertEquals(Mode.INCREMENTAL, incremental.mode(), () -> "fallback: " + incremental.fallbackReason());
        assertEquals(42, incremental.valid());
        assertEquals(42, incremental.reusedTests());
        GenerationRun full = generate(Map.of(SmallscopeUi.PARAM_ARGS, "5", SmallscopeUi.PARAM_REUSE, SmallscopeUi.REUSE_FULL,
                SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(GenerationRun.State.COMPLETED, full.state(), () -> "message: " + full.message());
        assertEquals(Mode.FULL, full.mode());
        assertEquals(42, full.valid());
        fullExploredBstp = full.explored();
        assertTrue(incremental.explored() < fullExploredBstp,
                "incremental explored " + incremental.explored() + " < full " + fullExploredBstp);
        assertEquals(full.structures().stream().map(s -> Arrays.toString(s.vector())).sorted().toList(),
                incremental.structures().stream().map(s -> Arrays.toString(s.vector())).sorted().toList(), "same suite, set for set");
    }

    @Test
    @Order(8)
    void changedBoundIsReportedOnRepOkWithTheField() throws Exception {
        demo.writeOnDisk("BST-bound-changed.java.txt");
        Workbench.waitForJobs(JOB_TIMEOUT);
        IMarker marker = onlyVerdict();
        String message = marker.getAttribute(IMarker.MESSAGE, "");
        assertEquals(MarkerKind.INCREMENTAL_UNAVAILABLE.name(), marker.getAttribute(SmallscopeCore.MARKER_KIND, ""), message);
        assertTrue(message.contains("Node.info"), message);
        assertTrue(message.contains("line " + lineOf("f.set(\"Node.info\"")), message);
        showMarkers();
        Screenshots.take("marker-bound-changed", workbenchShell());
    }

    @Test
    @Order(9)
    void endlessLoopInRepOkIsStoppedWithAClearMessageAndTheWorkbenchStaysResponsive() throws Exception {
        demo.writeOnDisk("BST-endless.java.txt");
        Workbench.waitForJobs(JOB_TIMEOUT);
        AtomicLong worstLatency = new AtomicLong();
        Display display = Display.getCurrent();
        Thread probe = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                long sent = System.nanoTime();
                display.syncExec(() -> worstLatency.accumulateAndGet((System.nanoTime() - sent) / 1_000_000, Math::max));
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        GenerationJob job = schedule(Map.of(SmallscopeUi.PARAM_ARGS, "5", SmallscopeUi.PARAM_TIMEOUT, "1500", SmallscopeUi.PARAM_EXPORT,
                "false"));
        probe.start();
        try {
            PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().showView("org.eclipse.ui.views.ProgressView");
            Workbench.waitUntil("the run to start", JOB_TIMEOUT, () -> job.run().state() != GenerationRun.State.STARTING);
            Workbench.waitUntil("the endless loop to be stopped", JOB_TIMEOUT, () -> job.getResult() != null);
        } finally {
            probe.interrupt();
            probe.join(5000);
        }
        GenerationRun run = job.run();
        assertEquals(GenerationRun.State.FAILED, run.state(), () -> "run " + run);
        assertEquals(IStatus.ERROR, job.getResult().getSeverity());
        String message = job.getResult().getMessage();
        assertTrue(message.contains("BST(5)") && message.toLowerCase().contains("loop"), message);
        assertTrue(worstLatency.get() < MachineLoad.scaled(2000), "the UI thread answered within " + worstLatency.get() + " ms "
                + MachineLoad.bound(2000));
        assertTrue(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().isVisible(), "the workbench is still there");
    }

    @Test
    @Order(10)
    void cancelStopsTheSearchJvmWithinASecondAndKeepsWhatWasFound() throws Exception {
        demo.writeOnDisk("BST-with-parents.java.txt");
        Workbench.waitForJobs(JOB_TIMEOUT);
        // size 10 (16,796 valid, tens of seconds on one thread): at size 9 the run was three quarters done when cancelled
        GenerationJob job = schedule(Map.of(SmallscopeUi.PARAM_ARGS, "10", SmallscopeUi.PARAM_REUSE, SmallscopeUi.REUSE_FULL, SmallscopeUi.PARAM_EXPORT,
                "false", SmallscopeUi.PARAM_THREADS, "1"));
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().showView("org.eclipse.ui.views.ProgressView");
        Workbench.waitUntil("valid structures to arrive", JOB_TIMEOUT, () -> job.run().structureCount() > 100 && job.run().explored() > 0);
        Workbench.spin(1500);
        Screenshots.take("progress-during-run", workbenchShell());
        long cancelledAt = System.nanoTime();
        job.cancel();
        Workbench.waitUntil("the cancelled job to end", JOB_TIMEOUT, () -> job.getResult() != null);
        long stopMillis = (System.nanoTime() - cancelledAt) / 1_000_000;
        GenerationRun run = job.run();
        assertEquals(IStatus.CANCEL, job.getResult().getSeverity(), () -> job.getResult().toString());
        assertEquals(GenerationRun.State.CANCELLED, run.state());
        assertTrue(run.structureCount() > 100, "the structures found before the cancel are kept: " + run.structureCount());
        assertTrue(run.valid() < 16_796, "the search stopped early (BSTP(10) has 16,796 valid structures): " + run.valid());
        assertTrue(stopMillis < MachineLoad.scaled(1000), "stopped within a second, took " + stopMillis + " ms " + MachineLoad.bound(1000));
        assertTrue(ProcessHandle.current().descendants().noneMatch(p -> p.isAlive()
                && p.info().commandLine().orElse("").contains("org.smallscope.cli.Main")), "no search JVM of this workbench left running");
        System.out.println("[measure] cancel-to-end " + stopMillis + " ms, kept " + run.structureCount() + " structures, explored "
                + run.explored());
    }

    private static void showMarkers() throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        var editor = IDE.openEditor(page, demo.subjectFile());
        org.eclipse.jdt.ui.JavaUI.revealInEditor(editor, (org.eclipse.jdt.core.IJavaElement) demo.subjectType().getMethod("repOk",
                new String[0]));
        page.showView("org.eclipse.ui.views.ProblemView");
        Workbench.spin(1500);
    }

    private static org.eclipse.swt.widgets.Shell workbenchShell() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
    }

    private static GenerationRun generate(Map<String, String> parameters) throws Exception {
        return Commands.generate(demo.subjectType(), parameters);
    }

    private static GenerationJob schedule(Map<String, String> parameters) throws Exception {
        return Commands.schedule(demo.subjectType(), parameters);
    }

    /** @return the reuse-verdict markers on BST.java (lints may be there too) */
    private static List<IMarker> verdicts() throws Exception {
        return Arrays.stream(demo.smallscopeMarkers()).filter(m -> {
            String kind = m.getAttribute(SmallscopeCore.MARKER_KIND, "");
            return kind.equals(MarkerKind.NO_SNAPSHOT.name()) || kind.equals(MarkerKind.INCREMENTAL_AVAILABLE.name())
                    || kind.equals(MarkerKind.INCREMENTAL_UNAVAILABLE.name()) || kind.equals(MarkerKind.UNCHANGED.name())
                    || kind.equals(MarkerKind.UNKNOWN.name());
        }).toList();
    }

    /** @return the single reuse-verdict marker on BST.java */
    private static IMarker onlyVerdict() throws Exception {
        List<IMarker> verdicts = verdicts();
        assertEquals(1, verdicts.size(), () -> {
            try {
                return "markers:\n" + DemoProject.describe(demo.smallscopeMarkers());
            } catch (Exception e) {
                return e.toString();
            }
        });
        return verdicts.get(0);
    }

    private static int lineOf(String text) throws Exception {
        String source = demo.subjectType().getCompilationUnit().getSource();
        int offset = source.indexOf(text);
        assertTrue(offset >= 0, text);
        return (int) source.substring(0, offset).chars().filter(c -> c == '\n').count() + 1;
    }
}
