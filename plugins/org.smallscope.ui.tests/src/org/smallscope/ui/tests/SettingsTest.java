package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.ProjectScope;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.smallscope.core.GenerationJob;
import org.smallscope.core.GenerationRequest;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.SmallscopePreferences;
import org.smallscope.ui.SmallscopeUi;

/** Workspace defaults and a project's own settings (threads, time limit, store, JUnit flavour, instances per class) drive the runs. */
class SettingsTest {

    @AfterEach
    void restoreWorkspaceDefaults() throws Exception {
        IEclipsePreferences workspace = InstanceScope.INSTANCE.getNode(SmallscopeCore.PLUGIN_ID);
        workspace.clear();
        workspace.flush();
    }

    @Test
    void projectSettingsOverrideTheWorkspaceDefaultsWhenEnabled() throws Exception {
        DemoProject demo = DemoProject.create("settings-demo", "BST.java.txt");
        IEclipsePreferences workspace = InstanceScope.INSTANCE.getNode(SmallscopeCore.PLUGIN_ID);
        workspace.putInt(SmallscopePreferences.THREADS, 2);
        workspace.flush();
        IEclipsePreferences project = new ProjectScope(demo.project).getNode(SmallscopeCore.PLUGIN_ID);
        project.putBoolean(SmallscopePreferences.USE_PROJECT_SETTINGS, true);
        project.putInt(SmallscopePreferences.THREADS, 1);
        project.putLong(SmallscopePreferences.TIMEOUT_MILLIS, 2500);
        project.put(SmallscopePreferences.STORE_FOLDER, "suites/snapshots");
        project.put(SmallscopePreferences.JUNIT_FLAVOUR, GenerationRequest.Flavour.JUNIT4.name());
        project.putInt(SmallscopePreferences.INSTANCES_PER_CLASS, 10);
        project.flush();
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertTrue(demo.project.getFile(".settings/org.smallscope.core.prefs").exists(), "project settings are stored with the project");

        PreferenceDialog dialog = PreferencesUtil.createPropertyDialogOn(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(),
                demo.project, "org.smallscope.ui.projectSettings", null, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            Screenshots.take("project-settings", dialog.getShell());
        } finally {
            dialog.close();
        }

        GenerationJob job = Commands.schedule(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "4"));
        Workbench.waitUntil("the run", Commands.JOB_TIMEOUT, () -> job.getResult() != null);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        GenerationRun run = job.run();
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> run + " " + run.message() + " " + job.getResult());
        assertEquals(1, run.request().threads());
        assertEquals(2500, run.request().timeoutMillis());
        assertEquals(14, run.valid());
        assertTrue(demo.project.getFolder("suites/snapshots").exists() && demo.project.getFolder("suites/snapshots").members().length > 0,
                "the snapshot is saved in the project's store folder");
        assertTrue(demo.project.getFile("test/demo/BSTExhaustiveTest.java").exists());
        assertTrue(demo.project.getFile("test/demo/BSTExhaustive2Test.java").exists(), "14 instances, 10 per class: two classes");
        String junit4 = new String(demo.project.getFile("test/demo/BSTExhaustiveTest.java").getContents().readAllBytes());
        assertTrue(junit4.contains("Parameterized"), "JUnit 4 flavour");
        assertEquals(List.of(), demo.compileErrors(), "the JUnit 4 export compiles against JDT's JUnit 4 library");

        project.putBoolean(SmallscopePreferences.USE_PROJECT_SETTINGS, false);
        project.flush();
        WorkspaceSubjectRequest fresh = new WorkspaceSubjectRequest(demo);
        assertEquals(2, fresh.request().threads(), "without project settings the workspace default applies");
        assertEquals(10_000, fresh.request().timeoutMillis(), "and the built-in default time limit");
    }

    /** A request built the way the handler builds one, for a subject of {@code demo}. */
    private record WorkspaceSubjectRequest(DemoProject demo) {
        GenerationRequest request() throws Exception {
            return GenerationRequest.of(SmallscopeCore.index().find(demo.subjectType()).orElseThrow(), 3);
        }
    }
}
