package org.smallscope.core.internal;

import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaModelException;
import org.smallscope.core.JavaSubjects;
import org.smallscope.core.WorkspaceSubject;

/** The core's answers to {@link JavaSubjects}: subject discovery, finitization skeletons and the API container, from the Java model. */
final class JavaModelSubjects implements JavaSubjects.Provider {

    @Override
    public IType subjectType(IJavaElement element) throws JavaModelException {
        return SubjectPropertyTester.subjectType(element);
    }

    @Override
    public List<WorkspaceSubject> scan(ICompilationUnit unit) throws JavaModelException {
        return SubjectDiscovery.scan(unit);
    }

    @Override
    public List<String> finitizationImports(ICompilationUnit unit, String simpleName) throws JavaModelException {
        return FinitizationSkeletons.imports(unit, simpleName);
    }

    @Override
    public boolean apiOnBuildPath(IJavaProject project) throws CoreException {
        return !ApiContainerInitializer.isMissing(project);
    }

    @Override
    public void addApiToBuildPath(IJavaProject project, IProgressMonitor monitor) throws CoreException {
        ApiContainerInitializer.addTo(project, monitor);
    }
}
