package org.smallscope.engine.counting;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.Conjunct;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.subject.Subject;

/**
 * A path condition written as Java code: {@code Class#method}, either {@code static boolean method(Root r)} in any class
 * on the subject's class path or an instance {@code boolean method()} of the root class (or a superclass of it). It runs
 * on the subject's instrumented classes, so its reads of bounded fields are monitored like repOk's.
 *
 * @param className binary name of the class declaring the method (a name without a package is taken from the root's package)
 * @param methodName the method's name
 */
public record MethodPathCondition(String className, String methodName) implements PathCondition {

    /** @return the condition {@code Class#method} names; throws {@link IllegalArgumentException} if it is not of that form */
    public static MethodPathCondition parse(String text) {
        int hash = text.indexOf('#');
        if (hash <= 0 || hash == text.length() - 1 || text.indexOf('#', hash + 1) >= 0) {
            throw new IllegalArgumentException("a path condition method is written Class#method (e.g. com.acme.Paths#rootHasLeft), not '" + text + "'");
        }
        return new MethodPathCondition(text.substring(0, hash).trim(), text.substring(hash + 1).trim());
    }

    @Override
    public String text() {
        return className + "#" + methodName;
    }

    @Override
    public Conjunct conjunct() {
        return new Conjunct("pc " + text(), HeapPathCondition.sha256("method-pc:" + text()), -1);
    }

    @Override
    public MethodHandle bind(Subject subject) {
        ClassLoader loader = subject.classLoader();
        Class<?> root = load(loader, subject.className(), subject);
        String name = className.indexOf('.') < 0 && root.getPackageName().length() > 0 ? root.getPackageName() + "." + className : className;
        Class<?> owner = load(loader, name, subject);
        List<String> seen = new ArrayList<>();
        for (Method m : owner.getDeclaredMethods()) {
            if (!m.getName().equals(methodName)) {
                continue;
            }
            boolean isStatic = Modifier.isStatic(m.getModifiers());
            boolean fits = m.getReturnType() == boolean.class && (isStatic
                    ? m.getParameterCount() == 1 && m.getParameterTypes()[0].isAssignableFrom(root)
                    : m.getParameterCount() == 0 && owner.isAssignableFrom(root));
            if (fits) {
                try {
                    m.setAccessible(true);
                    return MethodHandles.lookup().unreflect(m);
                } catch (ReflectiveOperationException | RuntimeException e) {
                    throw EngineError.BAD_PATH_CONDITION.exception(e, text(), subject.describe(), "cannot call it: " + e);
                }
            }
            seen.add(m.toGenericString());
        }
        throw EngineError.BAD_PATH_CONDITION.exception(text(), subject.describe(), "it needs a method static boolean " + methodName + "("
                + root.getSimpleName() + ") or, in " + root.getSimpleName() + " or a superclass, boolean " + methodName + "()"
                + (seen.isEmpty() ? "; " + owner.getName() + " has no method " + methodName : "; found " + String.join(", ", seen)));
    }

    private Class<?> load(ClassLoader loader, String name, Subject subject) {
        try {
            return Class.forName(name, true, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw EngineError.BAD_PATH_CONDITION.exception(e, text(), subject.describe(), "class " + name + " was not found on the subject's class path");
        }
    }

    @Override
    public String toString() {
        return text();
    }
}
