package org.smallscope.core.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IJavaModelMarker;
import org.eclipse.jdt.core.IPackageFragmentRoot;
import org.smallscope.core.CoreStatus;
import org.smallscope.core.WorkspaceSubject;

/**
 * Builds a subject's project before a run and says why the run cannot start when the subject's class is not compiled: its
 * compile errors, the project's build path errors, or a class file missing from the output folder.
 */
final class SubjectBuild {

    private SubjectBuild() {
    }

    /**
     * Builds the project of {@code subject} (a build scheduled but not yet started would come too late for the runner) and
     * checks its class file is there; a build that compiled nothing (as one that ran before JDT resolved the project's
     * containers) is followed by one full build.
     *
     * @return an error status when the subject's class cannot be run, else null
     */
    static IStatus check(WorkspaceSubject subject, IProgressMonitor monitor) throws CoreException {
        IResource file = subject.resource();
        if (file == null || !file.exists()) {
            return null; // a class from a jar: nothing to build
        }
        SubMonitor sub = SubMonitor.convert(monitor, 2);
        IProject project = file.getProject();
        project.build(IncrementalProjectBuilder.INCREMENTAL_BUILD, sub.split(1));
        for (IMarker m : file.findMarkers(IJavaModelMarker.JAVA_MODEL_PROBLEM_MARKER, true, IResource.DEPTH_ZERO)) {
            if (m.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR) {
                return CoreStatus.COMPILE_ERRORS.status(file.getFullPath().toString());
            }
        }
        IFile classFile = classFile(subject);
        if (classFile == null || classFile.exists()) {
            return null;
        }
        project.build(IncrementalProjectBuilder.FULL_BUILD, sub.split(1));
        if (classFile.exists()) {
            return null;
        }
        List<String> problems = new ArrayList<>();
        for (IMarker m : project.findMarkers(IJavaModelMarker.BUILDPATH_PROBLEM_MARKER, false, IResource.DEPTH_ZERO)) {
            if (m.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR) {
                problems.add(m.getAttribute(IMarker.MESSAGE, "?"));
            }
        }
        return problems.isEmpty() ? CoreStatus.NOT_COMPILED.status(subject.binaryName(), classFile.getFullPath().toString(), project.getName())
                : CoreStatus.BUILD_PATH_ERRORS.status(project.getName(), subject.binaryName(), String.join("; ", problems));
    }

    /** @return the class file the Java builder writes for the subject's type, or null when it is not in a source folder */
    private static IFile classFile(WorkspaceSubject subject) throws CoreException {
        IPackageFragmentRoot root = (IPackageFragmentRoot) subject.type().getAncestor(IJavaElement.PACKAGE_FRAGMENT_ROOT);
        if (root == null || root.getKind() != IPackageFragmentRoot.K_SOURCE) {
            return null;
        }
        IPath output = root.getRawClasspathEntry().getOutputLocation();
        if (output == null) {
            output = subject.javaProject().getOutputLocation();
        }
        return ResourcesPlugin.getWorkspace().getRoot().getFile(output.append(subject.binaryName().replace('.', '/') + ".class"));
    }
}
