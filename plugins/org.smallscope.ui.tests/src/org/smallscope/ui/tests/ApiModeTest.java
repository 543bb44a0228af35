package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.jdt.core.IType;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.smallscope.core.GenerationJob;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.MarkerKind;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.internal.CrossCheckMarkers;
import org.smallscope.engine.builders.BuilderSearch;
import org.smallscope.engine.builders.BuilderSpec;
import org.smallscope.ui.SmallscopeUi;
import org.smallscope.ui.internal.GenerateDialog;
import org.smallscope.ui.internal.space.CandidateSpaceView;
import org.smallscope.ui.internal.structures.StructuresView;

/**
 * API mode in the workbench: Generate on a sorted list, API mode chosen in the dialog, shows in the Structures view as many states as
 * the engine builds, and the Candidate Space view its states by call count; a cross-check on an over-strong repOk puts a warning on
 * repOk naming the smallest witness and its calls, which the next run of the class clears.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ApiModeTest {

    private static DemoProject demo;

    @BeforeAll
    static void createProject() throws Exception {
        Workbench.prepare();
        var window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        window.getShell().setMaximized(false);
        window.getShell().setBounds(window.getShell().getDisplay().getBounds()); // the user's 1600x1000 screen
        demo = DemoProject.empty("api-demo", true);
        String list = Files.readString(ExampleProjects.folder().resolve("org/smallscope/examples/builders/SortedLinkedList.java"))
                .replace("package org.smallscope.examples.builders;", "package demo;");
        create("SortedLinkedList", list);
        // planted flaw: repOk demands strictly increasing values, but add keeps equal ones
        String renamed = list.replace("SortedLinkedList", "StrictSortedList");
        String strict = renamed.replace("c.next.value >= c.value", "c.next.value > c.value");
        assertFalse(strict.equals(renamed), "the planted flaw must change SortedLinkedList's order check (its text changed?)");
        create("StrictSortedList", strict);
        create("Counter", """
                package demo;

                /** No repOk: a count up to two, by its own methods. */
                public class Counter {
                    private int count;

                    public void increment() {
                        if (count < 2) {
                            count++;
                        }
                    }

                    public void reset() {
                        count = 0;
                    }

                    public int count() {
                        return count;
                    }
                }
                """);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertEquals(List.of(), demo.compileErrors());
    }

    private static void create(String name, String source) throws Exception {
        demo.project.getFile("src/demo/" + name + ".java").create(new ByteArrayInputStream(source.getBytes(StandardCharsets.UTF_8)), true, null);
    }

    @AfterAll
    static void closeEditors() {
        page().closeAllEditors(false);
    }

    @Test
    @Order(1)
    void apiModeChosenInTheDialogShowsAsManyStatesAsTheEngineBuildsWithTheirCallCounts() throws Exception {
        int engineStates = new BuilderSearch(BuilderSpec.of(org.smallscope.examples.builders.SortedLinkedList.class, 3)).run(null).states().size();
        IFile file = demo.project.getFile("src/demo/SortedLinkedList.java");
        ITextEditor editor = (ITextEditor) IDE.openEditor(page(), file);
        page().activate(editor);
        String source = editor.getDocumentProvider().getDocument(editor.getEditorInput()).get();
        editor.selectAndReveal(source.indexOf("public int size;"), 0); // in the class, outside its methods (a method would be tested)
        Workbench.spin(300);

        AtomicReference<GenerationJob> scheduled = new AtomicReference<>();
        JobChangeAdapter listener = new JobChangeAdapter() {
            @Override
            public void scheduled(IJobChangeEvent event) {
                if (event.getJob() instanceof GenerationJob g) {
                    scheduled.compareAndSet(null, g);
                }
            }
        };
        AtomicReference<GenerateDialog.ApiOffer> before = new AtomicReference<>();
        AtomicReference<GenerateDialog.ApiOffer> offered = new AtomicReference<>();
        Job.getJobManager().addJobChangeListener(listener);
        try {
            EditorContextMenu.select(editor, "Generate Exhaustive Tests", GenerateDialog.class, shell -> {
                GenerateDialog dialog = (GenerateDialog) shell.getData();
                before.set(dialog.apiOffer());
                dialog.chooseApiMode(true);
                List<Text> fields = EditorContextMenu.textFields(shell);
                fields.get(0).setText("3");
                offered.set(dialog.apiOffer());
                Workbench.waitUntil("the dialog on screen", 10_000, shell::isVisible);
                Workbench.spin(1500); // mapped and painted before the capture
                Screenshots.take("generate-dialog-api-mode", shell);
                EditorContextMenu.press(shell, IDialogConstants.OK_ID);
            });
        } finally {
            Job.getJobManager().removeJobChangeListener(listener);
        }
        assertTrue(before.get().offered() && before.get().repOkOffered() && !before.get().api(), "a repOk subject starts in the repOk search: "
                + before.get());
        assertEquals(List.of("add(int)"), offered.get().builders());
        assertEquals(List.of("add"), offered.get().checked(), "every builder checked");
        assertEquals(3, offered.get().calls(), "calls follow the size");
        assertTrue(offered.get().crossCheckEnabled(), "the class has repOk and a finitization");
        GenerationJob job = scheduled.get();
        assertNotNull(job, "OK scheduled the run");
        assertTrue(job.run().request().isApi(), job.run().request().toString());
        Workbench.waitUntil("the generation job", Commands.JOB_TIMEOUT, () -> job.getResult() != null);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        GenerationRun run = job.run();
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> run + " " + run.message());
        assertEquals(engineStates, run.valid(), "the states the engine builds");
        assertEquals("SortedLinkedList(3) api", run.label());
        assertEquals(List.of(), demo.compileErrors(), "the exported SortedLinkedListBuiltTest compiles");
        assertTrue(demo.project.getFile("test/demo/SortedLinkedListBuiltTest.java").exists(), "the JUnit 5 export is on by default");

        StructuresView structures = (StructuresView) page().showView(StructuresView.ID, null, IWorkbenchPage.VIEW_ACTIVATE);
        if (structures.run() != run) {
            structures.showRun(run);
        }
        Workbench.waitUntil("the Structures view listing the states", 10_000, () -> structures.table().getTable().getItemCount() == engineStates);
        structures.select(engineStates - 1);
        Workbench.spin(500);
        assertTrue(structures.graph().control().isVisible(), "the state is drawn");
        CandidateSpaceView space = (CandidateSpaceView) page().showView(CandidateSpaceView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
        if (space.run() != run) {
            space.show(run);
        }
        Workbench.waitUntil("the Candidate Space view's frontier", 10_000, () -> space.totalsText().contains("new states by calls"));
        List<Long> perLength = run.apiResults().statesPerLength();
        assertEquals(engineStates, perLength.stream().mapToLong(Long::longValue).sum(), perLength.toString());
        assertTrue(space.totalsText().contains("new states by calls 0: 1, 1: "), space.totalsText());
        page().bringToTop(structures);
        Screenshots.ofMaximized(structures, "structures-api-run", () -> {
            structures.select(engineStates - 1);
            Workbench.spin(1000);
        });
    }

    @Test
    @Order(2)
    void aCrossCheckOnAnOverStrongRepOkPutsAWarningOnRepOkNamingTheWitnessAndTheNextRunClearsIt() throws Exception {
        IType type = demo.javaProject.findType("demo.StrictSortedList");
        GenerationRun run = Commands.generate(type, Map.of(SmallscopeUi.PARAM_ARGS, "3", SmallscopeUi.PARAM_MODE, "api-cross-check",
                SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> run + " " + run.message());
        assertTrue(run.apiResults().crossChecked(), run.apiResults().toString());
        var strong = run.apiResults().rejected();
        assertTrue(strong.count() > 0, "lists with equal values are rejected: " + run.apiResults());
        Job.getJobManager().join(CrossCheckMarkers.FAMILY, null);

        IFile file = demo.project.getFile("src/demo/StrictSortedList.java");
        IMarker[] markers = file.findMarkers(CrossCheckMarkers.TYPE, false, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length, () -> Arrays.toString(markers));
        IMarker m = markers[0];
        String message = m.getAttribute(IMarker.MESSAGE, "");
        assertEquals(MarkerKind.REPOK_TOO_STRONG.name(), m.getAttribute(SmallscopeCore.MARKER_KIND, ""));
        assertEquals(IMarker.SEVERITY_WARNING, m.getAttribute(IMarker.SEVERITY, -1));
        assertTrue(m.isSubtypeOf(SmallscopeCore.MARKER_TYPE) && m.isSubtypeOf(IMarker.PROBLEM), "a Smallscope problem");
        assertTrue(message.startsWith("Cross-check of StrictSortedList(3) api: repOk rejects " + strong.count() + " state(s)"), message);
        assertTrue(strong.structure().startsWith("first=Cell0 size=2 | "), "two equal values are the smallest witness: " + strong);
        assertTrue(message.endsWith("the smallest: " + strong.structure() + ", built by " + strong.sequence()), message);
        assertTrue(strong.sequence().contains("add("), strong.sequence());
        String source = new String(file.getContents().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(source.indexOf("repOk()"), m.getAttribute(IMarker.CHAR_START, -1), "on repOk's name");

        GenerationRun again = Commands.generate(type, Map.of(SmallscopeUi.PARAM_ARGS, "2", SmallscopeUi.PARAM_MODE, "api",
                SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(GenerationRun.State.COMPLETED, again.state(), () -> again + " " + again.message());
        Job.getJobManager().join(CrossCheckMarkers.FAMILY, null);
        assertEquals(0, file.findMarkers(CrossCheckMarkers.TYPE, false, IResource.DEPTH_ZERO).length, "the next run of the class cleared it");
        assertFalse(again.apiResults().crossChecked());
    }

    @Test
    @Order(3)
    void aClassWithoutRepOkGetsTheCommandAndTheDialogInApiModeOnly() throws Exception {
        IType counter = demo.javaProject.findType("demo.Counter");
        var tester = new org.smallscope.core.internal.SubjectPropertyTester();
        assertTrue(tester.test(counter, "canBuild", new Object[0], null), "a public class with a constructor and int/boolean methods");
        assertFalse(tester.test(demo.javaProject.findType("demo.SortedLinkedList"), "canBuild", new Object[0], null),
                "a repOk subject has the command already");
        GenerateDialog dialog = new GenerateDialog(org.eclipse.swt.widgets.Display.getCurrent().getActiveShell(),
                new org.smallscope.core.WorkspaceSubject(counter, null, null), null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        GenerateDialog.ApiOffer offer;
        try {
            offer = dialog.apiOffer();
        } finally {
            dialog.close();
        }
        assertTrue(offer.api() && !offer.repOkOffered() && !offer.crossCheckEnabled(), offer.toString());
        assertEquals(List.of("increment()", "reset()", "count()"), offer.builders());

        GenerationRun run = Commands.generate(counter, Map.of(SmallscopeUi.PARAM_ARGS, "3", SmallscopeUi.PARAM_MODE, "api",
                SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> run + " " + run.message());
        assertEquals(3, run.valid(), "counts 0, 1 and 2");
        List<Long> perLength = run.apiResults().statesPerLength();
        assertEquals(List.of(1L, 1L, 1L), perLength.subList(0, 3), "one new count per call: " + perLength);
        assertEquals(3, perLength.stream().mapToLong(Long::longValue).sum(), perLength.toString());
    }

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }
}
