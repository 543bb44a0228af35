package org.smallscope.core;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ProjectScope;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.AbstractPreferenceInitializer;
import org.eclipse.core.runtime.preferences.DefaultScope;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.IScopeContext;
import org.eclipse.core.runtime.preferences.InstanceScope;

/**
 * Smallscope's settings: workspace defaults (instance scope) that a project may override when it
 * enables project-specific settings (project scope, stored in {@code .settings/org.smallscope.core.prefs}).
 */
public final class SmallscopePreferences {

    /** Whether a project's own settings apply (project scope only). */
    public static final String USE_PROJECT_SETTINGS = "useProjectSettings";
    /** Default finitization arguments offered by the dialog, e.g. {@code 3}. */
    public static final String DEFAULT_SIZE = "defaultSize";
    /** Worker threads; 0 means one per core. */
    public static final String THREADS = "threads";
    /** Snapshot store folder, relative to the project. */
    public static final String STORE_FOLDER = "storeFolder";
    /** JUnit flavour of exported tests: AUTO, JUNIT5 or JUNIT4. */
    public static final String JUNIT_FLAVOUR = "junitFlavour";
    /** Instances per exported test class. */
    public static final String INSTANCES_PER_CLASS = "instancesPerClass";
    /** Per-candidate time limit (watchdog) in milliseconds; 0 turns it off. */
    public static final String TIMEOUT_MILLIS = "timeoutMillis";

    /** Whether markers with nothing to act on ("no saved snapshot yet: the first run is a full search") are shown; default off. */
    public static final String INFO_MARKERS = "infoMarkers";
    /** Whether a finished run brings its results (the Structures view) to the front; default on. */
    public static final String SHOW_RESULTS = "showResults";

    private SmallscopePreferences() {
    }

    /** Sets the workspace defaults. */
    public static final class Initializer extends AbstractPreferenceInitializer {
        @Override
        public void initializeDefaultPreferences() {
            IEclipsePreferences d = DefaultScope.INSTANCE.getNode(SmallscopeCore.PLUGIN_ID);
            d.put(DEFAULT_SIZE, "3");
            d.putInt(THREADS, 0);
            d.put(STORE_FOLDER, SmallscopeCore.STORE_FOLDER);
            d.put(JUNIT_FLAVOUR, GenerationRequest.Flavour.AUTO.name());
            d.putInt(INSTANCES_PER_CLASS, GenerationRequest.Export.DEFAULT.perClass());
            d.putLong(TIMEOUT_MILLIS, 10_000);
            d.putBoolean(INFO_MARKERS, false);
            d.putBoolean(SHOW_RESULTS, true);
        }
    }

    /** @return the setting {@code key} for {@code project} (its own if enabled, else the workspace's) */
    public static String get(IProject project, String key) {
        return Platform.getPreferencesService().getString(SmallscopeCore.PLUGIN_ID, key, null, scopes(project));
    }

    /** @return the integer setting {@code key} for {@code project} */
    public static int getInt(IProject project, String key) {
        return Platform.getPreferencesService().getInt(SmallscopeCore.PLUGIN_ID, key, 0, scopes(project));
    }

    /** @return the long setting {@code key} for {@code project} */
    public static long getLong(IProject project, String key) {
        return Platform.getPreferencesService().getLong(SmallscopeCore.PLUGIN_ID, key, 0, scopes(project));
    }

    /** @return the boolean setting {@code key} for {@code project} (null: the workspace's) */
    public static boolean getBoolean(IProject project, String key) {
        return Platform.getPreferencesService().getBoolean(SmallscopeCore.PLUGIN_ID, key, false, scopes(project));
    }

    /** @return the snapshot store folder of {@code project} (relative to it) */
    public static String storeFolder(IProject project) {
        String folder = project == null ? null : get(project, STORE_FOLDER);
        return folder == null || folder.isBlank() ? SmallscopeCore.STORE_FOLDER : folder.trim();
    }

    private static IScopeContext[] scopes(IProject project) {
        if (project != null && new ProjectScope(project).getNode(SmallscopeCore.PLUGIN_ID).getBoolean(USE_PROJECT_SETTINGS, false)) {
            return new IScopeContext[] {new ProjectScope(project), InstanceScope.INSTANCE, DefaultScope.INSTANCE};
        }
        return new IScopeContext[] {InstanceScope.INSTANCE, DefaultScope.INSTANCE};
    }
}
