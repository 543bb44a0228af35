package org.smallscope.core.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.IJavaProject;

/**
 * The command line of the JVM that runs {@code evaluate} for a subject: the runner's java and class path plus the
 * evaluation module's jars from the system property {@value #EXTRA_CLASSPATH} ({@code evaluate} lives in the plain Maven
 * module integrations/org.smallscope.evaluation, not in a bundle), the command line's Main with {@value #COMMAND}, and the options
 * of the report contract.
 */
public final class EvaluationCommand {

    /** System property: extra class path entries (the evaluation module and its libraries) put before the runner's. */
    public static final String EXTRA_CLASSPATH = "smallscope.evaluation.classpath";

    /** System property: a main class to run instead of the command line's {@code Main evaluate} (given the same options). */
    public static final String MAIN = "smallscope.evaluation.main";

    /** The evaluation module's command (as {@code ./smallscope evaluate} runs it). */
    static final String COMMAND = "evaluate";

    private EvaluationCommand() {
    }

    /**
     * @param project the subject's project (its JVM and runtime class path)
     * @param subject the subject's binary name
     * @param methods the methods to test, comma separated
     * @param sizes the scopes, e.g. {@code 1-6}
     * @param report where the report goes
     * @param mutation whether PIT runs
     * @return the command line
     */
    public static List<String> build(IJavaProject project, String subject, String methods, String sizes, Path report, boolean mutation)
            throws CoreException {
        return IntegrationCommand.build(project, EXTRA_CLASSPATH, MAIN, COMMAND,
                arguments(subject, RunnerCommand.userClasspath(project), methods, sizes, report, mutation));
    }

    /** @return the options of {@code evaluate} */
    static List<String> arguments(String subject, String userClasspath, String methods, String sizes, Path report, boolean mutation) {
        List<String> cmd = new ArrayList<>(List.of("--class", subject, "-cp", userClasspath, "--methods", methods, "--sizes", sizes,
                "--report", report.toString()));
        if (!mutation) {
            cmd.add("--no-mutation");
        }
        return cmd;
    }
}
