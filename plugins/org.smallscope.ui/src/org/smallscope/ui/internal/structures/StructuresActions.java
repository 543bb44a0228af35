package org.smallscope.ui.internal.structures;

import java.io.File;
import java.io.IOException;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;

/** The Structures view's toolbar: export the drawn object graph as PNG or SVG (a file dialog, then {@link GraphExport}). */
final class StructuresActions {

    private StructuresActions() {
    }

    /** Adds the export actions of {@code view} to {@code toolBar}. */
    static void contribute(StructuresView view, IToolBarManager toolBar) {
        toolBar.add(compare(view));
        toolBar.add(export(view, "Export Graph as PNG...", "png", file -> view.exportPng(file)));
        toolBar.add(export(view, "Export Graph as SVG...", "svg", view::exportSvg));
    }

    /** Writes a file. */
    @FunctionalInterface
    private interface Writer {
        void write(File file) throws IOException;
    }

    private static Action compare(StructuresView view) {
        Action action = new Action("Compare with Another Run") {
            @Override
            public void run() {
                try {
                    view.openComparison();
                } catch (PartInitException e) {
                    MessageDialog.openError(view.getSite().getShell(), "Structures", e.getMessage());
                }
            }
        };
        action.setToolTipText("Open a second Structures view beside this one, on the previous run of the same class");
        action.setImageDescriptor(PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(ISharedImages.IMG_TOOL_NEW_WIZARD));
        return action;
    }

    private static Action export(StructuresView view, String text, String extension, Writer writer) {
        Action action = new Action(text) {
            @Override
            public void run() {
                var shell = view.getSite().getShell();
                if (view.graph().drawing().nodes().isEmpty()) {
                    MessageDialog.openInformation(shell, "Structures", "Select a structure first: its graph is what is exported.");
                    return;
                }
                FileDialog dialog = new FileDialog(shell, SWT.SAVE);
                dialog.setFilterExtensions(new String[] {"*." + extension});
                dialog.setFileName("structure." + extension);
                dialog.setOverwrite(true);
                String path = dialog.open();
                if (path == null) {
                    return;
                }
                try {
                    writer.write(new File(path));
                } catch (IOException | RuntimeException e) {
                    MessageDialog.openError(shell, "Structures", "Could not write " + path + ": " + e.getMessage());
                }
            }
        };
        action.setToolTipText(text);
        action.setImageDescriptor(PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(
                "png".equals(extension) ? ISharedImages.IMG_ETOOL_SAVE_EDIT : ISharedImages.IMG_ETOOL_SAVEAS_EDIT));
        return action;
    }
}
