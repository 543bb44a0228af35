package org.smallscope.core.internal;

import org.eclipse.core.expressions.PropertyTester;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaModelException;
import org.smallscope.core.GeneratorMethods;

/** Tests whether a Java element is (or is inside) a subject class or a generator method, or a class API mode can build
 * ({@code canBuild}: without repOk, with a public constructor and builder methods), for the command's {@code visibleWhen}. */
public final class SubjectPropertyTester extends PropertyTester {

    @Override
    public boolean test(Object receiver, String property, Object[] args, Object expectedValue) {
        if (!(receiver instanceof IJavaElement element)) {
            return false;
        }
        try {
            return switch (property) {
                case "isSubject" -> subjectType(element) != null;
                case "isSubjectMethod" -> element instanceof IMethod m && subjectType(m) != null;
                case "isGeneratorMethod" -> GeneratorMethods.generatorAt(element) != null;
                case "hasGenerator" -> element instanceof ICompilationUnit unit && !GeneratorMethods.scan(unit).isEmpty();
                case "canBuild" -> subjectType(element) == null && org.smallscope.core.BuilderMethods.buildableAt(element) != null;
                default -> false;
            };
        } catch (JavaModelException e) {
            return false;
        }
    }

    /** @return the subject class {@code element} is or belongs to (a compilation unit: its first subject), else null */
    public static IType subjectType(IJavaElement element) throws JavaModelException {
        if (element instanceof ICompilationUnit unit) {
            for (IType t : unit.getAllTypes()) {
                if (SubjectDiscovery.predicate(t) != null) {
                    return t;
                }
            }
            return null;
        }
        IType type = element instanceof IType t ? t : (IType) element.getAncestor(IJavaElement.TYPE);
        while (type != null) {
            if (SubjectDiscovery.predicate(type) != null) {
                return type;
            }
            type = type.getDeclaringType();
        }
        return null;
    }
}
