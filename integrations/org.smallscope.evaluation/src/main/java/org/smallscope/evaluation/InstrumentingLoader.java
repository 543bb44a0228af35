package org.smallscope.evaluation;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.jacoco.core.instr.Instrumenter;

/**
 * Loads the subject (and its nested classes) instrumented by JaCoCo, and the compiled tests from their directory, both
 * child-first so the tests link against the instrumented subject; everything else comes from the parent.
 */
final class InstrumentingLoader extends ClassLoader {

    private final String subject;
    private final Path testClasses;
    private final Instrumenter instrumenter;

    InstrumentingLoader(ClassLoader parent, String subject, Path testClasses, Instrumenter instrumenter) {
        super(parent);
        this.subject = subject;
        this.testClasses = testClasses;
        this.instrumenter = instrumenter;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                byte[] bytes = ownBytes(name);
                if (bytes == null) {
                    return super.loadClass(name, resolve);
                }
                c = defineClass(name, bytes, 0, bytes.length);
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    private byte[] ownBytes(String name) {
        try {
            Path compiled = testClasses.resolve(name.replace('.', '/') + ".class");
            if (Files.isRegularFile(compiled)) {
                return Files.readAllBytes(compiled);
            }
            if (name.equals(subject) || name.startsWith(subject + "$")) {
                return instrumenter.instrument(originalBytes(getParent(), name), name);
            }
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load " + name + " for coverage: " + e.getMessage(), e);
        }
    }

    /** @return the class file of {@code name} as {@code loader} sees it */
    static byte[] originalBytes(ClassLoader loader, String name) throws IOException {
        try (InputStream in = loader.getResourceAsStream(name.replace('.', '/') + ".class")) {
            if (in == null) {
                throw new IOException("class " + name + " not found on the class path");
            }
            return in.readAllBytes();
        }
    }
}
