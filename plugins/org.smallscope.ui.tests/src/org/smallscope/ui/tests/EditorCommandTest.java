package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.smallscope.core.JavaSubjects;
import org.smallscope.ui.SmallscopeUi;
import org.smallscope.ui.internal.GenerateHandler;

/**
 * "Generate Exhaustive Tests" from the Java editor (key binding, Ctrl+3, the editor's context menu): the handler takes
 * the element at the caret from the editor's text selection, in the workbench's current state as a key binding runs it.
 */
class EditorCommandTest {

    private static DemoProject demo;
    private static ITextEditor editor;
    private static String source;

    @BeforeAll
    static void openTheSubject() throws Exception {
        Workbench.prepare();
        demo = DemoProject.create("smallscope-editor-command", "BST.java.txt");
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        editor = (ITextEditor) IDE.openEditor(page, demo.subjectFile());
        page.activate(editor);
        source = editor.getDocumentProvider().getDocument(editor.getEditorInput()).get();
    }

    @AfterAll
    static void closeEditors() {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
    }

    @Test
    void theCaretInRepOkGivesRepOkAndItsClass() throws Exception {
        int offset = source.indexOf("return", source.indexOf("boolean repOk("));
        assertTrue(offset > 0, "repOk's body in BST.java");
        IJavaElement element = elementAtCaret(offset);
        assertTrue(element instanceof IMethod m && m.getElementName().equals("repOk"), "the element at the caret: " + element);
        assertEquals(demo.subjectType(), JavaSubjects.subjectType(element));
    }

    @Test
    void theCaretOutsideAnyTypeGivesThePrimaryType() throws Exception {
        IJavaElement element = elementAtCaret(source.indexOf("package") + 2);
        assertTrue(element instanceof IType, "the element at the caret: " + element);
        assertEquals(demo.subjectType(), element);
    }

    /** Puts the caret at {@code offset} and resolves the command's element as a key binding would run it. */
    private static IJavaElement elementAtCaret(int offset) throws Exception {
        editor.selectAndReveal(offset, 0);
        Workbench.spin(300);
        IHandlerService handlers = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getService(IHandlerService.class);
        ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
        var state = handlers.getCurrentState();
        Object selection = state.getVariable("selection");
        assertTrue(selection instanceof ITextSelection t && t.getOffset() == offset, "the editor's caret is the selection: " + selection);
        ExecutionEvent event = new ExecutionEvent(commands.getCommand(SmallscopeUi.GENERATE_COMMAND), Map.of(), null, state);
        IJavaElement element = GenerateHandler.element(event);
        assertNotNull(element, "no element resolved from the editor");
        return element;
    }
}
