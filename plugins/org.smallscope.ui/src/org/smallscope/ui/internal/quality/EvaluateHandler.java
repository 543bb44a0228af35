package org.smallscope.ui.internal.quality;


import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.handlers.HandlerUtil;
import org.smallscope.core.quality.EvaluationJob;
import org.smallscope.core.JavaSubjects;
import org.smallscope.ui.internal.GenerateHandler;
import org.smallscope.ui.internal.ReportCommandDialog;
import org.smallscope.ui.internal.UiMessages;

/**
 * "Evaluate Suite Quality...": on a subject, asks for methods, scopes and the report file, opens the Suite Quality view and
 * schedules the {@link EvaluationJob} (the view shows the report when the job remembers it); returns the job.
 */
public final class EvaluateHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        Shell shell = HandlerUtil.getActiveShell(event);
        try {
            IJavaElement element = GenerateHandler.element(event);
            IType type = element == null ? null : JavaSubjects.subjectType(element);
            if (type == null) {
                MessageDialog.openInformation(shell, UiMessages.noSubjectTitle, UiMessages.noSubject);
                return null;
            }
            EvaluateDialog dialog = new EvaluateDialog(shell, GenerateHandler.subject(type));
            if (dialog.open() != Window.OK) {
                return null;
            }
            EvaluateDialog.Choice c = dialog.choice();
            return ReportCommandDialog.startReportJob(event, c.report(), SuiteQualityView.ID, "Suite Quality",
                    () -> new EvaluationJob(type.getJavaProject(), type.getFullyQualifiedName('$'), c.methods(), c.sizes(), c.report(),
                            c.mutation()));
        } catch (JavaModelException e) {
            throw new ExecutionException("Cannot read the selected Java element: " + e.getMessage(), e);
        }
    }
}
