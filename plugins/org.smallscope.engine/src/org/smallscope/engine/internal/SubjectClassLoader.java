package org.smallscope.engine.internal;

import org.smallscope.engine.ClassFileSource;
import java.net.URL;
import java.util.function.UnaryOperator;

/**
 * Loads a subject's classes child-first from a {@link ClassFileSource}, optionally instrumented,
 * while the user-facing API, the engine's runtime hooks and the JDK come from the engine's side,
 * so that the engine and the subject share those types.
 */
public final class SubjectClassLoader extends ClassLoader {

    static {
        registerAsParallelCapable();
    }

    private final ClassFileSource source;
    private final ClassLoader engineSide;
    private final UnaryOperator<byte[]> transformer;

    /**
     * @param source where the subject's class files are read
     * @param engineSide the loader that sees the API and the engine runtime
     * @param transformer applied to every class file defined here (identity for plain loading)
     */
    public SubjectClassLoader(ClassFileSource source, ClassLoader engineSide, UnaryOperator<byte[]> transformer) {
        super("smallscope-subject", ClassLoader.getPlatformClassLoader());
        this.source = source;
        this.engineSide = engineSide;
        this.transformer = transformer;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                c = load(name);
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    private Class<?> load(String name) throws ClassNotFoundException {
        if (name.startsWith("java.") || isShared(name)) {
            return engineSide.loadClass(name);
        }
        Class<?> platform = platformClass(name);
        if (platform != null) {
            return platform;
        }
        byte[] bytes = source.read(name);
        if (bytes == null) {
            return engineSide.loadClass(name);
        }
        byte[] defined;
        try {
            defined = transformer.apply(bytes);
        } catch (RuntimeException e) {
            throw new ClassNotFoundException("cannot instrument " + name + ": " + e, e);
        }
        return defineClass(name, defined, 0, defined.length);
    }

    /** Defines a class generated for this subject (e.g. its candidate writer) in this loader. */
    public Class<?> defineGenerated(String name, byte[] classFile) {
        synchronized (getClassLoadingLock(name)) {
            return defineClass(name, classFile, 0, classFile.length);
        }
    }

    /** JDK classes (jdk.*, sun.*, javax.* of the platform) always come from the platform, never from class files. */
    private static Class<?> platformClass(String name) {
        try {
            return ClassLoader.getPlatformClassLoader().loadClass(name);
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    private static boolean isShared(String name) {
        return name.startsWith("org.smallscope.api.") || name.startsWith("org.smallscope.engine.runtime.");
    }

    @Override
    protected URL findResource(String name) {
        return source.resource(name);
    }
}
