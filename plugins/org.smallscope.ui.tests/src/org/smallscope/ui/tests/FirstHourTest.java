package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.jdt.core.IClasspathAttribute;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IPackageFragment;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.junit.model.ITestElement;
import org.eclipse.jdt.launching.JavaRuntime;
import org.eclipse.jdt.ui.text.java.IJavaCompletionProposal;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IPerspectiveDescriptor;
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
import org.smallscope.ui.internal.ApiQuickFixProcessor;
import org.smallscope.ui.internal.GenerateDialog;
import org.smallscope.ui.internal.results.ExportedTests;
import org.smallscope.ui.internal.results.JUnitLaunches;

/**
 * The first hour of a user (issue #40): a project made by Eclipse's own New Java Project wizard with its defaults
 * (module-info.java included), a subject written into it, the API added by Quick Fix, Generate Exhaustive Tests from the
 * Java editor's context menu (the dialog, export on), and the exported suite of more than 1,000 tests run through JDT's
 * <i>Run As &gt; JUnit Test</i> on its package: the JUnit view counts exactly the valid instances, all passing.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class FirstHourTest {

    /** The project, and its module, as the wizard names it. */
    private static final String NAME = "firsthour";

    /** BST(8): the Catalan number C(8) of trees. */
    private static final int VALID = 1430;

    private static IJavaProject project;
    private static GenerationRun run;
    /** The perspective before the wizard asked to open the Java perspective (put back for the tests that follow). */
    private static IPerspectiveDescriptor perspective;

    @BeforeAll
    static void prepare() {
        Workbench.prepare();
        perspective = page().getPerspective();
    }

    @AfterAll
    static void closeEditors() {
        page().closeAllEditors(false);
        if (perspective != null && !perspective.equals(page().getPerspective())) {
            page().setPerspective(perspective);
        }
    }

    /**
     * The New Java Project wizard with only the project name typed makes src, bin, the JRE on the modulepath and
     * module-info.java; then JUnit 5 as JDT's quick fix "Add JUnit 5 library to the build path" adds it (a plain container entry).
     */
    @Test
    @Order(1)
    void theWizardsDefaultsMakeAModularProjectThatBuilds() throws Exception {
        project = modularProject(NAME, true, "first-hour-new-java-project");
    }

    /** The user writes BST into src/demo; its API types do not resolve until the Quick Fix adds the library and the requires line. */
    @Test
    @Order(2)
    void theSubjectCompilesAfterTheApiQuickFix() throws Exception {
        writeSubjectAndApplyTheQuickFix(project);
    }

    /** The caret in repOk, the editor's context menu, the dialog with BST(8) and the export on; the run ends with 1,430 tests exported. */
    @Test
    @Order(3)
    void generatingFromTheEditorsContextMenuExportsEveryValidInstance() throws Exception {
        run = generateFromTheContextMenu(project, 8, "first-hour-generate-dialog");

        assertEquals(VALID, run.valid());
        assertEquals(VALID, run.exportedTests());
        assertEquals(List.of("demo.BSTExhaustiveTest", "demo.BSTExhaustive2Test", "demo.BSTExhaustive3Test"),
                ExportedTests.of(run).stream().map(IType::getFullyQualifiedName).toList(), () -> "500 per class: " + run.exportedFiles());
        Screenshots.take("first-hour-run-finished", PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
    }

    /** JDT's Run As > JUnit Test on the exported package: one JUnit session of the whole suite, every valid instance a passing test. */
    @Test
    @Order(4)
    void runAsJUnitTestCountsExactlyTheValidInstancesAllPassing() throws Exception {
        assertNotNull(run, "the run of the previous step");
        IPackageFragment exported = ExportedTests.of(run).get(0).getPackageFragment();
        JUnitRuns.Session session = JUnitRuns.runAs(exported);

        assertEquals(List.of(), session.failures().stream().limit(3).toList());
        assertEquals(ITestElement.Result.OK, session.result());
        assertEquals(VALID, session.tests(), "the JUnit view counts every valid instance once");
        assertEquals(exported.getHandleIdentifier(), session.config().getAttribute(JUnitLaunches.ATTR_CONTAINER, ""), "the package ran");
        assertEquals(JUnitLaunches.JUNIT5_KIND, session.config().getAttribute("org.eclipse.jdt.junit.TEST_KIND", ""));
        Workbench.spin(1000);
        Screenshots.take("first-hour-junit-view", PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
    }

    /** Without JUnit on the build path the export adds it (a test library) and a test source folder, and the suite runs as well. */
    @Test
    @Order(5)
    void withoutJUnitTheExportAddsItAndTheSuiteRuns() throws Exception {
        IJavaProject bare = modularProject(NAME + "nojunit", false, null);
        writeSubjectAndApplyTheQuickFix(bare);
        GenerationRun small = generateFromTheContextMenu(bare, 5, null);
        assertEquals(42, small.valid());

        JUnitRuns.Session session = JUnitRuns.runAs(ExportedTests.of(small).get(0).getPackageFragment());

        assertEquals(List.of(), session.failures().stream().limit(3).toList());
        assertEquals(ITestElement.Result.OK, session.result());
        assertEquals(42, session.tests());
    }

    /**
     * Makes {@code name} with the New Java Project wizard's defaults and checks what it made: src (the only source folder),
     * bin, the JRE container on the modulepath, src/module-info.java declaring the module {@code name}; with {@code junit},
     * adds JUnit 5 as JDT's quick fix does. The project builds without errors.
     */
    private static IJavaProject modularProject(String name, boolean junit, String screenshot) throws Exception {
        NewJavaProjectWizard.Made made = NewJavaProjectWizard.create(name, screenshot);
        IJavaProject jp = made.project();
        IFile moduleInfo = jp.getProject().getFile("src/module-info.java");
        assertTrue(moduleInfo.exists(), "the wizard made src/module-info.java");
        String declared = new String(moduleInfo.getContents().readAllBytes(), StandardCharsets.UTF_8);
        List<IClasspathEntry> entries = List.of(jp.getRawClasspath());
        System.out.println("[wizard] " + name + ": dialogs answered after Finish " + made.answered() + "; output " + jp.getOutputLocation()
                + "; classpath " + entries + "; module-info.java:\n" + declared);
        assertEquals(jp.getProject().getFolder("bin").getFullPath(), jp.getOutputLocation());
        assertEquals(List.of(jp.getProject().getFolder("src").getFullPath()),
                entries.stream().filter(e -> e.getEntryKind() == IClasspathEntry.CPE_SOURCE).map(IClasspathEntry::getPath).toList(), "src alone");
        IClasspathEntry jre = entries.stream().filter(e -> e.getEntryKind() == IClasspathEntry.CPE_CONTAINER
                && e.getPath().segment(0).equals(JavaRuntime.JRE_CONTAINER)).findFirst().orElseThrow(() -> new AssertionError("no JRE: " + entries));
        assertTrue(List.of(jre.getExtraAttributes()).stream().anyMatch(a -> a.getName().equals(IClasspathAttribute.MODULE) && a.getValue().equals("true")),
                () -> "the JRE on the modulepath: " + jre);
        if (junit) {
            List<IClasspathEntry> withJUnit = new ArrayList<>(entries);
            withJUnit.add(JavaCore.newContainerEntry(WizardProject.JUNIT5));
            jp.setRawClasspath(withJUnit.toArray(IClasspathEntry[]::new), jp.getOutputLocation(), null);
        }
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertNotNull(jp.getModuleDescription(), "a modular project");
        assertEquals(name, jp.getModuleDescription().getElementName(), "the module is named as the project");
        assertEquals(List.of(), DemoProject.compileErrors(jp.getProject()));
        return jp;
    }

    private static void writeSubjectAndApplyTheQuickFix(IJavaProject jp) throws Exception {
        IFolder demo = jp.getProject().getFolder("src/demo");
        demo.create(true, true, null);
        IFile subject = demo.getFile("BST.java");
        WizardProject.create(subject, DemoProject.resource("BST.java.txt"));
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertFalse(DemoProject.compileErrors(jp.getProject()).isEmpty(), "without the API the subject does not compile");

        ICompilationUnit unit = JavaCore.createCompilationUnitFrom(subject);
        List<IJavaCompletionProposal> proposals = JavaQuickFixes.proposals(unit, new ApiQuickFixProcessor());
        assertFalse(proposals.isEmpty(), () -> "a quick fix for " + JavaQuickFixes.describeErrors(unit));
        proposals.get(0).apply(null);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);

        String moduleInfo = new String(jp.getProject().getFile("src/module-info.java").getContents().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(moduleInfo.contains("requires org.smallscope.api;"), moduleInfo);
        assertEquals(List.of(), DemoProject.compileErrors(jp.getProject()), "with the API library the subject compiles");
        assertEquals(List.of(), JavaQuickFixes.proposals(unit, new ApiQuickFixProcessor()), "nothing left to fix");
    }

    /** Opens BST in the Java editor, the caret in repOk, and runs Generate from its context menu with {@code size}; @return the ended run */
    private static GenerationRun generateFromTheContextMenu(IJavaProject jp, int size, String screenshot) throws Exception {
        IFile subject = jp.getProject().getFile("src/demo/BST.java");
        ITextEditor editor = (ITextEditor) IDE.openEditor(page(), subject);
        page().activate(editor);
        String source = editor.getDocumentProvider().getDocument(editor.getEditorInput()).get();
        editor.selectAndReveal(source.indexOf("return", source.indexOf("boolean repOk(")), 0);
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
        Job.getJobManager().addJobChangeListener(listener);
        AtomicReference<GenerateDialog.Offer> offered = new AtomicReference<>();
        try {
            EditorContextMenu.select(editor, "Generate Exhaustive Tests", GenerateDialog.class, shell -> {
                List<Text> fields = EditorContextMenu.textFields(shell);
                fields.get(0).setText(Integer.toString(size));
                offered.set(((GenerateDialog) shell.getData()).offer());
                if (screenshot != null) {
                    Screenshots.take(screenshot, shell);
                }
                EditorContextMenu.press(shell, IDialogConstants.OK_ID);
            });
        } finally {
            Job.getJobManager().removeJobChangeListener(listener);
        }
        assertEquals(Integer.toString(size), offered.get().arguments());
        assertTrue(offered.get().export(), "the export is on by default");
        GenerationJob job = scheduled.get();
        assertNotNull(job, "OK scheduled the run");
        assertEquals(jp.findType("demo.BST"), job.run().request().subject().type());
        Workbench.waitUntil("the generation job", Commands.JOB_TIMEOUT, () -> job.getResult() != null);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        GenerationRun ended = job.run();
        assertEquals(GenerationRun.State.COMPLETED, ended.state(), () -> ended + " " + ended.message());
        assertEquals(List.of(), DemoProject.compileErrors(jp.getProject()), "the exported tests compile in the modular project");
        return ended;
    }

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }
}
