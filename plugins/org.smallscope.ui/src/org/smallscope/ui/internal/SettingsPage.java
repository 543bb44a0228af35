package org.smallscope.ui.internal;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ProjectScope;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.ComboFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.eclipse.ui.IWorkbenchPropertyPage;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.smallscope.core.GenerationRequest;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.SmallscopePreferences;

/**
 * Smallscope's settings page: the workspace defaults under Preferences, and a project's own
 * settings (when enabled) under the project's Properties: default size, threads, snapshot store,
 * JUnit flavour, instances per exported class, per-candidate time limit.
 */
public final class SettingsPage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage, IWorkbenchPropertyPage {

    private IAdaptable element;
    private ScopedPreferenceStore store;

    /** Creates the page. */
    public SettingsPage() {
        super(GRID);
        setDescription(UiMessages.settingsDescription);
    }

    @Override
    public void init(IWorkbench workbench) {
        // the workspace defaults: nothing else to set up
    }

    @Override
    public IAdaptable getElement() {
        return element;
    }

    @Override
    public void setElement(IAdaptable newElement) {
        this.element = newElement;
        setDescription(UiMessages.settingsProjectDescription);
    }

    /** @return the project whose properties this page edits, or null for the workspace preferences */
    IProject project() {
        return element == null ? null : Adapters.adapt(element, IProject.class);
    }

    @Override
    protected IPreferenceStore doGetPreferenceStore() {
        if (store == null) {
            IProject project = project();
            store = new ScopedPreferenceStore(project != null ? new ProjectScope(project) : InstanceScope.INSTANCE, SmallscopeCore.PLUGIN_ID);
        }
        return store;
    }

    @Override
    protected void createFieldEditors() {
        if (project() != null) {
            addField(new BooleanFieldEditor(SmallscopePreferences.USE_PROJECT_SETTINGS, UiMessages.settingsUseProject, getFieldEditorParent()));
        }
        addField(new StringFieldEditor(SmallscopePreferences.DEFAULT_SIZE, UiMessages.settingsDefaultSize, getFieldEditorParent()));
        IntegerFieldEditor threads = new IntegerFieldEditor(SmallscopePreferences.THREADS, UiMessages.settingsThreads, getFieldEditorParent());
        threads.setValidRange(0, 256);
        addField(threads);
        addField(new StringFieldEditor(SmallscopePreferences.STORE_FOLDER, UiMessages.settingsStore, getFieldEditorParent()));
        addField(new ComboFieldEditor(SmallscopePreferences.JUNIT_FLAVOUR, UiMessages.settingsFlavour, new String[][] {
            {UiMessages.settingsFlavourAuto, GenerationRequest.Flavour.AUTO.name()}, {"JUnit 5", GenerationRequest.Flavour.JUNIT5.name()},
            {"JUnit 4", GenerationRequest.Flavour.JUNIT4.name()}}, getFieldEditorParent()));
        IntegerFieldEditor perClass = new IntegerFieldEditor(SmallscopePreferences.INSTANCES_PER_CLASS, UiMessages.settingsPerClass,
                getFieldEditorParent());
        perClass.setValidRange(1, 5000);
        addField(perClass);
        IntegerFieldEditor timeout = new IntegerFieldEditor(SmallscopePreferences.TIMEOUT_MILLIS, UiMessages.settingsTimeout,
                getFieldEditorParent());
        timeout.setValidRange(0, 3_600_000);
        addField(timeout);
        addField(new BooleanFieldEditor(SmallscopePreferences.SHOW_RESULTS, UiMessages.settingsShowResults, getFieldEditorParent()));
        addField(new BooleanFieldEditor(SmallscopePreferences.INFO_MARKERS, UiMessages.settingsInfoMarkers, getFieldEditorParent()));
    }
}
