package org.smallscope.core;

import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaModelException;

/** What the IDE's commands and quick fixes ask of the Java model: the subjects in a file, the API on a build path, a finitization's imports. */
public final class JavaSubjects {

    /** What the core's internals provide for these methods (registered as a service by the core's activator). */
    public interface Provider {
        /** @see JavaSubjects#subjectType */
        IType subjectType(IJavaElement element) throws JavaModelException;

        /** @see JavaSubjects#scan */
        List<WorkspaceSubject> scan(ICompilationUnit unit) throws JavaModelException;

        /** @see JavaSubjects#finitizationImports */
        List<String> finitizationImports(ICompilationUnit unit, String simpleName) throws JavaModelException;

        /** @see JavaSubjects#apiOnBuildPath */
        boolean apiOnBuildPath(IJavaProject project) throws CoreException;

        /** @see JavaSubjects#addApiToBuildPath */
        void addApiToBuildPath(IJavaProject project, IProgressMonitor monitor) throws CoreException;
    }

    private JavaSubjects() {
    }

    private static Provider provider() {
        return CoreServices.get(Provider.class);
    }

    /** @return the class with repOk that {@code element} is or lies in, or null */
    public static IType subjectType(IJavaElement element) throws JavaModelException {
        return provider().subjectType(element);
    }

    /** @return the subjects (classes with repOk) declared in {@code unit} */
    public static List<WorkspaceSubject> scan(ICompilationUnit unit) throws JavaModelException {
        return provider().scan(unit);
    }

    /** @return the imports a finitization skeleton for class {@code simpleName} needs in {@code unit} */
    public static List<String> finitizationImports(ICompilationUnit unit, String simpleName) throws JavaModelException {
        return provider().finitizationImports(unit, simpleName);
    }

    /** @return whether the Smallscope API is on {@code project}'s build path (and, if it is modular, required by its module-info.java) */
    public static boolean apiOnBuildPath(IJavaProject project) throws CoreException {
        return provider().apiOnBuildPath(project);
    }

    /** Adds the Smallscope API to {@code project}'s build path (and, if it is modular, {@code requires org.smallscope.api;} to its module-info.java). */
    public static void addApiToBuildPath(IJavaProject project, IProgressMonitor monitor) throws CoreException {
        provider().addApiToBuildPath(project, monitor);
    }
}
