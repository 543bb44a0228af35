package org.smallscope.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.jdt.core.Flags;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaModelException;

/**
 * Finds what API mode can build with in the Java model, as the runner finds it by reflection: a public concrete class with a public
 * constructor taking only int and boolean parameters, and its public instance methods with such parameters (its builders).
 */
public final class BuilderMethods {

    /** The methods never offered as builders: the predicates and those of {@code Object}. */
    private static final Set<String> NEVER = Set.of("repOk", "repOK", "equals", "hashCode", "toString");

    /** The parameter types API mode varies: int and boolean, primitive or boxed (as JDT signatures). */
    private static final Set<String> VARIED = Set.of("I", "Z", "QInteger;", "QBoolean;", "Qjava.lang.Integer;", "Qjava.lang.Boolean;",
            "Ljava.lang.Integer;", "Ljava.lang.Boolean;");

    private BuilderMethods() {
    }

    /** @return whether API mode can build instances of {@code type}: it can be constructed and has at least one builder */
    public static boolean canBuild(IType type) throws JavaModelException {
        if (type == null || !type.exists() || !type.isClass() || !Flags.isPublic(type.getFlags()) || Flags.isAbstract(type.getFlags())
                || type.getDeclaringType() != null && !Flags.isStatic(type.getFlags())) {
            return false;
        }
        boolean declared = false;
        boolean usable = false;
        for (IMethod m : type.getMethods()) {
            if (m.isConstructor()) {
                declared = true;
                usable |= Flags.isPublic(m.getFlags()) && varied(m);
            }
        }
        return (usable || !declared) && !builders(type).isEmpty();
    }

    /** @return the public instance methods {@code type} declares whose parameters are all int or boolean, except repOk and Object's, in order */
    public static List<IMethod> builders(IType type) throws JavaModelException {
        List<IMethod> out = new ArrayList<>();
        for (IMethod m : type.getMethods()) {
            if (!m.isConstructor() && Flags.isPublic(m.getFlags()) && !Flags.isStatic(m.getFlags()) && !NEVER.contains(m.getElementName())
                    && varied(m)) {
                out.add(m);
            }
        }
        return out;
    }

    /** @return the class API mode can build that {@code element} is or lies in (a compilation unit: its first one), else null */
    public static IType buildableAt(IJavaElement element) throws JavaModelException {
        if (element instanceof ICompilationUnit unit) {
            for (IType t : unit.getAllTypes()) {
                if (canBuild(t)) {
                    return t;
                }
            }
            return null;
        }
        for (IType t = element instanceof IType it ? it : (IType) element.getAncestor(IJavaElement.TYPE); t != null; t = t.getDeclaringType()) {
            if (canBuild(t)) {
                return t;
            }
        }
        return null;
    }

    private static boolean varied(IMethod m) {
        for (String p : m.getParameterTypes()) {
            if (!VARIED.contains(p)) {
                return false;
            }
        }
        return true;
    }
}
