package org.smallscope.core.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jdt.core.Flags;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.ITypeHierarchy;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jdt.core.dom.AbstractTypeDeclaration;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.TypeDeclaration;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.core.source.FinitizationSkeleton;
import org.smallscope.core.source.JavaSource;

/**
 * The finitization method a quick fix adds to a subject without one, and the imports it needs, from the unit's current
 * source; concrete subclasses of abstract field types are looked up in the project with JDT's type hierarchy.
 */
public final class FinitizationSkeletons {

    private FinitizationSkeletons() {
    }

    /** @return the method's source, or null when the class cannot be found in its unit */
    static String render(WorkspaceSubject subject) {
        try {
            TypeDeclaration type = find(subject.compilationUnit(), subject.simpleName());
            return type == null ? null : FinitizationSkeleton.render(type, hierarchy(subject.type()));
        } catch (JavaModelException | RuntimeException e) {
            return null;
        }
    }

    /** @return the imports (qualified names) the skeleton needs and {@code unit} lacks */
    public static List<String> imports(ICompilationUnit unit, String simpleName) throws JavaModelException {
        TypeDeclaration type = find(unit, simpleName);
        if (type == null) {
            return List.of();
        }
        IType subject = findType(unit, simpleName);
        return FinitizationSkeleton.imports(type, subject == null ? FinitizationSkeleton.UNIT_ONLY : hierarchy(subject));
    }

    /** @return the concrete, instantiable source classes of the project below an abstract class or interface a field of {@code subject} names */
    static FinitizationSkeleton.Subclasses hierarchy(IType subject) {
        return declared -> {
            try {
                String[][] resolved = subject.resolveType(declared.strip());
                if (resolved == null || resolved.length != 1) {
                    return List.of();
                }
                IType type = subject.getJavaProject().findType(resolved[0][0], resolved[0][1]);
                if (type == null || !(type.isInterface() || Flags.isAbstract(type.getFlags()))) {
                    return List.of();
                }
                ITypeHierarchy hierarchy = type.newTypeHierarchy(subject.getJavaProject(), null);
                List<String> names = new ArrayList<>();
                for (IType s : hierarchy.getAllSubtypes(type)) {
                    if (s.isClass() && !s.isBinary() && !s.isAnonymous() && !s.isLocal() && !Flags.isAbstract(s.getFlags())
                            && (!s.isMember() || Flags.isStatic(s.getFlags()))) {
                        names.add(s.getFullyQualifiedName('.'));
                    }
                }
                return names;
            } catch (JavaModelException | RuntimeException e) {
                return List.of();
            }
        };
    }

    private static IType findType(ICompilationUnit unit, String simpleName) throws JavaModelException {
        for (IType t : unit.getAllTypes()) {
            if (t.getElementName().equals(simpleName)) {
                return t;
            }
        }
        return null;
    }

    private static TypeDeclaration find(ICompilationUnit unit, String simpleName) throws JavaModelException {
        CompilationUnit ast = JavaSource.parse(unit.getSource());
        for (Object t : ast.types()) {
            TypeDeclaration found = find((AbstractTypeDeclaration) t, simpleName);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private static TypeDeclaration find(AbstractTypeDeclaration type, String simpleName) {
        if (type instanceof TypeDeclaration td) {
            if (td.getName().getIdentifier().equals(simpleName)) {
                return td;
            }
            for (TypeDeclaration member : td.getTypes()) {
                TypeDeclaration found = find(member, simpleName);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
