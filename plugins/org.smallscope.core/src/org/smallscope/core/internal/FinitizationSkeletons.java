package org.smallscope.core.internal;

import java.util.List;

import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jdt.core.dom.AbstractTypeDeclaration;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.TypeDeclaration;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.core.source.FinitizationSkeleton;
import org.smallscope.core.source.JavaSource;

/** The finitization method a quick fix adds to a subject without one, and the imports it needs, from the unit's current source. */
public final class FinitizationSkeletons {

    private FinitizationSkeletons() {
    }

    /** @return the method's source, or null when the class cannot be found in its unit */
    static String render(WorkspaceSubject subject) {
        try {
            TypeDeclaration type = find(subject.compilationUnit(), subject.simpleName());
            return type == null ? null : FinitizationSkeleton.render(type);
        } catch (JavaModelException | RuntimeException e) {
            return null;
        }
    }

    /** @return the imports (qualified names) the skeleton needs and {@code unit} lacks */
    public static List<String> imports(ICompilationUnit unit, String simpleName) throws JavaModelException {
        TypeDeclaration type = find(unit, simpleName);
        return type == null ? List.of() : FinitizationSkeleton.imports(type);
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
