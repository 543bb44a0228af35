package org.smallscope.core.internal;

import java.nio.file.Path;
import java.util.Arrays;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jdt.core.IClasspathAttribute;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IPackageFragmentRoot;
import org.eclipse.jdt.core.JavaCore;
import org.smallscope.core.GenerationRequest.Flavour;

/**
 * Where exported JUnit tests go in a project and in which flavour: the project's test source
 * folder (created as {@code test} if there is none) and JUnit 5 unless the project only has JUnit 4.
 *
 * @param container the test source folder
 * @param folder its location on disk
 * @param flavour the JUnit flavour
 */
record ExportTarget(IContainer container, Path folder, Flavour flavour) {

    /** JDT's JUnit 5 library (resolved by org.eclipse.jdt.junit.core, part of every Eclipse IDE for Java developers). */
    static final org.eclipse.core.runtime.IPath JUNIT5_CONTAINER = org.eclipse.core.runtime.IPath.fromOSString("org.eclipse.jdt.junit.JUNIT_CONTAINER/5");

    /** JDT's JUnit 4 library. */
    static final org.eclipse.core.runtime.IPath JUNIT4_CONTAINER = org.eclipse.core.runtime.IPath.fromOSString("org.eclipse.jdt.junit.JUNIT_CONTAINER/4");

    /** Output folder of the created test source folder. */
    static final String TEST_OUTPUT_FOLDER = "bin-test";

    /** Name of the test source folder created when a project has none. */
    static final String DEFAULT_TEST_FOLDER = "test";

    /** @return the export target of {@code project}, creating the test folder and adding JUnit 5 to the build path if needed */
    static ExportTarget prepare(IJavaProject project, Flavour wanted, IProgressMonitor monitor) throws CoreException {
        IContainer folder = testFolder(project, monitor);
        Flavour flavour = flavour(project, wanted, monitor);
        return new ExportTarget(folder, folder.getLocation().toPath(), flavour);
    }

    private static IContainer testFolder(IJavaProject project, IProgressMonitor monitor) throws CoreException {
        IPackageFragmentRoot named = null;
        for (IPackageFragmentRoot root : project.getPackageFragmentRoots()) {
            if (root.getKind() != IPackageFragmentRoot.K_SOURCE || !root.getJavaProject().equals(project)) {
                continue;
            }
            IClasspathEntry entry = root.getRawClasspathEntry();
            if (entry != null && entry.isTest()) {
                return (IContainer) root.getResource();
            }
            String path = root.getPath().removeFirstSegments(1).toString();
            if (named == null && (path.equals("src/test/java") || path.equals(DEFAULT_TEST_FOLDER) || path.equals("tests"))) {
                named = root;
            }
        }
        if (named != null) {
            return (IContainer) named.getResource();
        }
        IFolder created = project.getProject().getFolder(DEFAULT_TEST_FOLDER);
        if (!created.exists()) {
            created.create(true, true, monitor);
        }
        IClasspathEntry[] raw = project.getRawClasspath();
        IClasspathEntry[] next = Arrays.copyOf(raw, raw.length + 1);
        // JDT requires a test source folder to have its own output folder.
        next[raw.length] = JavaCore.newSourceEntry(created.getFullPath(), new org.eclipse.core.runtime.IPath[0],
                new org.eclipse.core.runtime.IPath[0], project.getProject().getFolder(TEST_OUTPUT_FOLDER).getFullPath(),
                new IClasspathAttribute[] {JavaCore.newClasspathAttribute(IClasspathAttribute.TEST, "true")});
        project.setRawClasspath(next, monitor);
        return created;
    }

    private static Flavour flavour(IJavaProject project, Flavour wanted, IProgressMonitor monitor) throws CoreException {
        boolean has5 = project.findType("org.junit.jupiter.api.Test") != null
                && project.findType("org.junit.jupiter.params.ParameterizedTest") != null;
        boolean has4 = project.findType("org.junit.Test") != null && project.findType("org.junit.runners.Parameterized") != null;
        Flavour chosen = wanted != Flavour.AUTO ? wanted : (!has5 && has4 ? Flavour.JUNIT4 : Flavour.JUNIT5);
        if (chosen == Flavour.JUNIT5 && !has5) {
            addContainer(project, JUNIT5_CONTAINER, monitor);
        } else if (chosen == Flavour.JUNIT4 && !has4) {
            addContainer(project, JUNIT4_CONTAINER, monitor);
        }
        String probe = chosen == Flavour.JUNIT4 ? "org.junit.runners.Parameterized" : "org.junit.jupiter.params.ParameterizedTest";
        try {
            if (project.findType(probe) == null) {
                throw new IllegalStateException(probe + " is not on the build path");
            }
        } catch (RuntimeException e) {
            throw new CoreException(org.smallscope.core.CoreStatus.EXPORT_PROBLEM.status(e, project.getElementName(),
                    (chosen == Flavour.JUNIT4 ? "JUnit 4" : "JUnit 5") + " cannot be put on the build path of " + project.getElementName()
                            + " (" + e.getMessage() + "); add it yourself or turn the export off"));
        }
        return chosen;
    }

    private static void addContainer(IJavaProject project, org.eclipse.core.runtime.IPath path, IProgressMonitor monitor)
            throws CoreException {
        IClasspathEntry[] raw = project.getRawClasspath();
        for (IClasspathEntry e : raw) {
            if (e.getEntryKind() == IClasspathEntry.CPE_CONTAINER && e.getPath().equals(path)) {
                return;
            }
        }
        IClasspathEntry[] next = Arrays.copyOf(raw, raw.length + 1);
        next[raw.length] = JavaCore.newContainerEntry(path, new org.eclipse.jdt.core.IAccessRule[0],
                new IClasspathAttribute[] {JavaCore.newClasspathAttribute(IClasspathAttribute.TEST, "true")}, false);
        project.setRawClasspath(next, monitor);
    }
}
