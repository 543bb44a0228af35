package org.smallscope.ui.internal.interactions;


import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.handlers.HandlerUtil;
import org.smallscope.core.interactions.InteractionsJob;
import org.smallscope.ui.internal.GenerateHandler;
import org.smallscope.ui.internal.ReportCommandDialog;

/**
 * "Infer Configuration Interactions...": on a class, asks for the test class, seed and report file, opens the Interactions
 * view and schedules the {@link InteractionsJob} (the view and the editor markers show the report when the job remembers
 * it); returns the job.
 */
public final class InferInteractionsHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        Shell shell = HandlerUtil.getActiveShell(event);
        try {
            IType type = type(GenerateHandler.element(event));
            if (type == null) {
                MessageDialog.openInformation(shell, "Infer Configuration Interactions", "Select a class with configuration options.");
                return null;
            }
            InferInteractionsDialog dialog = new InferInteractionsDialog(shell, type);
            if (dialog.open() != Window.OK) {
                return null;
            }
            InferInteractionsDialog.Choice c = dialog.choice();
            return ReportCommandDialog.startReportJob(event, c.report(), InteractionsView.ID, "Interactions",
                    () -> new InteractionsJob(type.getJavaProject(), type.getFullyQualifiedName('$'), c.tests(), c.seed(), c.report()));
        } catch (JavaModelException e) {
            throw new ExecutionException("Cannot read the selected Java element: " + e.getMessage(), e);
        }
    }

    /** @return the class of {@code element}: itself, its enclosing type, or a compilation unit's primary type; else null */
    static IType type(IJavaElement element) {
        if (element == null) {
            return null;
        }
        if (element instanceof ICompilationUnit unit) {
            return unit.findPrimaryType();
        }
        return element instanceof IType t ? t : (IType) element.getAncestor(IJavaElement.TYPE);
    }
}
