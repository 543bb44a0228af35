package org.smallscope.core;

import java.util.List;

import org.eclipse.core.resources.IResource;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;

/**
 * A class in the workspace with a {@code boolean repOk()} and (if found) its static finitization method; or a generator
 * program: a method using the generator API, whose int parameters are the bounds.
 *
 * @param type the class declaring repOk (or the generator method)
 * @param predicate the repOk (or repOK) method; null for a generator
 * @param finitization the finitization method, or null when the class has none (and for a generator)
 * @param generator the generator method, or null for a repOk subject
 */
public record WorkspaceSubject(IType type, IMethod predicate, IMethod finitization, IMethod generator) {

    /** A repOk subject. */
    public WorkspaceSubject(IType type, IMethod predicate, IMethod finitization) {
        this(type, predicate, finitization, null);
    }

    /** @return the generator program {@code method} (see {@link GeneratorMethods}) as what a run generates from */
    public static WorkspaceSubject ofGenerator(IMethod method) {
        return new WorkspaceSubject(method.getDeclaringType(), null, null, method);
    }

    /** @return whether this is a generator program rather than a repOk subject */
    public boolean isGenerator() {
        return generator != null;
    }

    /** @return the simple name of the type a generator returns ({@code SortedList}, {@code int[]}), or null */
    public String generatedTypeName() {
        try {
            return generator == null ? null : org.eclipse.jdt.core.Signature.getSimpleName(org.eclipse.jdt.core.Signature.toString(generator.getReturnType()));
        } catch (org.eclipse.jdt.core.JavaModelException e) {
            return null;
        }
    }

    /** @return {@code com.acme.Gen#generate}: the runner's {@code --generator} value */
    public String generatorName() {
        return binaryName() + "#" + generator.getElementName();
    }

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
        if (generator != null || finitization == null || finitization.getNumberOfParameters() == count) {
            return this;
        }
        IMethod overload = finitization.getDeclaringType().getMethod(finitization.getElementName(),
                java.util.Collections.nCopies(count, "I").toArray(String[]::new));
        return overload.exists() ? new WorkspaceSubject(type, predicate, overload) : this;
    }

    /**
     * @return the class's finitization methods (static, returning IFinitization, int parameters), one per name (the first
     *         overload declared), in declaration order; empty for a generator
     */
    public List<IMethod> finitizations() {
        if (generator != null) {
            return List.of();
        }
        java.util.Map<String, IMethod> byName = new java.util.LinkedHashMap<>();
        try {
            for (IMethod m : FinitizationMethods.of(type)) {
                byName.putIfAbsent(m.getElementName(), m);
            }
        } catch (org.eclipse.jdt.core.JavaModelException e) {
            return finitization == null ? List.of() : List.of(finitization);
        }
        for (IMethod m : ExternalFinitizations.of(type)) {
            byName.putIfAbsent(finitizationName(m), m);
        }
        return List.copyOf(byName.values());
    }

    /** @return how the runner names the finitization: {@code finCache}, or {@code com.acme.CacheBounds#finCache} in another class */
    public String finitizationName() {
        return finitization == null ? null : finitizationName(finitization);
    }

    /** @return {@code m}'s name for the runner: plain when the subject's class declares it, else qualified by its class */
    public String finitizationName(IMethod m) {
        IType owner = m.getDeclaringType();
        return owner == null || owner.equals(type) ? m.getElementName() : owner.getFullyQualifiedName('$') + "#" + m.getElementName();
    }

    /** @return whether the finitization is declared by another class than the subject's */
    public boolean finitizationOutside() {
        return finitization != null && finitization.getDeclaringType() != null && !finitization.getDeclaringType().equals(type);
    }

    /** @return this subject with {@code chosen} as its finitization (one of {@link #finitizations()}) */
    public WorkspaceSubject withFinitization(IMethod chosen) {
        return generator != null || chosen == null || chosen.equals(finitization) ? this : new WorkspaceSubject(type, predicate, chosen);
    }

    /** @return how many int arguments the finitization (or the generator) takes (0 without a finitization) */
    public int finitizationArity() {
        IMethod bounds = generator != null ? generator : finitization;
        return bounds == null ? 0 : bounds.getNumberOfParameters();
    }

    /** @return the finitization's (or the generator's) parameter names ({@code n}), or an empty array */
    public String[] finitizationParameterNames() {
        IMethod bounds = generator != null ? generator : finitization;
        try {
            return bounds == null ? new String[0] : bounds.getParameterNames();
        } catch (org.eclipse.jdt.core.JavaModelException e) {
            return new String[0];
        }
    }
}
