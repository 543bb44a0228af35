package org.smallscope.core;

import org.eclipse.core.resources.IResource;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;

/**
 * A class in the workspace with a {@code boolean repOk()} and (if found) its static finitization method.
 *
 * @param type the class declaring repOk
 * @param predicate the repOk (or repOK) method
 * @param finitization the finitization method, or null when the class has none
 */
public record WorkspaceSubject(IType type, IMethod predicate, IMethod finitization) {

    /** @return the binary name, e.g. {@code com.acme.Tree$Node} */
    public String binaryName() {
        return type.getFullyQualifiedName('$');
    }

    /** @return the simple name */
    public String simpleName() {
        return type.getElementName();
    }

    /** @return the Java project */
    public IJavaProject javaProject() {
        return type.getJavaProject();
    }

    /** @return the compilation unit declaring the class */
    public ICompilationUnit compilationUnit() {
        return type.getCompilationUnit();
    }

    /** @return the source file */
    public IResource resource() {
        return type.getResource();
    }

    /**
     * @return this subject with the overload of its finitization that takes {@code count} ints (as the runner picks it:
     *         {@code finListAsSet(int)} or {@code finListAsSet(int, ... 7 ints)}); itself when its own takes that many or none does
     */
    public WorkspaceSubject withFinitizationTaking(int count) {
        if (finitization == null || finitization.getNumberOfParameters() == count) {
            return this;
        }
        IMethod overload = type.getMethod(finitization.getElementName(), java.util.Collections.nCopies(count, "I").toArray(String[]::new));
        return overload.exists() ? new WorkspaceSubject(type, predicate, overload) : this;
    }

    /** @return how many int arguments the finitization takes (0 without a finitization) */
    public int finitizationArity() {
        return finitization == null ? 0 : finitization.getNumberOfParameters();
    }

    /** @return the finitization's parameter names ({@code n}), or an empty array */
    public String[] finitizationParameterNames() {
        try {
            return finitization == null ? new String[0] : finitization.getParameterNames();
        } catch (org.eclipse.jdt.core.JavaModelException e) {
            return new String[0];
        }
    }
}
