package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.eclipse.core.expressions.EvaluationContext;
import org.eclipse.core.expressions.EvaluationResult;
import org.eclipse.core.expressions.Expression;
import org.eclipse.core.expressions.TestExpression;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.smallscope.core.GenerationJob;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.ui.internal.GenerateDialog;
import org.smallscope.ui.SmallscopeUi;
import org.smallscope.ui.internal.structures.StructuresView;

/**
 * A generator program in a real workbench: "Generate Exhaustive Tests" is offered on the generator method (and not on a
 * plain method), runs it in the runner JVM (the 20 sorted lists of SortedList.generate(3); delayed choice the same on
 * fewer paths), the exported JUnit class compiles in the project and passes in Eclipse's JUnit launch, the Structures
 * view shows a generated list and the Candidate Space view's regions cover every explored path.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class GeneratorProgramsTest {

    /** Sorted lists of 3 values in 0..3: C(6, 3). */
    private static final int LISTS_OF_THREE = 20;

    private static DemoProject demo;
    private static IType sortedList;
    private static GenerationRun eager;

    @BeforeAll
    static void createProject() throws Exception {
        Workbench.prepare();
        demo = DemoProject.create("generator-demo", "BST.java.txt");
        demo.project.getFile("src/demo/SortedList.java").create(
                new ByteArrayInputStream(DemoProject.resource("SortedListGen.java.txt").getBytes(StandardCharsets.UTF_8)), true, null);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertEquals(List.of(), demo.compileErrors());
        sortedList = demo.javaProject.findType("demo.SortedList");
    }

    @AfterAll
    static void closeEditors() {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
    }

    private static boolean offered(Object element, String property) throws Exception {
        Expression test = new TestExpression("org.smallscope.core", property, null, null, true);
        return test.evaluate(new EvaluationContext(null, element)) == EvaluationResult.TRUE;
    }

    @Test
    @Order(1)
    void theCommandIsOfferedOnTheGeneratorMethodAndInItsFile() throws Exception {
        IMethod generate = sortedList.getMethod("generate", new String[] {"I"});
        assertTrue(offered(generate, "isGeneratorMethod"), "the Package Explorer / Outline menu offers the command on generate(int)");
        assertTrue(!offered(sortedList.getMethod("length", new String[0]), "isGeneratorMethod"), "not on a method without choices");
        assertTrue(offered(sortedList.getCompilationUnit(), "hasGenerator"), "the editor's menu offers it in SortedList.java");
        GenerateDialog dialog = new GenerateDialog(Display.getCurrent().getActiveShell(), WorkspaceSubject.ofGenerator(generate), null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        GenerateDialog.Offer offer;
        try {
            offer = dialog.offer();
            Screenshots.take("generate-dialog-generator", dialog.getShell());
        } finally {
            dialog.close();
        }
        assertEquals("Bounds (n):", offer.argumentsLabel(), "the dialog asks for the generator's parameters");
        assertEquals(List.of(), offer.reuseChoices(), "no snapshots for generator programs: eager or delayed choice instead");
    }

    @Test
    @Order(2)
    void theRunFindsTheTwentySortedListsAndTheViewsShowThem() throws Exception {
        IMethod generate = sortedList.getMethod("generate", new String[] {"I"});
        eager = run(generate, Map.of(SmallscopeUi.PARAM_ARGS, "3"));
        assertEquals(GenerationRun.State.COMPLETED, eager.state(), () -> "run: " + eager + " message: " + eager.message());
        assertEquals(LISTS_OF_THREE, eager.valid());
        assertEquals(LISTS_OF_THREE, eager.structureCount());
        var space = eager.candidateSpace().picture().totals();
        assertEquals(64, eager.explored(), "eager choice runs all 4^3 value choices");
        assertEquals(eager.explored(), space.explored(), "the Candidate Space view's regions cover every explored path");
        assertEquals(LISTS_OF_THREE, space.valid());

        StructuresView view = (StructuresView) PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage()
                .showView(StructuresView.ID, null, org.eclipse.ui.IWorkbenchPage.VIEW_ACTIVATE);
        view.showRun(eager);
        Workbench.waitUntil("the structures' rows", Commands.JOB_TIMEOUT, () -> view.table().getTable().getItemCount() == LISTS_OF_THREE);
        view.select(LISTS_OF_THREE - 1);
        var drawing = view.graph().drawing();
        assertNotNull(drawing, "a generated list is drawn");
        assertTrue(drawing.nodes().size() >= 2, "the list object and its nodes: " + drawing.nodes());
        Screenshots.take("structures-generator-sorted-list", PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
    }

    @Test
    @Order(4)
    void delayedChoiceFindsTheSameListsOnFewerPaths() throws Exception {
        GenerationRun delayed = run(sortedList.getMethod("generate", new String[] {"I"}), Map.of(SmallscopeUi.PARAM_ARGS, "3",
                SmallscopeUi.PARAM_MODE, "delayed", SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(GenerationRun.State.COMPLETED, delayed.state(), () -> "message: " + delayed.message());
        assertEquals(LISTS_OF_THREE, delayed.valid());
        assertTrue(delayed.explored() < eager.explored(), "delayed explored " + delayed.explored() + ", eager " + eager.explored());
    }

    @Test
    @Order(3)
    void theExportedClassCompilesAndPasses() throws Exception {
        var exported = demo.project.getFile("test/demo/SortedListGenerateExhaustiveTest.java");
        assertTrue(exported.exists(), "exported into the test source folder");
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertEquals(List.of(), demo.compileErrors(), "the exported tests compile without edits");
        JUnitRuns.Session session = JUnitRuns.run(demo.javaProject.findType("demo.SortedListGenerateExhaustiveTest"));
        assertEquals(List.of(), session.failures());
        assertEquals(org.eclipse.jdt.junit.model.ITestElement.Result.OK, session.result(), "green in Eclipse's JUnit view");
        assertEquals(LISTS_OF_THREE, session.tests());
    }

    private static GenerationRun run(IMethod generator, Map<String, String> parameters) throws Exception {
        GenerationJob job = Commands.scheduleOn(generator, parameters);
        Workbench.waitUntil("the generation job", Commands.JOB_TIMEOUT, () -> job.getResult() != null);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        return job.run();
    }
}
