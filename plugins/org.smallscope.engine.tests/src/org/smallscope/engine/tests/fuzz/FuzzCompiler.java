package org.smallscope.engine.tests.fuzz;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.tests.compilers.CodeSources;

/**
 * Compiles many fuzz cases with one javac call per version: every case's base sources (each in its own package) into
 * one folder, every case's edited sources into another, so that the two versions of a subject keep the same class name.
 */
public final class FuzzCompiler {

    private final JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    private final String classPath = CodeSources.of(org.smallscope.api.IFinitization.class).toString();

    /** The class folders of one batch. */
    public record Batch(Path baseClasses, Path editedClasses) {

        /** @return the base versions' class files */
        public ClassFileSource base() {
            return source(baseClasses);
        }

        /** @return the edited versions' class files */
        public ClassFileSource edited() {
            return source(editedClasses);
        }

        private static ClassFileSource source(Path root) {
            try {
                return ClassFileSource.of(new URLClassLoader(new URL[] {root.toUri().toURL()}, null));
            } catch (java.net.MalformedURLException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** Fails if there is no system Java compiler. */
    public FuzzCompiler() {
        if (javac == null) {
            throw new IllegalStateException("no system Java compiler (javax.tools.ToolProvider): run the tests on a JDK, not a JRE");
        }
    }

    /** Compiles {@code cases} under {@code dir} (which must not hold an earlier batch); throws with javac's messages. */
    public Batch compile(List<FuzzCase> cases, Path dir) throws IOException {
        Path base = dir.resolve("base");
        Path edited = dir.resolve("edited");
        Map<String, String> bases = new java.util.LinkedHashMap<>();
        Map<String, String> edits = new java.util.LinkedHashMap<>();
        for (FuzzCase c : cases) {
            bases.put(c.className(), c.baseSource());
            edits.put(c.className(), c.editedSource());
        }
        compileUnits(bases, base);
        compileUnits(edits, edited);
        return new Batch(base, edited);
    }

    private void compileUnits(Map<String, String> sources, Path out) throws IOException {
        Files.createDirectories(out);
        List<JavaFileObject> units = new ArrayList<>();
        sources.forEach((name, text) -> units.add(new Source(name, text)));
        List<String> options = List.of("--release", "17", "-g", "-proc:none", "-nowarn", "-implicit:none", "-encoding", "UTF-8", "-classpath",
                classPath, "-d", out.toString());
        StringWriter messages = new StringWriter();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            if (!javac.getTask(messages, files, null, options, null, units).call()) {
                throw new IllegalStateException("a fuzz template does not compile:\n" + messages);
            }
        }
    }

    /** A compilation unit held in memory. */
    private static final class Source extends SimpleJavaFileObject {
        private final String text;

        Source(String className, String text) {
            super(URI.create("string:///" + className.replace('.', '/') + Kind.SOURCE.extension), Kind.SOURCE);
            this.text = text;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }
    }
}
