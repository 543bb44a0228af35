package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.window.Window;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.wizards.IWizardDescriptor;

/**
 * Drives Eclipse's own New Java Project wizard (File &gt; New &gt; Java Project) as a user does: the project name typed
 * into its first page, every other choice left at its default, Finish pressed, and each dialog that comes up after Finish
 * answered with its default button (what Enter does).
 */
final class NewJavaProjectWizard {

    /** The wizard's id in the workbench's new-wizard registry (JDT's JavaProjectWizard). */
    static final String WIZARD_ID = "org.eclipse.jdt.ui.wizards.JavaProjectWizard";

    /**
     * What the wizard made.
     *
     * @param project the new Java project
     * @param answered the titles of the dialogs that came up after Finish, in order (each answered with its default button)
     */
    record Made(IJavaProject project, List<String> answered) {
    }

    private NewJavaProjectWizard() {
    }

    /**
     * Makes the project {@code name} (replacing one of that name) with the wizard's defaults; the first page is captured as
     * {@code screenshot}.png when that is not null. Fails if the wizard is missing, its page has no project name field, or
     * it does not close after Finish.
     */
    static Made create(String name, String screenshot) throws Exception {
        IProject existing = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (existing.exists()) {
            existing.delete(true, true, null);
        }
        IWizardDescriptor descriptor = PlatformUI.getWorkbench().getNewWizardRegistry().findWizard(WIZARD_ID);
        assertNotNull(descriptor, "JDT's New Java Project wizard " + WIZARD_ID + " is installed");
        INewWizard wizard = (INewWizard) descriptor.createWizard();
        wizard.init(PlatformUI.getWorkbench(), StructuredSelection.EMPTY);
        Shell window = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        WizardDialog dialog = new WizardDialog(window, wizard);
        dialog.setBlockOnOpen(false);
        dialog.open();
        Shell shell = dialog.getShell();
        Workbench.spin(300);

        Text projectName = fieldAfter(shell, "Project name:");
        projectName.setFocus();
        projectName.setText(name); // a Modify event, as typing sends: the page validates and derives the module name
        Workbench.spin(300);
        Button moduleInfo = checkBox(shell, "Create module-info.java file");
        System.out.println("[wizard] Module group after the name was typed: enabled " + moduleInfo.isEnabled() + ", checked " + moduleInfo.getSelection());
        // the page enables (and checks) its Module group once it knows the chosen JRE's compliance (9 or later)
        Workbench.waitUntil("the wizard's Module group to be enabled", 30_000, moduleInfo::isEnabled);
        Workbench.spin(200);
        assertTrue(moduleInfo.getSelection(), () -> "\"Create module-info.java file\" is checked by default (JDT's remembered choice: "
                + org.eclipse.jdt.internal.ui.JavaPlugin.getDefault().getDialogSettings().get("org.eclipse.jdt.ui.last.selected.create.moduleinfo") + ")");
        if (screenshot != null) {
            Screenshots.take(screenshot, shell);
        }

        List<String> answered = new ArrayList<>();
        List<Throwable> failures = new ArrayList<>();
        Display display = Display.getCurrent();
        boolean[] finished = {false};
        Runnable answer = new Runnable() {
            @Override
            public void run() {
                if (finished[0]) {
                    return;
                }
                for (Shell other : display.getShells()) {
                    if (other != shell && other != window && !other.isDisposed() && other.isVisible() && other.getData() instanceof Window
                            && !answered.contains(other.getText() + "@" + System.identityHashCode(other))) {
                        answered.add(other.getText() + "@" + System.identityHashCode(other));
                        Button yes = other.getDefaultButton();
                        if (yes == null) {
                            failures.add(new AssertionError("a dialog without a default button after Finish: " + other.getText()));
                            other.close();
                        } else {
                            yes.notifyListeners(SWT.Selection, new Event());
                        }
                    }
                }
                display.timerExec(100, this);
            }
        };
        display.timerExec(100, answer);
        try {
            EditorContextMenu.press(shell, IDialogConstants.FINISH_ID); // creates the project; dialogs after Finish spin the event loop here
            Workbench.waitUntil("the New Java Project wizard to close", Commands.JOB_TIMEOUT, shell::isDisposed);
            Workbench.waitForJobs(Commands.JOB_TIMEOUT);
            Workbench.spin(500); // a question asked by an asyncExec after Finish
        } finally {
            finished[0] = true;
        }
        if (!failures.isEmpty()) {
            throw new AssertionError("answering the dialogs after Finish failed", failures.get(0));
        }
        IProject made = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        assertTrue(made.exists() && made.hasNature(JavaCore.NATURE_ID), "the wizard made the Java project " + name);
        return new Made(JavaCore.create(made), answered.stream().map(t -> t.substring(0, t.lastIndexOf('@'))).toList());
    }

    /** @return the text field that follows the label reading {@code label} (mnemonics ignored) */
    private static Text fieldAfter(Composite parent, String label) {
        Control[] children = parent.getChildren();
        for (int i = 0; i < children.length; i++) {
            if (children[i] instanceof Label l && l.getText().replace("&", "").equals(label)) {
                for (int j = i + 1; j < children.length; j++) {
                    if (children[j] instanceof Text t) {
                        return t;
                    }
                }
            } else if (children[i] instanceof Composite inner) {
                Text t = fieldOrNull(inner, label);
                if (t != null) {
                    return t;
                }
            }
        }
        throw new AssertionError("no field labelled '" + label + "' on the wizard's page");
    }

    private static Text fieldOrNull(Composite parent, String label) {
        try {
            return fieldAfter(parent, label);
        } catch (AssertionError e) {
            return null;
        }
    }

    /** @return the check box reading {@code label} (mnemonics ignored) */
    private static Button checkBox(Composite parent, String label) {
        for (Control c : parent.getChildren()) {
            if (c instanceof Button b && (b.getStyle() & SWT.CHECK) != 0 && b.getText().replace("&", "").equals(label)) {
                return b;
            } else if (c instanceof Composite inner) {
                try {
                    return checkBox(inner, label);
                } catch (AssertionError e) {
                    // not in this part of the page
                }
            }
        }
        throw new AssertionError("no check box '" + label + "' on the wizard's page");
    }
}
