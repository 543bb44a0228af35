package org.smallscope.maven;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Refuses a subject whose finitization names a class of the test sources when the goal runs before test-compile compiles them. */
final class FinitizationTiming {

    /** The default lifecycle's phases, in order. */
    private static final List<String> PHASES = List.of("validate", "initialize", "generate-sources", "process-sources", "generate-resources",
            "process-resources", "compile", "process-classes", "generate-test-sources", "process-test-sources", "generate-test-resources",
            "process-test-resources", "test-compile", "process-test-classes", "test", "prepare-package", "package", "pre-integration-test",
            "integration-test", "post-integration-test", "verify", "install", "deploy");

    private FinitizationTiming() {
    }

    /**
     * @param testOutput the project's test output directory ({@code target/test-classes})
     * @param goal {@code generate} or {@code check}, for the message
     * @param phase the phase the goal's execution is bound to, or null when it was invoked by itself ({@code mvn smallscope:generate})
     * @throws IllegalArgumentException naming the finitization's class and the phase when the goal runs before test-compile and
     *         that class is in the test classes (a previous build's) or not compiled at all
     */
    static void check(SubjectConfig subject, ProjectClasses classes, Path testOutput, String goal, String phase) {
        String fin = subject.finitization();
        if (fin == null || fin.indexOf('#') < 0 || !beforeTestCompile(phase)) {
            return;
        }
        String owner = fin.substring(0, fin.indexOf('#')).trim();
        String found = null;
        for (String candidate : candidates(subject.className(), owner)) {
            if (classes.has(candidate)) {
                found = candidate;
                break;
            }
        }
        String advice = "; declare the finitization in main sources (or a dependency), or let smallscope:check (phase verify) run the subject";
        if (found == null) {
            throw new IllegalArgumentException("the finitization " + fin + " names class " + owner + ", which is not compiled yet: smallscope:" + goal
                    + " runs in phase " + phase + ", before test-compile compiles the test classes into " + testOutput + advice);
        }
        if (testOutput != null && Files.isRegularFile(testOutput.resolve(found.replace('.', '/') + ".class"))) {
            throw new IllegalArgumentException("the finitization " + fin + " names class " + found + " of the test classes (" + testOutput
                    + "), but smallscope:" + goal + " runs in phase " + phase + ", before test-compile compiles them (it would run the previous build's "
                    + found + ")" + advice);
        }
    }

    /** @return whether {@code phase} comes before test-compile in the default lifecycle (false for null or an unknown phase) */
    static boolean beforeTestCompile(String phase) {
        int at = phase == null ? -1 : PHASES.indexOf(phase);
        return at >= 0 && at < PHASES.indexOf("test-compile");
    }

    /** @return the binary names {@code owner} may mean, as the engine reads them: in the subject's package first */
    private static List<String> candidates(String subject, String owner) {
        List<String> names = new ArrayList<>();
        int dot = subject.lastIndexOf('.');
        if (dot > 0 && owner.indexOf('.') < 0) {
            names.add(subject.substring(0, dot) + "." + owner);
        }
        names.add(owner);
        return names;
    }
}
