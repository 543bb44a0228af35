package org.smallscope.ui.tests;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.texteditor.ITextEditor;

/**
 * Opens a text editor's context menu as a right click does (the SWT menu's Show event, which fills it with the
 * contributions whose visibleWhen holds) and selects one of its items; a dialog the item opens is handled while it is open.
 */
final class EditorContextMenu {

    private EditorContextMenu() {
    }

    /**
     * Selects the item labelled {@code label} (mnemonics ignored); while it runs, {@code dialog} gets the first new shell
     * whose data is a {@code dialogType} (a JFace window) and must close it. Fails if there is no such item or dialog.
     */
    static void select(ITextEditor editor, String label, Class<?> dialogType, Consumer<Shell> dialog) {
        Menu menu = menu(editor);
        show(menu);
        MenuItem item = Arrays.stream(menu.getItems()).filter(i -> i.getText().replace("&", "").startsWith(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no '" + label + "' in the editor's context menu: "
                        + Arrays.stream(menu.getItems()).map(MenuItem::getText).toList()));
        List<Throwable> failures = new ArrayList<>();
        boolean[] handled = {false};
        Display display = Display.getCurrent();
        long deadline = System.currentTimeMillis() + 30_000;
        Runnable poll = new Runnable() {
            @Override
            public void run() {
                for (Shell shell : display.getShells()) {
                    if (!handled[0] && shell.isVisible() && dialogType.isInstance(shell.getData())) {
                        handled[0] = true;
                        try {
                            dialog.accept(shell);
                        } catch (Throwable t) {
                            failures.add(t);
                        } finally {
                            if (!shell.isDisposed()) {
                                shell.close();
                            }
                        }
                        return;
                    }
                }
                if (!handled[0] && System.currentTimeMillis() < deadline) {
                    display.timerExec(100, this);
                }
            }
        };
        display.timerExec(100, poll);
        try {
            item.notifyListeners(SWT.Selection, new Event()); // runs the command; a modal dialog spins the event loop here
        } finally {
            menu.notifyListeners(SWT.Hide, new Event());
        }
        if (!failures.isEmpty()) {
            throw new AssertionError("handling the dialog failed", failures.get(0));
        }
        if (!handled[0]) {
            handled[0] = true; // stops the poll
            throw new AssertionError("'" + label + "' opened no " + dialogType.getSimpleName());
        }
    }

    /** @return the editable bordered text fields of {@code parent}, in the order they were created */
    static List<Text> textFields(Composite parent) {
        List<Text> found = new ArrayList<>();
        for (Control c : parent.getChildren()) {
            if (c instanceof Text t && (t.getStyle() & SWT.READ_ONLY) == 0 && (t.getStyle() & SWT.BORDER) != 0) {
                found.add(t);
            } else if (c instanceof Composite inner) {
                found.addAll(textFields(inner));
            }
        }
        return found;
    }

    /** Presses the dialog button whose id (a JFace IDialogConstants id, the button's data) is {@code id}. */
    static void press(Composite parent, int id) {
        Button button = button(parent, id);
        if (button == null) {
            throw new AssertionError("no button " + id);
        }
        button.notifyListeners(SWT.Selection, new Event());
    }

    private static Button button(Composite parent, int id) {
        for (Control c : parent.getChildren()) {
            if (c instanceof Button b && Integer.valueOf(id).equals(b.getData())) {
                return b;
            } else if (c instanceof Composite inner) {
                Button b = button(inner, id);
                if (b != null) {
                    return b;
                }
            }
        }
        return null;
    }

    private static Menu menu(ITextEditor editor) {
        ITextViewer viewer = (ITextViewer) editor.getAdapter(ITextOperationTarget.class);
        StyledText text = viewer.getTextWidget();
        text.setFocus();
        Menu menu = text.getMenu();
        if (menu == null) {
            throw new AssertionError("the editor has no context menu");
        }
        return menu;
    }

    private static void show(Menu menu) {
        menu.notifyListeners(SWT.Show, new Event());
        Workbench.spin(200);
    }
}
