package org.smallscope.engine.subject;

import org.smallscope.engine.EngineError;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;

import org.smallscope.api.IFinitization;

/** Finds a subject's predicate and finitization method by convention or name, and runs the finitization. */
final class FinitizationRunner {

    /** A finitization method chosen for the given arguments. */
    record Found(Method method) {
    }

    private FinitizationRunner() {
    }

    /** @return {@code boolean repOk()} or {@code repOK()} of {@code root} or a superclass */
    static Method findRepOk(Class<?> root) {
        for (Class<?> c = root; c != null; c = c.getSuperclass()) {
            for (String name : new String[] {"repOk", "repOK"}) {
                try {
                    Method m = c.getDeclaredMethod(name);
                    if (m.getReturnType() != boolean.class) {
                        throw EngineError.REPOK_NOT_BOOLEAN.exception(c.getName(), name, m.getReturnType().getTypeName());
                    }
                    if (Modifier.isStatic(m.getModifiers())) {
                        throw EngineError.NO_REPOK.exception(root.getName() + " (its " + name + "() is static; it must be an instance method)");
                    }
                    return m;
                } catch (NoSuchMethodException e) {
                    // try the other spelling, then the superclass
                } catch (NoClassDefFoundError e) {
                    throw EngineError.CLASS_LOAD_FAILED.exception(e, c.getName(), e.toString());
                }
            }
        }
        throw EngineError.NO_REPOK.exception(root.getName());
    }

    /** @return the static finitization method named {@code name} (else annotated {@code @Finitization}, else {@code fin<Simple>}) that takes {@code args.length} ints */
    static Found find(Class<?> root, String name, int[] args) {
        String wanted = name != null ? name : "fin" + SubjectLoader.shortName(root);
        List<Method> named = new ArrayList<>();
        for (Method m : root.getDeclaredMethods()) {
            if (name == null && Modifier.isStatic(m.getModifiers()) && m.isAnnotationPresent(org.smallscope.api.Finitization.class)) {
                named.add(m);
            }
        }
        boolean annotated = !named.isEmpty();
        for (Method m : root.getDeclaredMethods()) {
            if (!annotated && m.getName().equals(wanted) && Modifier.isStatic(m.getModifiers())) {
                named.add(m);
            }
        }
        if (named.isEmpty() && name == null) {
            for (Method m : root.getDeclaredMethods()) {
                if (Modifier.isStatic(m.getModifiers()) && IFinitization.class.isAssignableFrom(m.getReturnType())) {
                    named.add(m);
                }
            }
        }
        if (named.isEmpty()) {
            throw EngineError.NO_FINITIZATION.exception(root.getName(), wanted + "(int...) returning IFinitization");
        }
        for (Method m : named) {
            if (!IFinitization.class.isAssignableFrom(m.getReturnType())) {
                continue;
            }
            Class<?>[] params = m.getParameterTypes();
            if (params.length == args.length && Arrays.stream(params).allMatch(p -> p == int.class || p == Integer.class)) {
                return new Found(m);
            }
            if (params.length == 1 && params[0] == int[].class) {
                return new Found(m);
            }
        }
        StringJoiner sigs = new StringJoiner(" or ");
        for (Method m : named) {
            sigs.add(m.getName() + Arrays.toString(Arrays.stream(m.getParameterTypes()).map(Class::getSimpleName).toArray())
                    .replace('[', '(').replace(']', ')') + " returning " + m.getReturnType().getSimpleName());
        }
        throw EngineError.FINITIZATION_ARGS.exception(root.getName(), named.get(0).getName(), sigs.toString(),
                args.length + " argument(s) " + Arrays.toString(args));
    }

    /** Runs the finitization; exceptions it throws become {@link EngineError#FINITIZATION_FAILED}. */
    static IFinitization run(Class<?> root, Found found, int[] args) {
        Method m = found.method();
        Object[] actual;
        if (m.getParameterCount() == 1 && m.getParameterTypes()[0] == int[].class) {
            actual = new Object[] {args.clone()};
        } else {
            actual = Arrays.stream(args).boxed().toArray();
        }
        Object result;
        try {
            m.setAccessible(true);
            result = m.invoke(null, actual);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw EngineError.FINITIZATION_FAILED.exception(cause, root.getName(), m.getName() + Arrays.toString(args).replace('[', '(').replace(']', ')'),
                    cause + where(cause));
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw EngineError.FINITIZATION_FAILED.exception(e, root.getName(), m.getName(), e.toString());
        }
        if (!(result instanceof IFinitization)) {
            throw EngineError.FINITIZATION_FAILED.exception(root.getName(), m.getName(), "it returned " + result);
        }
        IFinitization fin = (IFinitization) result;
        if (fin.getRootClass() != root) {
            throw EngineError.FINITIZATION_FAILED.exception(root.getName(), m.getName(),
                    "it creates a finitization for " + fin.getRootClass().getName() + ", not for " + root.getName());
        }
        return fin;
    }

    /** @return {@code (at Foo.java:12)} for the innermost frame of user code (classes the subject loader defined) */
    private static String where(Throwable t) {
        for (StackTraceElement e : t.getStackTrace()) {
            if ("smallscope-subject".equals(e.getClassLoaderName())) {
                return " (at " + e.getFileName() + ":" + e.getLineNumber() + ")";
            }
        }
        return "";
    }
}
