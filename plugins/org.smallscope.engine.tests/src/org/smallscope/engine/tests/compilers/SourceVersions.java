package org.smallscope.engine.tests.compilers;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.smallscope.engine.ClassFileSource;

/** Compiles versions of a user's source files (the same class names in every version) into folders of their own, with javac. */
public final class SourceVersions {

    private SourceVersions() {
    }

    /** @return the class files of {@code sources} (file name to text) compiled into {@code dir}; fails with javac's messages */
    public static ClassFileSource compile(Path dir, Map<String, String> sources) throws IOException {
        return ClassFileSource.of(new URLClassLoader(new URL[] {compileInto(dir, sources).toUri().toURL()}, null));
    }

    /** @return the folder under {@code dir} that {@code sources} (file name to text) were compiled into; fails with javac's messages */
    public static Path compileInto(Path dir, Map<String, String> sources) throws IOException {
        Path src = dir.resolve("src");
        Path classes = dir.resolve("classes");
        Files.createDirectories(classes);
        List<Path> files = new ArrayList<>();
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path p = src.resolve(e.getKey());
            Files.createDirectories(p.getParent());
            Files.writeString(p, e.getValue());
            files.add(p);
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "no system Java compiler (javax.tools.ToolProvider): run the tests on a JDK");
        StringWriter out = new StringWriter();
        List<String> options = List.of("--release", "17", "-g", "-proc:none", "-nowarn", "-encoding", "UTF-8", "-classpath",
                CodeSources.of(org.smallscope.api.IFinitization.class).toString(), "-d", classes.toString());
        boolean ok = javac.getTask(out, null, null, options, null, javac.getStandardFileManager(null, null, null).getJavaFileObjectsFromPaths(files))
                .call();
        assertTrue(ok, "javac:\n" + out + "\n" + sources);
        return classes;
    }
}
