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

/**
 * Finds a subject's predicate and finitization method by convention or name (on the subject, or {@code pkg.Other#method}
 * on another class), and runs the finitization.
 */
final class FinitizationRunner {

    /**
     * A finitization method chosen for the given arguments.
     *
     * @param name how runs and snapshots name it: the method's name when the subject declares it, else
     *        {@code pkg.Other#method} with the binary name of the class that does
     */
    record Found(Method method, String name) {
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
                    throw EngineError.CLASS_LOAD_FAILED.exception(e, c.getName(), LoadFailures.describe(e));
                }
            }
        }
        throw EngineError.NO_REPOK.exception(root.getName());
    }

    /** @return the static finitization method named {@code name} (else annotated {@code @Finitization}, else {@code fin<Simple>}) that takes {@code args.length} ints */
    static Found find(Class<?> root, String name, int[] args) {
        if (name != null && name.indexOf('#') >= 0) {
            Class<?> owner = owner(root, name);
            String method = name.substring(name.indexOf('#') + 1);
            return owner == root ? find(root, method, args) : find(owner, root, method, args, owner.getName() + "#" + method);
        }
        return find(root, root, name, args, null);
    }

    /**
     * @return the class named before the {@code #} of {@code name}: a binary name, or a simple one resolved in the subject's
     *         package first
     */
    private static Class<?> owner(Class<?> root, String name) {
        int hash = name.indexOf('#');
        String owner = name.substring(0, hash).trim();
        String method = name.substring(hash + 1);
        if (owner.isEmpty() || method.isEmpty() || method.indexOf('#') >= 0 || !Character.isJavaIdentifierStart(method.charAt(0))) {
            throw EngineError.NO_FINITIZATION.exception(root.getName(), "'" + name + "': a finitization of another class is named "
                    + "pkg.Other#method (binary class name, #, method name) or Other#method (in the subject's package)");
        }
        List<String> tried = new ArrayList<>();
        String pkg = root.getPackageName();
        if (!pkg.isEmpty() && owner.indexOf('.') < 0) {
            tried.add(pkg + "." + owner);
        }
        tried.add(owner);
        for (String candidate : tried) {
            try {
                return Class.forName(candidate, false, root.getClassLoader());
            } catch (ClassNotFoundException e) {
                // try the next reading of the name
            } catch (LinkageError e) {
                throw EngineError.CLASS_LOAD_FAILED.exception(e, candidate, LoadFailures.describe(e) + " (it declares the finitization " + name + " of " + root.getName() + ")");
            }
        }
        throw EngineError.CLASS_NOT_FOUND.exception(owner, " (the finitization " + name + " of " + root.getName() + " names it; looked for "
                + String.join(" and ", tried) + ")");
    }

    /**
     * @param owner the class declaring the method ({@code root} itself unless the name had a {@code #})
     * @param external the name {@code pkg.Other#method} when {@code owner} is not {@code root}, else null
     */
    private static Found find(Class<?> owner, Class<?> root, String name, int[] args, String external) {
        String wanted = name != null ? name : "fin" + SubjectLoader.shortName(root);
        List<Method> named = new ArrayList<>();
        for (Method m : declared(owner)) {
            if (name == null && Modifier.isStatic(m.getModifiers()) && m.isAnnotationPresent(org.smallscope.api.Finitization.class)) {
                named.add(m);
            }
        }
        boolean annotated = !named.isEmpty();
        for (Method m : declared(owner)) {
            if (!annotated && m.getName().equals(wanted) && Modifier.isStatic(m.getModifiers())) {
                named.add(m);
            }
        }
        if (named.isEmpty() && name == null) {
            for (Method m : declared(owner)) {
                if (Modifier.isStatic(m.getModifiers()) && IFinitization.class.isAssignableFrom(m.getReturnType())) {
                    named.add(m);
                }
            }
        }
        if (named.isEmpty()) {
            throw EngineError.NO_FINITIZATION.exception(owner.getName(), wanted + "(int...) returning IFinitization"
                    + (external != null ? " (named by the finitization " + external + " of " + root.getName() + ")" : ""));
        }
        for (Method m : named) {
            if (!IFinitization.class.isAssignableFrom(m.getReturnType())) {
                continue;
            }
            Class<?>[] params = m.getParameterTypes();
            if (params.length == args.length && Arrays.stream(params).allMatch(p -> p == int.class || p == Integer.class)) {
                return new Found(m, external != null ? external : m.getName());
            }
            if (params.length == 1 && params[0] == int[].class) {
                return new Found(m, external != null ? external : m.getName());
            }
        }
        StringJoiner sigs = new StringJoiner(" or ");
        for (Method m : named) {
            sigs.add(m.getName() + Arrays.toString(Arrays.stream(m.getParameterTypes()).map(Class::getSimpleName).toArray())
                    .replace('[', '(').replace(']', ')') + " returning " + m.getReturnType().getSimpleName());
        }
        throw EngineError.FINITIZATION_ARGS.exception(owner.getName(), named.get(0).getName(), sigs.toString(),
                args.length + " argument(s) " + Arrays.toString(args));
    }

    /** @return the methods {@code owner} declares; a class it needs that is missing names {@code owner} */
    private static Method[] declared(Class<?> owner) {
        try {
            return owner.getDeclaredMethods();
        } catch (LinkageError e) {
            throw EngineError.CLASS_LOAD_FAILED.exception(e, owner.getName(), LoadFailures.describe(e));
        }
    }

    /** Runs the finitization; exceptions it throws become {@link EngineError#FINITIZATION_FAILED}. */
    static IFinitization run(Class<?> root, Found found, int[] args) {
        Method m = found.method();
        String owner = m.getDeclaringClass().getName();
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
            if (cause instanceof VirtualMachineError vm) {
                throw vm; // out of memory or stack while building the bounds: the run's own handler says what to do
            }
            if (cause instanceof ExceptionInInitializerError init && init.getCause() != null) {
                Throwable inner = init.getCause();
                throw EngineError.FINITIZATION_FAILED.exception(inner, owner, m.getName() + Arrays.toString(args).replace('[', '(').replace(']', ')'),
                        "a static initializer threw " + inner + LoadFailures.where(inner));
            }
            throw EngineError.FINITIZATION_FAILED.exception(cause, owner, m.getName() + Arrays.toString(args).replace('[', '(').replace(']', ')'),
                    cause + LoadFailures.where(cause));
        } catch (ExceptionInInitializerError e) { // the static initializer of the finitization's class (or of one it uses) threw
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw EngineError.FINITIZATION_FAILED.exception(cause, owner, m.getName(), "a static initializer threw " + cause + LoadFailures.where(cause));
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw EngineError.FINITIZATION_FAILED.exception(e, owner, m.getName(), e.toString());
        }
        if (!(result instanceof IFinitization)) {
            throw EngineError.FINITIZATION_FAILED.exception(owner, m.getName(), "it returned " + result);
        }
        IFinitization fin = (IFinitization) result;
        if (fin.getRootClass() != root) {
            throw EngineError.FINITIZATION_FAILED.exception(owner, m.getName(),
                    "it creates a finitization for " + fin.getRootClass().getName() + ", not for " + root.getName());
        }
        return fin;
    }
}
