package org.smallscope.ui.tests;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaModelMarker;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.launching.JavaRuntime;
import org.smallscope.core.SmallscopeCore;

/** A real Java project created in the test workspace: a source folder, the JRE, the Smallscope API container and one subject. */
final class DemoProject {

    final IProject project;
    final IJavaProject javaProject;

    private DemoProject(IProject project) {
        this.project = project;
        this.javaProject = JavaCore.create(project);
    }

    /** Creates the project {@code name} with {@code demo/BST.java} from the resource {@code subject}. */
    static DemoProject create(String name, String subject) throws CoreException, IOException {
        return create(name, subject, true);
    }

    /** Creates the project, with the Smallscope API container on its build path or not. */
    static DemoProject create(String name, String subject, boolean withApi) throws CoreException, IOException {
        DemoProject demo = empty(name, withApi);
        demo.writeOnDisk(subject);
        return demo;
    }

    /** Creates the project {@code name} with an empty {@code src/demo}, replacing one of that name. */
    static DemoProject empty(String name, boolean withApi) throws CoreException {
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (p.exists()) {
            p.delete(true, true, null);
        }
        p.create(null);
        p.open(null);
        IProjectDescription d = p.getDescription();
        d.setNatureIds(new String[] {JavaCore.NATURE_ID});
        p.setDescription(d, null);
        IFolder src = p.getFolder("src");
        src.create(true, true, null);
        src.getFolder("demo").create(true, true, null);
        IJavaProject jp = JavaCore.create(p);
        jp.setOption(JavaCore.COMPILER_COMPLIANCE, "17");
        jp.setOption(JavaCore.COMPILER_SOURCE, "17");
        jp.setOption(JavaCore.COMPILER_CODEGEN_TARGET_PLATFORM, "17");
        IClasspathEntry[] entries = {JavaCore.newSourceEntry(src.getFullPath()), JavaRuntime.getDefaultJREContainerEntry(),
                JavaCore.newContainerEntry(SmallscopeCore.API_CONTAINER_PATH)};
        jp.setRawClasspath(withApi ? entries : java.util.Arrays.copyOf(entries, 2), p.getFolder("bin").getFullPath(), null);
        return new DemoProject(p);
    }

    /** Replaces {@code src/demo/BST.java} on disk (as an external editor would) with the resource {@code subject}, then refreshes. */
    void writeOnDisk(String subject) throws IOException, CoreException {
        IFile file = subjectFile();
        Path path = project.getLocation().append(file.getProjectRelativePath()).toPath();
        Files.writeString(path, resource(subject), StandardCharsets.UTF_8);
        file.refreshLocal(IResource.DEPTH_ZERO, null);
    }

    IFile subjectFile() {
        return project.getFile("src/demo/BST.java");
    }

    IType subjectType() throws CoreException {
        return javaProject.findType("demo.BST");
    }

    /** @return the Smallscope markers on BST.java */
    IMarker[] smallscopeMarkers() throws CoreException {
        return subjectFile().findMarkers(SmallscopeCore.MARKER_TYPE, false, IResource.DEPTH_ZERO);
    }

    /** @return the compile errors of the whole project, as text */
    List<String> compileErrors() throws CoreException {
        return compileErrors(project);
    }

    /** @return the compile and build path errors of {@code project}, as text */
    static List<String> compileErrors(IProject project) throws CoreException {
        // built here, not left to the auto-build: on a loaded machine its job may not even be scheduled yet
        project.build(org.eclipse.core.resources.IncrementalProjectBuilder.INCREMENTAL_BUILD, null);
        List<String> errors = new ArrayList<>();
        for (IMarker m : project.findMarkers(IJavaModelMarker.JAVA_MODEL_PROBLEM_MARKER, true, IResource.DEPTH_INFINITE)) {
            if (m.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR) {
                errors.add(m.getResource().getName() + ":" + m.getAttribute(IMarker.LINE_NUMBER, -1) + " " + m.getAttribute(IMarker.MESSAGE, ""));
            }
        }
        for (IMarker m : project.findMarkers(IJavaModelMarker.BUILDPATH_PROBLEM_MARKER, true, IResource.DEPTH_INFINITE)) {
            errors.add("build path: " + m.getAttribute(IMarker.MESSAGE, ""));
        }
        return errors;
    }

    static String resource(String name) throws IOException {
        try (InputStream in = DemoProject.class.getResourceAsStream("subjects/" + name)) {
            if (in == null) {
                throw new IOException("missing test resource subjects/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** @return marker attributes as text, for failure messages */
    static String describe(IMarker[] markers) throws CoreException {
        List<String> lines = new ArrayList<>();
        for (IMarker m : markers) {
            Map<String, Object> a = m.getAttributes();
            lines.add(a.get(SmallscopeCore.MARKER_KIND) + " line " + a.get(IMarker.LINE_NUMBER) + ": " + a.get(IMarker.MESSAGE));
        }
        return String.join("\n", lines);
    }
}
