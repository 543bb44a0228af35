package org.smallscope.engine.export.methods;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Objects;

import org.smallscope.engine.export.ExportException;

/**
 * The optional oracles of a method {@code m} beyond repOk, found on the subject's class by naming convention: the
 * postcondition {@code boolean post_m(Subject old, Result result, args...)} (no {@code result} for a void {@code m}),
 * the abstraction function {@code abstraction()} and the model operation {@code static Model model_m(Model before,
 * args...)} whose value {@code abstraction()} must equal after {@code m}.
 */
public final class Oracles {

    /** The prefix of postcondition methods: {@code post_add} for {@code add}. */
    public static final String POST = "post_";
    /** The prefix of model operations: {@code model_add} for {@code add}. */
    public static final String MODEL = "model_";
    /** The name of the abstraction function. */
    public static final String ABSTRACTION = "abstraction";

    private final Method post;
    private final Method abstraction;
    private final Method model;
    private final boolean postTakesResult;

    private Oracles(Method post, Method abstraction, Method model, boolean postTakesResult) {
        this.post = post;
        this.abstraction = abstraction;
        this.model = model;
        this.postTakesResult = postTakesResult;
    }

    /**
     * @param root the subject's class as method mode runs it
     * @param m the method under test, declared by {@code root} or a superclass
     * @return the oracles {@code root} declares for {@code m}
     * @throws ExportException naming the class and the expected signature when an oracle method is there but does not fit
     */
    static Oracles of(Class<?> root, Method m) {
        Class<?>[] params = m.getParameterTypes();
        boolean takesResult = m.getReturnType() != void.class;
        Class<?>[] postParams = new Class<?>[params.length + (takesResult ? 2 : 1)];
        postParams[0] = root;
        if (takesResult) {
            postParams[1] = m.getReturnType();
        }
        System.arraycopy(params, 0, postParams, postParams.length - params.length, params.length);
        Method post = find(root, POST + m.getName(), postParams, boolean.class, false);
        Method abstraction = find(root, ABSTRACTION, new Class<?>[0], null, false);
        if (abstraction != null && abstraction.getReturnType() == void.class) {
            throw usage(root.getName() + "." + ABSTRACTION + "() returns void; it must return the abstract value (a Set, List, Map, ...)");
        }
        Method model = null;
        if (abstraction != null) {
            Class<?>[] modelParams = new Class<?>[params.length + 1];
            modelParams[0] = abstraction.getReturnType();
            System.arraycopy(params, 0, modelParams, 1, params.length);
            model = find(root, MODEL + m.getName(), modelParams, null, true);
        }
        return new Oracles(post, abstraction, model, takesResult);
    }

    /**
     * @return the method {@code name(params)} of {@code root} or a superclass, accessible, or null if there is no method of that
     *         name; a method of that name with other parameters (none fitting) or the wrong return type or staticness is an error
     */
    private static Method find(Class<?> root, String name, Class<?>[] params, Class<?> returns, boolean isStatic) {
        boolean named = false;
        for (Class<?> c = root; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Method x : c.getDeclaredMethods()) {
                if (!x.getName().equals(name) || x.isSynthetic()) {
                    continue;
                }
                named = true;
                if (fits(x.getParameterTypes(), params)) {
                    if (Modifier.isStatic(x.getModifiers()) != isStatic || returns != null && x.getReturnType() != returns) {
                        throw usage(root.getName() + "." + MethodUnderTest.signature(x) + " must be " + expected(name, params, returns, isStatic));
                    }
                    x.setAccessible(true);
                    return x;
                }
            }
        }
        if (named) {
            throw usage("class " + root.getName() + " has a method " + name + " but none is " + expected(name, params, returns, isStatic));
        }
        return null;
    }

    /** @return whether a method declaring {@code declared} accepts arguments of {@code given} (a subclass of the subject for {@code old}) */
    private static boolean fits(Class<?>[] declared, Class<?>[] given) {
        if (declared.length != given.length) {
            return false;
        }
        for (int i = 0; i < declared.length; i++) {
            if (!(declared[i] == given[i] || !declared[i].isPrimitive() && declared[i].isAssignableFrom(given[i]))) {
                return false;
            }
        }
        return true;
    }

    private static String expected(String name, Class<?>[] params, Class<?> returns, boolean isStatic) {
        StringBuilder sb = new StringBuilder(isStatic ? "static " : "").append(returns == null ? "" : returns.getSimpleName() + " ").append(name)
                .append('(');
        for (int i = 0; i < params.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(params[i].getSimpleName());
        }
        return sb.append(')').toString();
    }

    private static ExportException usage(String message) {
        return new ExportException(ExportException.Kind.USAGE, message);
    }

    /** @return whether there is anything to check beyond repOk */
    boolean any() {
        return post != null || model != null;
    }

    /** @return whether the subject has an abstraction function */
    public boolean hasAbstraction() {
        return abstraction != null;
    }

    /** @return whether the subject has a postcondition for the method */
    public boolean hasPostcondition() {
        return post != null;
    }

    /** @return whether the subject has a model operation for the method */
    public boolean hasModel() {
        return model != null;
    }

    /** @return {@code abstraction()} of {@code receiver} */
    Object abstractionOf(Object receiver) throws Exception {
        return call(abstraction, receiver);
    }

    /**
     * Checks the oracles after {@code m} returned {@code result} on {@code receiver}.
     *
     * @param old a deep copy of the receiver taken before the call
     * @param args the arguments as they were before the call (a fresh copy)
     * @return null if every oracle holds, else a {@link Failure}
     */
    Failure check(String methodName, Object old, Object receiver, Object result, Object[] args) throws Exception {
        if (model != null) {
            Object[] modelArgs = new Object[args.length + 1];
            modelArgs[0] = call(abstraction, old);
            System.arraycopy(args, 0, modelArgs, 1, args.length);
            Object expected = call(model, null, modelArgs);
            Object actual = call(abstraction, receiver);
            if (!Objects.equals(expected, actual)) {
                return new Failure(Counterexample.Problem.MODEL_DIFFERS,
                        ABSTRACTION + "() is " + actual + ", " + MODEL + methodName + " gives " + expected);
            }
        }
        if (post != null) {
            Object[] postArgs = new Object[args.length + (postTakesResult ? 2 : 1)];
            postArgs[0] = old;
            if (postTakesResult) {
                postArgs[1] = result;
            }
            System.arraycopy(args, 0, postArgs, postArgs.length - args.length, args.length);
            if (!Boolean.TRUE.equals(call(post, receiver, postArgs))) {
                return new Failure(Counterexample.Problem.POSTCONDITION_FALSE, POST + methodName + " returned false");
            }
        }
        return null;
    }

    /** Calls {@code m}; what it throws is passed on unwrapped (checked throwables wrapped once). */
    private static Object call(Method m, Object target, Object... args) throws Exception {
        try {
            return m.invoke(target, args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof Exception x) {
                throw x;
            } else if (e.getCause() instanceof Error x) {
                throw x;
            }
            throw e;
        }
    }

    /**
     * An oracle that did not hold.
     *
     * @param problem which kind
     * @param message what it found, e.g. {@code post_add returned false}
     */
    record Failure(Counterexample.Problem problem, String message) {
    }
}
