package org.smallscope.ui.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.jobs.Job;

import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.progress.IProgressConstants;
import org.smallscope.core.SmallscopeCore;

/**
 * The shared part of the dialogs that start an integration command writing a report (Evaluate Suite Quality, Infer
 * Configuration Interactions): labelled text fields in two columns, a default report file in the project's store folder,
 * and the error message that disables OK.
 */
public abstract class ReportCommandDialog extends TitleAreaDialog {

    /** @param parent the parent shell */
    protected ReportCommandDialog(Shell parent) {
        super(parent);
        setHelpAvailable(false);
    }

    /**
     * What a handler does once its dialog was confirmed: creates the report's folder, opens the view that shows the report,
     * then creates and schedules the job (kept in the Progress view after it ends).
     *
     * @param viewName the view's name, for the error message
     * @return the scheduled job
     */
    public static Job startReportJob(ExecutionEvent event, Path report, String viewId, String viewName, Supplier<? extends Job> job)
            throws ExecutionException {
        try {
            Files.createDirectories(report.toAbsolutePath().getParent());
            HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage().showView(viewId);
        } catch (IOException e) {
            throw new ExecutionException("Cannot create the report's folder: " + e.getMessage(), e);
        } catch (PartInitException e) {
            throw new ExecutionException("Cannot open the " + viewName + " view: " + e.getMessage(), e);
        }
        Job started = job.get();
        started.setProperty(IProgressConstants.KEEP_PROPERTY, Boolean.TRUE);
        started.schedule();
        return started;
    }

    /** @return the two-column body inside {@code area} */
    protected static Composite body(Composite area) {
        Composite body = new Composite(area, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).applyTo(body);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(body);
        return body;
    }

    /** @return a text field holding {@code value} after a label */
    protected static Text field(Composite body, String label, String value) {
        new Label(body, SWT.NONE).setText(label);
        Text text = new Text(body, SWT.BORDER);
        text.setText(value);
        GridDataFactory.fillDefaults().grab(true, false).hint(380, SWT.DEFAULT).applyTo(text);
        return text;
    }

    /** @return {@code <project>/.smallscope/<folder>/<file>} (under the temporary folder when the project has no location) */
    protected static Path storeFile(IJavaProject project, String folder, String file) {
        var location = project.getProject().getLocation();
        Path root = location == null ? Path.of(System.getProperty("java.io.tmpdir")) : location.toPath();
        return root.resolve(SmallscopeCore.STORE_FOLDER).resolve(folder).resolve(file);
    }

    /** Shows {@code problem} (null: none) and enables OK only without one. */
    protected void problem(String problem) {
        setErrorMessage(problem);
        Button ok = getButton(IDialogConstants.OK_ID);
        if (ok != null) {
            ok.setEnabled(problem == null);
        }
    }

    /** @return whether OK can be pressed now */
    protected boolean okEnabled() {
        Button ok = getButton(IDialogConstants.OK_ID);
        return ok != null && ok.isEnabled();
    }
}
