package org.smallscope.ui.internal;

import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.ui.wizards.IClasspathContainerPage;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.smallscope.core.SmallscopeCore;

/** The "Add Library" wizard page of the Smallscope API container. */
public final class ApiContainerPage extends WizardPage implements IClasspathContainerPage {

    /** Creates the page. */
    public ApiContainerPage() {
        super("smallscopeApi", UiMessages.containerPageTitle, null);
        setDescription(UiMessages.containerPageTitle);
    }

    @Override
    public void createControl(Composite parent) {
        Label text = new Label(parent, SWT.WRAP);
        text.setText(UiMessages.containerPageDescription);
        setControl(text);
    }

    @Override
    public boolean finish() {
        return true;
    }

    @Override
    public IClasspathEntry getSelection() {
        return JavaCore.newContainerEntry(SmallscopeCore.API_CONTAINER_PATH);
    }

    @Override
    public void setSelection(IClasspathEntry containerEntry) {
        // one fixed entry: nothing to select
    }
}
