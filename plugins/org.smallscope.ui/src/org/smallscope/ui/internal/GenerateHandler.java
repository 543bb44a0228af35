package org.smallscope.ui.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.progress.IProgressConstants;
import org.smallscope.core.BuilderMethods;
import org.smallscope.core.GenerationJob;
import org.smallscope.core.GenerationRequest;
import org.smallscope.core.GeneratorMethods;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.core.JavaSubjects;
import org.smallscope.ui.SmallscopeUi;

/**
 * "Generate Exhaustive Tests": finds the generator method, else the subject (and method), in the selection, the editor or
 * the command's parameters, asks for the run's settings (unless the parameters give them), and
 * schedules the generation job, which it returns.
 */
public final class GenerateHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        Shell shell = HandlerUtil.getActiveShell(event);
        try {
            IJavaElement element = element(event);
            IMethod generator = element == null ? null : GeneratorMethods.generatorAt(element);
            IType type = element == null || generator != null ? null : JavaSubjects.subjectType(element);
            IType buildable = element == null || generator != null || type != null ? null : BuilderMethods.buildableAt(element);
            if (type == null && generator == null && buildable == null) {
                MessageDialog.openInformation(shell, UiMessages.noSubjectTitle, UiMessages.noSubject);
                return null;
            }
            // a class without repOk that API mode can build runs in API mode only
            WorkspaceSubject subject = generator != null ? WorkspaceSubject.ofGenerator(generator)
                    : buildable != null ? new WorkspaceSubject(buildable, null, null) : subject(type);
            IMethod method = generator != null ? null : methodUnderTest(element, subject);
            if (running(subject)) {
                MessageDialog.openInformation(shell, UiMessages.runningTitle, NLS.bind(UiMessages.running, subject.simpleName()));
                return null;
            }
            GenerationRequest request;
            boolean interactive = event.getParameter(SmallscopeUi.PARAM_ARGS) == null;
            if (interactive) {
                GenerateDialog dialog = new GenerateDialog(shell, subject, method);
                if (dialog.open() != Window.OK) {
                    return null;
                }
                request = dialog.request();
            } else {
                request = CommandParameters.request(event, subject, method);
            }
            GenerationJob job = new GenerationJob(request);
            job.setProperty(IProgressConstants.KEEP_PROPERTY, Boolean.TRUE);
            if (!interactive) {
                job.setProperty(IProgressConstants.NO_IMMEDIATE_ERROR_PROMPT_PROPERTY, Boolean.TRUE);
            }
            job.schedule();
            return job;
        } catch (JavaModelException e) {
            throw new ExecutionException("Cannot read the selected Java element: " + e.getMessage(), e);
        }
    }

    /** @return the Java element the command is about: its subject parameter, the editor's element at the caret, or the selection; or null */
    public static IJavaElement element(ExecutionEvent event) throws JavaModelException {
        String handle = event.getParameter(SmallscopeUi.PARAM_SUBJECT);
        if (handle != null) {
            return JavaCore.create(handle);
        }
        // the editor's context menu (Shift+F10) gives its selection as the menu's; key bindings and Ctrl+3 the current one
        ISelection selection = HandlerUtil.getActiveMenuSelection(event);
        if (selection == null) {
            selection = HandlerUtil.getCurrentSelection(event);
        }
        IEditorPart editor = HandlerUtil.getActiveEditor(event);
        if (selection instanceof ITextSelection text && editor != null) {
            IJavaElement at = EditorElements.at(editor, text.getOffset());
            if (at != null) {
                return at;
            }
        }
        if (selection instanceof IStructuredSelection structured && !structured.isEmpty()) {
            return Adapters.adapt(structured.getFirstElement(), IJavaElement.class);
        }
        return null;
    }

    /** @return the subject that {@code type} is (from the index, else by scanning its file) */
    public static WorkspaceSubject subject(IType type) throws JavaModelException {
        var known = SmallscopeCore.index().find(type);
        if (known.isPresent()) {
            return known.get();
        }
        for (WorkspaceSubject s : JavaSubjects.scan(type.getCompilationUnit())) {
            if (s.type().equals(type)) {
                return s;
            }
        }
        throw new IllegalStateException("Not a subject: " + type.getFullyQualifiedName());
    }

    /** @return the method to test when the selection is a method other than repOk, the finitization or a constructor */
    private static IMethod methodUnderTest(IJavaElement element, WorkspaceSubject subject) throws JavaModelException {
        if (!(element instanceof IMethod m) || subject.predicate() == null || m.isConstructor() || m.equals(subject.predicate()) || m.equals(subject.finitization())
                || !m.getDeclaringType().equals(subject.type()) || org.eclipse.jdt.core.Flags.isStatic(m.getFlags())) {
            return null;
        }
        return m;
    }

    private static boolean running(WorkspaceSubject subject) {
        List<GenerationJob> jobs = new ArrayList<>();
        for (Job j : Job.getJobManager().find(SmallscopeCore.FAMILY_GENERATION)) {
            if (j instanceof GenerationJob g && g.getState() != Job.NONE) {
                jobs.add(g);
            }
        }
        return jobs.stream().anyMatch(j -> j.run().request().subject().binaryName().equals(subject.binaryName()));
    }
}
