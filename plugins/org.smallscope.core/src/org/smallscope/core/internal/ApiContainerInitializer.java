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

    /** The API jar's module name (its Automatic-Module-Name), which a modular project requires. */
    public static final String API_MODULE = "org.smallscope.api";

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
        return indexIn(project.getRawClasspath()) >= 0;
    }

    /**
     * Puts the container on {@code project}'s build path: on the modulepath when the project has a module-info.java (moving
     * it there from the classpath), whose {@code requires org.smallscope.api;} (the jar's Automatic-Module-Name) it adds
     * too if missing.
     */
    public static void addTo(IJavaProject project, org.eclipse.core.runtime.IProgressMonitor monitor) throws CoreException {
        IClasspathEntry[] raw = project.getRawClasspath();
        int at = indexIn(raw);
        if (at < 0) {
            IClasspathEntry[] next = java.util.Arrays.copyOf(raw, raw.length + 1);
            next[raw.length] = entryFor(project);
            project.setRawClasspath(next, monitor);
        } else if (project.getModuleDescription() != null && !isModule(raw[at])) {
            IClasspathEntry[] next = raw.clone();
            next[at] = onModulepath(raw[at]);
            project.setRawClasspath(next, monitor);
        }
        ModuleRequires.add(project, API_MODULE, monitor);
    }

    /**
     * @return whether {@code project} lacks the container, or is modular and has it on the classpath or its
     *         module-info.java does not require the API
     */
    public static boolean isMissing(IJavaProject project) throws CoreException {
        IClasspathEntry[] raw = project.getRawClasspath();
        int at = indexIn(raw);
        return at < 0 || project.getModuleDescription() != null && (!isModule(raw[at]) || ModuleRequires.missing(project, API_MODULE));
    }

    private static int indexIn(IClasspathEntry[] raw) {
        for (int i = 0; i < raw.length; i++) {
            if (raw[i].getEntryKind() == IClasspathEntry.CPE_CONTAINER && raw[i].getPath().equals(SmallscopeCore.API_CONTAINER_PATH)) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isModule(IClasspathEntry entry) {
        return java.util.Arrays.stream(entry.getExtraAttributes())
                .anyMatch(a -> org.eclipse.jdt.core.IClasspathAttribute.MODULE.equals(a.getName()) && "true".equals(a.getValue()));
    }

    /** @return {@code entry} with module=true added to its attributes (the others kept) */
    private static IClasspathEntry onModulepath(IClasspathEntry entry) {
        java.util.List<org.eclipse.jdt.core.IClasspathAttribute> attributes = new java.util.ArrayList<>();
        for (org.eclipse.jdt.core.IClasspathAttribute a : entry.getExtraAttributes()) {
            if (!org.eclipse.jdt.core.IClasspathAttribute.MODULE.equals(a.getName())) {
                attributes.add(a);
            }
        }
        attributes.add(JavaCore.newClasspathAttribute(org.eclipse.jdt.core.IClasspathAttribute.MODULE, "true"));
        return JavaCore.newContainerEntry(entry.getPath(), entry.getAccessRules(),
                attributes.toArray(org.eclipse.jdt.core.IClasspathAttribute[]::new), entry.isExported());
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
