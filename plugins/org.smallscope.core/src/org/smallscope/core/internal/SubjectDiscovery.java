package org.smallscope.core.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.jdt.core.Flags;
import org.eclipse.jdt.core.IAnnotation;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IPackageFragment;
import org.eclipse.jdt.core.IPackageFragmentRoot;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jdt.core.Signature;
import org.smallscope.core.FinitizationMethods;
import org.smallscope.core.WorkspaceSubject;

/** Finds subjects in compilation units: classes with {@code boolean repOk()} and their static finitization methods. */
public final class SubjectDiscovery {

    /** Simple name of the annotation that names a finitization method explicitly. */
    static final String FINITIZATION_ANNOTATION = "Finitization";

    private SubjectDiscovery() {
    }

    /** @return the subjects declared in {@code unit} (top-level and member classes) */
    public static List<WorkspaceSubject> scan(ICompilationUnit unit) throws JavaModelException {
        List<WorkspaceSubject> found = new ArrayList<>();
        if (!unit.exists()) {
            return found;
        }
        for (IType type : unit.getAllTypes()) {
            IMethod predicate = predicate(type);
            if (predicate != null) {
                found.add(new WorkspaceSubject(type, predicate, finitization(type)));
            }
        }
        return found;
    }

    /** @return the compilation units of {@code project}'s source folders */
    public static List<ICompilationUnit> units(IJavaProject project, IProgressMonitor monitor) throws JavaModelException {
        List<ICompilationUnit> units = new ArrayList<>();
        IPackageFragmentRoot[] roots = project.getPackageFragmentRoots();
        SubMonitor sub = SubMonitor.convert(monitor, roots.length);
        for (IPackageFragmentRoot root : roots) {
            if (root.getKind() == IPackageFragmentRoot.K_SOURCE && root.getJavaProject().equals(project)) {
                for (IJavaElement child : root.getChildren()) {
                    if (child instanceof IPackageFragment fragment) {
                        units.addAll(List.of(fragment.getCompilationUnits()));
                    }
                }
            }
            sub.worked(1);
        }
        return units;
    }

    /** @return {@code boolean repOk()} or {@code boolean repOK()} of {@code type}, or null */
    static IMethod predicate(IType type) throws JavaModelException {
        for (String name : new String[] {"repOk", "repOK"}) {
            IMethod m = type.getMethod(name, new String[0]);
            if (m.exists() && Signature.SIG_BOOLEAN.equals(m.getReturnType()) && !Flags.isStatic(m.getFlags())) {
                return m;
            }
        }
        return null;
    }

    /** @return the finitization: annotated with @Finitization, else fin&lt;SimpleName&gt;, else the only static method returning IFinitization */
    static IMethod finitization(IType type) throws JavaModelException {
        List<IMethod> candidates = FinitizationMethods.of(type);
        for (IMethod m : candidates) {
            for (IAnnotation a : m.getAnnotations()) {
                String n = a.getElementName();
                if (n.equals(FINITIZATION_ANNOTATION) || n.endsWith("." + FINITIZATION_ANNOTATION)) {
                    return m;
                }
            }
        }
        for (IMethod m : candidates) {
            if (m.getElementName().equals("fin" + type.getElementName())) {
                return m;
            }
        }
        return candidates.size() == 1 ? candidates.get(0) : null;
    }
}
