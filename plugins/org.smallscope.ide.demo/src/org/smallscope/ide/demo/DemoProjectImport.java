package org.smallscope.ide.demo;

import java.io.File;
import java.io.IOException;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;

/**
 * Imports the demo project that {@code ./smallscope ide} prepares, once per workspace: the directory
 * named by {@code -Dsmallscope.demo.project=<dir>} holds a complete Eclipse Java project
 * ({@code .project}, {@code .classpath}, sources). When the workspace has no project of that name yet,
 * it is created from the directory's {@code .project} (in place: the directory stays where it is) and
 * opened, and the file named by {@code -Dsmallscope.demo.open=<path in the project>} is opened in an
 * editor. Later starts find the project and leave the workbench as the user left it.
 * <p>
 * This uses the same API as File &gt; Import &gt; Existing Projects, so the project is a normal workspace
 * project: no hand-written workspace metadata, and nothing happens without the property.
 */
public final class DemoProjectImport implements IStartup {

    /** System property: the demo project's directory. */
    public static final String PROJECT_PROPERTY = "smallscope.demo.project";

    /** System property: a file of the demo project to open after the first import. */
    public static final String OPEN_PROPERTY = "smallscope.demo.open";

    private static final ILog LOG = ILog.of(DemoProjectImport.class);

    @Override
    public void earlyStartup() {
        String dir = System.getProperty(PROJECT_PROPERTY);
        if (dir == null || dir.isBlank()) {
            return;
        }
        WorkspaceJob job = new WorkspaceJob("Importing the Smallscope demo project") {
            @Override
            public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
                return importProject(new File(dir), System.getProperty(OPEN_PROPERTY), monitor);
            }
        };
        job.setRule(ResourcesPlugin.getWorkspace().getRoot());
        job.setUser(false);
        job.schedule();
    }

    static IStatus importProject(File dir, String open, IProgressMonitor monitor) throws CoreException {
        File description = new File(dir, IProjectDescription.DESCRIPTION_FILE_NAME);
        if (!description.isFile()) {
            return Status.error("Smallscope demo: " + description + " does not exist; nothing imported");
        }
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        IProjectDescription d = workspace.loadProjectDescription(IPath.fromOSString(description.getAbsolutePath()));
        IProject project = workspace.getRoot().getProject(d.getName());
        if (project.exists()) {
            if (!project.isOpen()) {
                project.open(monitor);
            }
            return Status.OK_STATUS;
        }
        // A directory directly under the workspace root must keep the default location (null);
        // anywhere else the project refers to it where it is.
        File defaultLocation = workspace.getRoot().getLocation().append(d.getName()).toFile();
        d.setLocation(same(dir, defaultLocation) ? null : IPath.fromOSString(dir.getAbsolutePath()));
        project.create(d, monitor);
        project.open(monitor);
        LOG.info("Smallscope demo: imported project " + project.getName() + " from " + dir);
        if (open != null && !open.isBlank()) {
            IFile file = project.getFile(open);
            if (file.exists()) {
                reveal(file);
            }
        }
        return Status.OK_STATUS;
    }

    private static boolean same(File a, File b) {
        try {
            return a.getCanonicalFile().equals(b.getCanonicalFile());
        } catch (IOException e) {
            return a.getAbsoluteFile().equals(b.getAbsoluteFile());
        }
    }

    /**
     * A new workspace's window is small; the demo deserves the screen. Maximized through the window
     * manager; on a display without one (Xvfb) the window takes the monitor's client area instead.
     */
    private static void fillScreen(Shell shell) {
        shell.setMaximized(true);
        shell.getDisplay().timerExec(1000, () -> {
            if (shell.isDisposed()) {
                return;
            }
            // getMaximized() reports the request, not what a missing window manager did with it
            org.eclipse.swt.graphics.Rectangle area = shell.getMonitor().getClientArea();
            org.eclipse.swt.graphics.Point size = shell.getSize();
            if (size.x < area.width * 9 / 10 || size.y < area.height * 9 / 10) {
                shell.setBounds(area);
            }
        });
    }

    /** Opens {@code file} in the active window's editor area (Java perspective by product default). */
    private static void reveal(IFile file) {
        IWorkbench workbench = PlatformUI.getWorkbench();
        workbench.getDisplay().asyncExec(() -> {
            IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
            if (window == null && workbench.getWorkbenchWindowCount() > 0) {
                window = workbench.getWorkbenchWindows()[0];
            }
            IWorkbenchPage page = window == null ? null : window.getActivePage();
            if (page == null) {
                return;
            }
            fillScreen(window.getShell());
            try {
                IDE.openEditor(page, file, true);
            } catch (PartInitException e) {
                LOG.log(Status.warning("Smallscope demo: could not open " + file.getFullPath(), e));
            }
        });
    }
}
