package org.smallscope.engine.udita;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.function.UnaryOperator;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.internal.SubjectClassLoader;

/**
 * A generator program loaded for exploration: the method {@code Class#method} (static, or on a class with a public
 * no-argument constructor, a new instance per execution) whose int parameters are the bounds, loaded through a
 * {@link SubjectClassLoader} so that the user's classes are isolated and instrumented.
 */
public final class GeneratorMethod {

    private final String name;
    private final int[] args;
    private final Method method;
    private final Constructor<?> constructor;
    private final Object[] arguments;
    private final MethodHandle handle;

    private GeneratorMethod(String name, int[] args, Method method, Constructor<?> constructor) {
        this.name = name;
        this.args = args.clone();
        this.method = method;
        this.constructor = constructor;
        this.arguments = Arrays.stream(args).boxed().toArray();
        try {
            // a method handle, unlike Method.invoke, passes what the generator throws (a pruned path too) without wrapping it
            MethodHandle h = MethodHandles.lookup().unreflect(method).asSpreader(Object[].class, args.length);
            this.handle = h.asType(constructor == null ? MethodType.methodType(Object.class, Object[].class)
                    : MethodType.methodType(Object.class, Object.class, Object[].class));
        } catch (IllegalAccessException e) {
            throw EngineError.NO_GENERATOR.exception(e, name, "it cannot be called: " + e.getMessage());
        }
    }

    /**
     * @return the generator {@code spec} with the bounds {@code args}, its classes read from {@code source} and
     *         instrumented for {@code mode} (loops poll for a stop request; delayed mode suspends stored choices)
     */
    public static GeneratorMethod load(String spec, int[] args, ClassFileSource source, ChoiceMode mode) {
        org.smallscope.engine.internal.SubjectTransformer guard = new org.smallscope.engine.internal.SubjectTransformer(
                new org.smallscope.engine.internal.MonitoredFields(GeneratorMethod.class.getClassLoader()), false);
        UnaryOperator<byte[]> transformer = mode == ChoiceMode.DELAYED ? bytes -> guard.transform(DelayedTransformer.transform(bytes)) : guard::transform;
        return load(spec, args, source, transformer);
    }

    /**
     * @param spec {@code a.b.Class#method} (nested classes as {@code Outer$Inner})
     * @param args the bounds, one per int parameter
     * @param source where the user's class files are read
     * @param transformer the instrumentation applied to every user class
     * @return the generator; throws {@link org.smallscope.engine.SmallscopeException} naming what is wrong
     */
    public static GeneratorMethod load(String spec, int[] args, ClassFileSource source, UnaryOperator<byte[]> transformer) {
        int hash = spec.indexOf('#');
        if (hash <= 0 || hash == spec.length() - 1) {
            throw EngineError.NO_GENERATOR.exception(spec, "write it as Class#method, e.g. com.acme.Gens#sortedList");
        }
        String className = spec.substring(0, hash);
        String methodName = spec.substring(hash + 1);
        ClassLoader loader = new SubjectClassLoader(source, GeneratorMethod.class.getClassLoader(), transformer);
        Class<?> type;
        try {
            type = Class.forName(className, true, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw EngineError.CLASS_NOT_FOUND.exception(e, className, " (" + e + ")");
        }
        Method found = null;
        StringBuilder seen = new StringBuilder();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (!m.getName().equals(methodName) || m.isSynthetic()) {
                    continue;
                }
                seen.append(seen.length() == 0 ? "" : ", ").append(m.getName()).append(Arrays.toString(m.getParameterTypes()));
                if (found == null && m.getParameterCount() == args.length && Arrays.stream(m.getParameterTypes()).allMatch(p -> p == int.class)) {
                    found = m;
                }
            }
        }
        if (found == null) {
            throw EngineError.NO_GENERATOR.exception(spec, seen.length() == 0 ? "class " + className + " has no method " + methodName
                    : "no method " + methodName + " takes " + args.length + " int parameter(s) for --args " + Arrays.toString(args) + "; found " + seen);
        }
        if (found.getReturnType() == void.class) {
            throw EngineError.NO_GENERATOR.exception(spec, "it returns void; a generator returns the input it generates");
        }
        found.setAccessible(true);
        Constructor<?> constructor = null;
        if (!Modifier.isStatic(found.getModifiers())) {
            try {
                constructor = type.getConstructor();
            } catch (NoSuchMethodException e) {
                throw EngineError.NO_GENERATOR.exception(spec, "it is an instance method, but " + className
                        + " has no public no-argument constructor (make the method static, or add one)");
            }
        }
        return new GeneratorMethod(spec, args, found, constructor);
    }

    /** @return {@code Class#method} */
    public String name() {
        return name;
    }

    /** @return e.g. {@code NQueensGen#generate(8)} */
    public String describe() {
        String simple = name.substring(name.lastIndexOf('.') + 1);
        return simple + Arrays.toString(args).replace('[', '(').replace(']', ')').replace(" ", "");
    }

    /** @return the bounds */
    public int[] args() {
        return args.clone();
    }

    /** @return the class declaring the method (in the generator's loader) */
    public Class<?> declaringClass() {
        return method.getDeclaringClass();
    }

    /** @return the type the generator method declares it returns (in the generator's loader) */
    public Class<?> returnType() {
        return method.getReturnType();
    }

    /** @return the binary name of the generator's class */
    public String className() {
        return name.substring(0, name.indexOf('#'));
    }

    /** Runs one execution: what the method returned; what it threw is thrown unwrapped. */
    Object invoke() throws Throwable {
        if (constructor == null) {
            return (Object) handle.invokeExact(arguments);
        }
        Object target;
        try {
            target = constructor.newInstance();
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
        return (Object) handle.invokeExact(target, arguments);
    }
}
