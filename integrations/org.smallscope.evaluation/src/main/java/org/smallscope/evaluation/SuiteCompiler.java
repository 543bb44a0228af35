package org.smallscope.evaluation;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/** Compiles an exported test suite (the .java files under a directory) with javax.tools. */
public final class SuiteCompiler {

    private SuiteCompiler() {
    }

    /**
     * @param sources the directory the suite was exported to
     * @param classPath the class path the tests need (subject, JUnit)
     * @param classes where the class files go
     * @return the binary names of the compiled test classes (those whose name ends in Test: {@code BSTExhaustiveTest}, {@code BSTExhaustive2Test}, ...)
     */
    public static List<String> compile(Path sources, String classPath, Path classes) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("no Java compiler in this JVM: run ./smallscope evaluate on a JDK, not a JRE");
        }
        List<String> args = new ArrayList<>(List.of("-d", classes.toString(), "-cp", classPath, "-nowarn", "-proc:none", "-g"));
        List<String> testClasses = new ArrayList<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                args.add(f.toString());
                String binary = sources.relativize(f).toString().replace('\\', '/').replace(".java", "").replace('/', '.');
                if (binary.endsWith("Test")) {
                    testClasses.add(binary);
                }
            }
        }
        Files.createDirectories(classes);
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int rc = javac.run(null, errors, errors, args.toArray(String[]::new));
        if (rc != 0) {
            throw new IllegalStateException("the exported tests in " + sources + " do not compile:\n" + errors.toString(StandardCharsets.UTF_8));
        }
        testClasses.sort(null);
        return testClasses;
    }
}
