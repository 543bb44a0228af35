package org.smallscope.ui.internal.interactions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeColumn;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.ViewPart;
import org.eclipse.ui.texteditor.ITextEditor;
import org.smallscope.core.interactions.InteractionMarkers;
import org.smallscope.core.interactions.InteractionsResults;
import org.smallscope.core.interactions.InteractionsResults.Location;
import org.smallscope.core.interactions.InteractionsReportReader;
import org.smallscope.core.reports.ReportException;
import org.smallscope.core.interactions.LastInteractions;

/**
 * The Interactions view: an interactions report (the last one, or one opened from a file) as a tree of formulas with the
 * locations covered under each, a summary line (configurations run of the space, counts by kind and by length), the
 * editor at a location's line on double-click, and an export of the minimal configuration set as CSV.
 */
public final class InteractionsView extends ViewPart {

    /** The view's id. */
    public static final String ID = "org.smallscope.ui.interactions";

    private Label heading;
    private Label summary;
    private TreeViewer viewer;
    private InteractionsResults report;
    private String problem;
    private final Consumer<Path> onNewReport = path -> {
        if (viewer != null && !viewer.getControl().isDisposed()) {
            viewer.getControl().getDisplay().asyncExec(() -> {
                if (!viewer.getControl().isDisposed()) {
                    show(path);
                }
            });
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        heading = new Label(parent, SWT.WRAP);
        heading.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        summary = new Label(parent, SWT.WRAP);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        viewer = new TreeViewer(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        Tree tree = viewer.getTree();
        tree.setHeaderVisible(true);
        tree.setLinesVisible(true);
        tree.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        int[] widths = {380, 90, 70, 190};
        for (int i = 0; i < FormulaTree.COLUMNS.length; i++) {
            TreeColumn c = new TreeColumn(tree, i == 0 ? SWT.LEFT : SWT.RIGHT);
            c.setText(FormulaTree.COLUMNS[i]);
            c.setWidth(widths[i]);
        }
        viewer.setContentProvider(new FormulaTree.Content());
        viewer.setLabelProvider(new FormulaTree.Labels());
        viewer.addDoubleClickListener(e -> {
            Object o = ((IStructuredSelection) e.getSelection()).getFirstElement();
            if (o instanceof Location l) {
                open(l);
            } else if (o != null) {
                viewer.setExpandedState(o, !viewer.getExpandedState(o));
            }
        });
        var toolbar = getViewSite().getActionBars().getToolBarManager();
        toolbar.add(new OpenAction());
        toolbar.add(new ExportAction());
        LastInteractions.REPORT.addListener(onNewReport);
        LastInteractions.REPORT.path().ifPresentOrElse(this::show, this::showNothing);
    }

    private void showNothing() {
        report = null;
        problem = null;
        heading.setText("No interactions yet: open a report (smallscope interactions ... --report i.json) with the toolbar.");
        summary.setText("");
        refresh();
    }

    /** Reads and shows the report in {@code file}; a bad file shows its problem and clears the tree. */
    public void show(Path file) {
        try {
            report = InteractionsReportReader.read(file);
            problem = null;
            heading.setText(report.program() + (report.tests() == null ? "" : " under " + report.tests())
                    + (report.finishedAt() == null ? "" : ", finished " + report.finishedAt()) + " - " + report.file());
            summary.setText(report.summary());
        } catch (ReportException e) {
            report = null;
            problem = e.getMessage();
            heading.setText(problem);
            summary.setText("");
        }
        refresh();
    }

    private void refresh() {
        viewer.setInput(report == null ? List.of() : FormulaTree.groups(report));
        viewer.expandAll();
        heading.getParent().layout(true);
    }

    /**
     * Opens the workspace source of {@code location}'s class in its editor with the location's line selected.
     *
     * @return the editor, or null when the class has no workspace source (a dialog says so)
     */
    public IEditorPart open(Location location) {
        IFile file = InteractionMarkers.sourceFile(location.className());
        if (file == null) {
            MessageDialog.openInformation(getSite().getShell(), "Interactions", "No source of " + location.className() + " in the workspace.");
            return null;
        }
        try {
            IEditorPart editor = IDE.openEditor(getSite().getPage(), file);
            if (editor instanceof ITextEditor text) {
                IDocument document = text.getDocumentProvider().getDocument(text.getEditorInput());
                IRegion line = document.getLineInformation(location.line() - 1);
                text.selectAndReveal(line.getOffset(), line.getLength());
            }
            return editor;
        } catch (PartInitException | BadLocationException e) {
            MessageDialog.openError(getSite().getShell(), "Interactions", "Cannot open " + location.where() + ": " + e.getMessage());
            return null;
        }
    }

    /** Writes the shown report's minimal configurations to {@code target} as CSV (see {@link InteractionsResults#minimalConfigurationsCsv()}). */
    public void export(Path target) throws IOException {
        Files.writeString(target, report.minimalConfigurationsCsv(), StandardCharsets.UTF_8);
    }

    /** @return the report shown, or null */
    public InteractionsResults report() {
        return report;
    }

    /** @return why the last report could not be shown, or null */
    public String problem() {
        return problem;
    }

    /** @return the heading line as shown */
    public String headingText() {
        return heading.getText();
    }

    /** @return the summary line as shown */
    public String summaryText() {
        return summary.getText();
    }

    /** @return the tree of formulas */
    public Tree tree() {
        return viewer.getTree();
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    @Override
    public void dispose() {
        LastInteractions.REPORT.removeListener(onNewReport);
        super.dispose();
    }

    /** The toolbar's Open Interactions Report... action: a file dialog; the chosen report becomes the last one. */
    private final class OpenAction extends Action {
        OpenAction() {
            super("Open Interactions Report...");
            setToolTipText("Open an interactions report (JSON written by smallscope interactions)");
            setImageDescriptor(PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(ISharedImages.IMG_OBJ_FILE));
        }

        @Override
        public void run() {
            FileDialog dialog = new FileDialog(getSite().getShell(), SWT.OPEN);
            dialog.setText(getText());
            dialog.setFilterExtensions(new String[] {"*.json", "*"});
            String chosen = dialog.open();
            if (chosen != null) {
                show(Path.of(chosen));
                if (report != null) {
                    LastInteractions.REPORT.remember(report.file()); // the markers follow; shown after a restart too
                }
            }
        }
    }

    /** The toolbar's Export Minimal Configurations... action: the minimal covering set as a CSV file, a row per configuration. */
    private final class ExportAction extends Action {
        ExportAction() {
            super("Export Minimal Configurations...");
            setToolTipText("Save the minimal covering configurations as CSV (a header of option names, a row per configuration)");
            setImageDescriptor(PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(ISharedImages.IMG_ETOOL_SAVEAS_EDIT));
        }

        @Override
        public void run() {
            if (report == null) {
                MessageDialog.openInformation(getSite().getShell(), getText(), "Open an interactions report first.");
                return;
            }
            FileDialog dialog = new FileDialog(getSite().getShell(), SWT.SAVE);
            dialog.setText(getText());
            dialog.setFilterExtensions(new String[] {"*.csv", "*"});
            dialog.setFileName(report.program().substring(report.program().lastIndexOf('.') + 1) + "-configurations.csv");
            dialog.setOverwrite(true);
            String chosen = dialog.open();
            if (chosen != null) {
                try {
                    export(Path.of(chosen));
                } catch (IOException e) {
                    MessageDialog.openError(getSite().getShell(), getText(), "Cannot write " + chosen + ": " + e.getMessage());
                }
            }
        }
    }
}
