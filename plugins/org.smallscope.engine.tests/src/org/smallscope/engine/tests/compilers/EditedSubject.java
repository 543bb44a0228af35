package org.smallscope.engine.tests.compilers;


import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;


import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

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
            Path classes = SourceVersions.compileInto(dir,
                    java.util.Map.of(className.replace('.', '/') + ".java", source));
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
