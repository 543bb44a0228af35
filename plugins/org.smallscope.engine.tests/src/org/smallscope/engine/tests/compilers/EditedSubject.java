package org.smallscope.engine.tests.compilers;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.tests.export.CodeSources;

/**
 * One version of a subject class as a user edits it: its source text compiled with javac (against the API) into its own
 * folder, so that two versions of one class name can be loaded side by side, as a store sees them run after run.
 */
public final class EditedSubject {

    private final String className;
    private final Path classes;

    private EditedSubject(String className, Path classes) {
        this.className = className;
        this.classes = classes;
    }

    /** Compiles {@code source}, the text of class {@code className}, into {@code dir}; fails with javac's messages. */
    public static EditedSubject compile(String className, String source, Path dir) {
        try {
            Path file = dir.resolve("src").resolve(className.replace('.', '/') + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, source);
            Path classes = Files.createDirectories(dir.resolve("classes"));
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            assertNotNull(javac, "no system Java compiler (javax.tools.ToolProvider): run the tests on a JDK, not a JRE");
            StringWriter out = new StringWriter();
            List<String> options = List.of("--release", "17", "-g", "-proc:none", "-nowarn", "-encoding", "UTF-8", "-classpath",
                    CodeSources.of(org.smallscope.api.IFinitization.class).toString(), "-d", classes.toString());
            boolean ok = javac.getTask(out, null, null, options, null,
                    javac.getStandardFileManager(null, null, null).getJavaFileObjectsFromPaths(List.of(file))).call();
            assertTrue(ok, "javac:\n" + out);
            return new EditedSubject(className, classes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return this version loaded with its default finitization at {@code args} */
    public Subject load(int... args) {
        try {
            ClassFileSource source = ClassFileSource.of(new URLClassLoader(new URL[] {classes.toUri().toURL()}, null));
            return SubjectLoader.load(new SubjectRequest(className, null, args, source));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the folder of its class files (for a command line's {@code --classpath}) */
    public Path classes() {
        return classes;
    }
}
