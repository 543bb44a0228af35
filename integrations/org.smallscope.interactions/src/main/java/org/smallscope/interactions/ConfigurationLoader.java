package org.smallscope.interactions;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.LinkedHashMap;
import java.util.Map;

import org.jacoco.core.instr.Instrumenter;

/**
 * A fresh class loader per configuration: the user's classes (the program, instrumented by JaCoCo, and its tests)
 * child-first from the user's class path, so each configuration starts from fresh static fields; JUnit, JaCoCo and
 * the JDK come from the parent.
 */
final class ConfigurationLoader extends URLClassLoader {

    private static final String[] SHARED = {"java.", "javax.", "jdk.", "sun.", "org.junit.", "org.opentest4j.", "org.apiguardian.",
            "org.jacoco.", "org.smallscope.api.", "org.smallscope.interactions."};

    private final String program;
    private final Instrumenter instrumenter;
    private final Map<String, byte[]> originals = new LinkedHashMap<>();

    ConfigurationLoader(URL[] userClassPath, ClassLoader parent, String program, Instrumenter instrumenter) {
        super(userClassPath, parent);
        this.program = program;
        this.instrumenter = instrumenter;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (shared(name)) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            byte[] bytes = loaded == null ? ownBytes(name) : null;
            if (loaded == null && bytes == null) {
                return super.loadClass(name, resolve);   // a class of the parent (JUnit's engines, libraries)
            }
            return loaded != null ? loaded : defineClass(name, bytes, 0, bytes.length);
        }
    }

    private static boolean shared(String name) {
        for (String prefix : SHARED) {
            if (name.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    private byte[] ownBytes(String name) {
        URL url = findResource(name.replace('.', '/') + ".class");
        if (url == null) {
            return null;
        }
        try (InputStream in = url.openStream()) {
            byte[] bytes = in.readAllBytes();
            if (name.equals(program) || name.startsWith(program + "$")) {
                originals.put(name, bytes);
                return instrumenter.instrument(bytes, name);
            }
            return bytes;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load " + name + " for coverage: " + e.getMessage(), e);
        }
    }

    /** @return the original class files of the program's classes this loader instrumented, by binary name */
    Map<String, byte[]> instrumented() {
        return originals;
    }
}
