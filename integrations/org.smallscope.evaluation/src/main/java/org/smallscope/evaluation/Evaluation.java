package org.smallscope.evaluation;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One evaluation: for each scope, exports the method tests, compiles them, measures their coverage (JaCoCo) and
 * mutation score (PIT), and collects the results.
 */
public final class Evaluation {

    /** What to evaluate. */
    public record Plan(String subject, List<String> subjectArgs, String userClassPath, List<String> methods, List<Integer> scopes,
            String argsTemplate, String paramTemplate, boolean mutation, Path work) {
    }

    private final Plan plan;
    private final PrintStream log;
    private Set<String> others = Set.of();

    /** @param log where progress lines go */
    public Evaluation(Plan plan, PrintStream log) {
        this.plan = plan;
        this.log = log;
    }

    /** @return the results of every scope, in order */
    public List<ScopeResult> run() throws Exception {
        ClassLoader subjectLoader = subjectLoader();
        byte[] subjectBytes = InstrumentingLoader.originalBytes(subjectLoader, plan.subject());
        Set<String> measured = MeasuredMethods.of(subjectBytes, plan.methods());
        others = new LinkedHashSet<>(MeasuredMethods.declared(subjectBytes));
        others.removeAll(measured);
        log.println("measuring " + String.join(", ", measured) + " of " + plan.subject());
        List<ScopeResult> results = new ArrayList<>();
        for (int scope : plan.scopes()) {
            results.add(scope(scope, subjectLoader, measured));
        }
        return results;
    }

    private ScopeResult scope(int scope, ClassLoader subjectLoader, Set<String> measured) throws Exception {
        Path dir = plan.work().resolve("scope" + scope);
        String args = fill(plan.argsTemplate(), scope);
        ScopeSuite.Exported suite = ScopeSuite.export(plan.subjectArgs(), args, plan.methods(), fill(plan.paramTemplate(), scope),
                dir.resolve("src"));
        String classPath = classPath();
        Path classes = dir.resolve("classes");
        List<String> tests = SuiteCompiler.compile(suite.sources(), classPath, classes);
        CoverageRun.Outcome coverage = CoverageRun.run(subjectLoader, plan.subject(), measured, classes, tests);
        if (coverage.testsFailed() > 0) {
            log.println("scope " + scope + ": " + coverage.testsFailed() + " of " + coverage.testsRun() + " exported tests fail");
        }
        Integer mutants = null;
        Integer killed = null;
        if (plan.mutation()) {
            Path subjectClasses = dir.resolve("subject-classes");
            SubjectClassFiles.copy(subjectLoader, plan.subject(), subjectClasses);
            String pitClassPath = subjectClasses + File.pathSeparator + classes + File.pathSeparator + classPath;
            MutationRun.Score score = MutationRun.run(pitClassPath, plan.subject(), measured, others, tests, dir);
            mutants = score.mutants();
            killed = score.killed();
        }
        log.println("scope " + scope + " done");
        return new ScopeResult(scope, args, suite.inputs(), suite.millis(), coverage.coverage(), mutants, killed);
    }

    private String classPath() {
        String own = System.getProperty("java.class.path");
        return plan.userClassPath() == null ? own : plan.userClassPath() + File.pathSeparator + own;
    }

    private ClassLoader subjectLoader() throws MalformedURLException, IOException {
        ClassLoader app = Evaluation.class.getClassLoader();
        if (plan.userClassPath() == null) {
            return app;
        }
        List<URL> urls = new ArrayList<>();
        for (String e : plan.userClassPath().split(File.pathSeparator)) {
            if (!e.isEmpty()) {
                urls.add(Path.of(e).toUri().toURL());
            }
        }
        return new URLClassLoader(urls.toArray(URL[]::new), app);
    }

    /** @return {@code template} with {@code {scope}} replaced, or null for a null template */
    static String fill(String template, int scope) {
        return template == null ? null : template.replace("{scope}", Integer.toString(scope));
    }

    /** @return a fresh temporary work directory */
    static Path temporaryWork() throws IOException {
        return Files.createTempDirectory("smallscope-evaluate");
    }
}
