package org.smallscope.engine.tests.compilers;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.eclipse.jdt.core.compiler.batch.BatchCompiler;
import org.smallscope.engine.ClassFileSource;

/**
 * Compiles the bundled examples' sources (read from the examples project next to this one, moved to package
 * {@value #PACKAGE} so that they cannot be confused with the loaded examples) with javac and with ecj, each into its
 * own folder, and reads the class files of either.
 */
public final class TwoCompilers {

    /** The package the examples are compiled into. */
    public static final String PACKAGE = "compiled.examples";

    /** A compiler of Java sources. */
    public enum Compiler {
        /** the JDK's javac, through javax.tools */
        JAVAC,
        /** the Eclipse compiler, from Maven Central (org.eclipse.jdt:ecj) */
        ECJ
    }

    private final Path javacClasses;
    private final Path ecjClasses;

    private TwoCompilers(Path javacClasses, Path ecjClasses) {
        this.javacClasses = javacClasses;
        this.ecjClasses = ecjClasses;
    }

    /** Compiles the examples' sources with both compilers under {@code dir}; fails with a compiler's messages. */
    public static TwoCompilers compileExamples(Path dir) throws IOException {
        Path src = dir.resolve("src");
        List<Path> sources = copySources(exampleSources(), src);
        String classPath = CodeSources.of(org.smallscope.api.IFinitization.class).toString();
        Path javac = dir.resolve("javac");
        Path ecj = dir.resolve("ecj");
        Files.createDirectories(javac);
        Files.createDirectories(ecj);
        List<String> options = List.of("--release", "17", "-g", "-proc:none", "-nowarn", "-encoding", "UTF-8", "-classpath", classPath);
        JavaCompiler tool = ToolProvider.getSystemJavaCompiler();
        assertNotNull(tool, "no system Java compiler (javax.tools.ToolProvider): run the tests on a JDK, not a JRE");
        StringWriter javacOut = new StringWriter();
        List<String> javacOptions = new ArrayList<>(options);
        javacOptions.addAll(List.of("-d", javac.toString()));
        boolean ok = tool.getTask(javacOut, null, null, javacOptions, null,
                tool.getStandardFileManager(null, null, null).getJavaFileObjectsFromPaths(sources)).call();
        assertTrue(ok, "javac:\n" + javacOut);
        List<String> ecjArgs = new ArrayList<>(options);
        ecjArgs.addAll(List.of("-d", ecj.toString()));
        sources.forEach(p -> ecjArgs.add(p.toString()));
        StringWriter ecjOut = new StringWriter();
        ok = BatchCompiler.compile(ecjArgs.toArray(String[]::new), new PrintWriter(ecjOut), new PrintWriter(ecjOut), null);
        assertTrue(ok, "ecj:\n" + ecjOut);
        return new TwoCompilers(javac, ecj);
    }

    /** @return the class files {@code compiler} made (and nothing else) */
    public ClassFileSource classes(Compiler compiler) throws IOException {
        Path root = compiler == Compiler.JAVAC ? javacClasses : ecjClasses;
        return ClassFileSource.of(new URLClassLoader(new URL[] {root.toUri().toURL()}, null));
    }

    /** @return {@code org.smallscope.examples.BST} as compiled here: {@code compiled.examples.BST} */
    public static String compiledName(String exampleClassName) {
        return exampleClassName.replace("org.smallscope.examples", PACKAGE);
    }

    private static Path exampleSources() {
        Path src = Path.of("..", "org.smallscope.examples", "src", "org", "smallscope", "examples").toAbsolutePath().normalize();
        assertTrue(Files.isDirectory(src), "the examples' sources are not at " + src + " (run the tests from plugins/org.smallscope.engine.tests)");
        return src;
    }

    private static List<Path> copySources(Path from, Path to) throws IOException {
        List<Path> out = new ArrayList<>();
        Path target = to.resolve(PACKAGE.replace('.', File.separatorChar));
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Path copy = target.resolve(from.relativize(p).toString());
                Files.createDirectories(copy.getParent());
                Files.writeString(copy, compiledName(Files.readString(p)));
                out.add(copy);
            }
        }
        return out;
    }
}
