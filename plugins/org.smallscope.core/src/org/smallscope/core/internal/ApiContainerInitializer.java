package org.smallscope.core.internal;

import java.io.File;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jdt.core.ClasspathContainerInitializer;
import org.eclipse.jdt.core.IClasspathContainer;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.smallscope.core.CoreMessages;
import org.smallscope.core.SmallscopeCore;

/** Resolves the "Smallscope API" classpath container to the installed API bundle's jar. */
public final class ApiContainerInitializer extends ClasspathContainerInitializer {

    /** Symbolic name of the bundle users compile against. */
    public static final String API_BUNDLE = "org.smallscope.api";

    @Override
    public void initialize(IPath containerPath, IJavaProject project) throws CoreException {
        JavaCore.setClasspathContainer(containerPath, new IJavaProject[] {project},
                new IClasspathContainer[] {new ApiContainer(containerPath)}, null);
    }

    @Override
    public String getDescription(IPath containerPath, IJavaProject project) {
        return CoreMessages.apiContainerName;
    }

    /** The container: one library entry, the API jar (empty if the bundle is missing). */
    private static final class ApiContainer implements IClasspathContainer {

        private final IPath path;

        ApiContainer(IPath path) {
            this.path = path;
        }

        @Override
        public IClasspathEntry[] getClasspathEntries() {
            File jar = BundleFiles.of(API_BUNDLE).orElse(null);
            if (jar == null) {
                return new IClasspathEntry[0];
            }
            return new IClasspathEntry[] {JavaCore.newLibraryEntry(IPath.fromOSString(jar.getAbsolutePath()), null, null)};
        }

        @Override
        public String getDescription() {
            return CoreMessages.apiContainerName;
        }

        @Override
        public int getKind() {
            return K_APPLICATION;
        }

        @Override
        public IPath getPath() {
            return path;
        }
    }

    /** @return whether {@code project}'s raw build path already has the container */
    public static boolean isOnBuildPath(IJavaProject project) throws CoreException {
        for (IClasspathEntry e : project.getRawClasspath()) {
            if (e.getEntryKind() == IClasspathEntry.CPE_CONTAINER && e.getPath().equals(SmallscopeCore.API_CONTAINER_PATH)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Adds the container to {@code project}'s build path (no-op if there): on the modulepath when the project has a
     * module-info.java, so that {@code requires org.smallscope.api;} resolves (the jar's Automatic-Module-Name).
     */
    public static void addTo(IJavaProject project, org.eclipse.core.runtime.IProgressMonitor monitor) throws CoreException {
        if (isOnBuildPath(project)) {
            return;
        }
        IClasspathEntry[] raw = project.getRawClasspath();
        IClasspathEntry[] next = java.util.Arrays.copyOf(raw, raw.length + 1);
        next[raw.length] = entryFor(project);
        project.setRawClasspath(next, monitor);
    }

    /** @return the container's entry for {@code project}: with the module attribute when the project is modular */
    public static IClasspathEntry entryFor(IJavaProject project) throws CoreException {
        if (project == null || project.getModuleDescription() == null) {
            return JavaCore.newContainerEntry(SmallscopeCore.API_CONTAINER_PATH);
        }
        return JavaCore.newContainerEntry(SmallscopeCore.API_CONTAINER_PATH, new org.eclipse.jdt.core.IAccessRule[0],
                new org.eclipse.jdt.core.IClasspathAttribute[] {
                        JavaCore.newClasspathAttribute(org.eclipse.jdt.core.IClasspathAttribute.MODULE, "true")},
                false);
    }
}
