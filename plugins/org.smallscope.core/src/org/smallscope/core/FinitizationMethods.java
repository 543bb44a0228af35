package org.smallscope.core;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jdt.core.Flags;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jdt.core.Signature;

/** The finitization methods a class declares in the Java model: static, returning IFinitization, with only int parameters. */
public final class FinitizationMethods {

    /** Simple name of the finitization type. */
    static final String FINITIZATION_TYPE = "IFinitization";

    private FinitizationMethods() {
    }

    /** @return every static method of {@code type} returning IFinitization with only int parameters, in declaration order */
    public static List<IMethod> of(IType type) throws JavaModelException {
        List<IMethod> candidates = new ArrayList<>();
        for (IMethod m : type.getMethods()) {
            if (Flags.isStatic(m.getFlags()) && returnsFinitization(m) && intParameters(m)) {
                candidates.add(m);
            }
        }
        return candidates;
    }

    private static boolean returnsFinitization(IMethod m) throws JavaModelException {
        String simple = Signature.getSimpleName(Signature.toString(m.getReturnType()));
        return simple.equals(FINITIZATION_TYPE);
    }

    private static boolean intParameters(IMethod m) {
        for (String p : m.getParameterTypes()) {
            if (!Signature.SIG_INT.equals(p)) {
                return false;
            }
        }
        return true;
    }
}
