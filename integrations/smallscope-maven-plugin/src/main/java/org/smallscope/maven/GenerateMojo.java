package org.smallscope.maven;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * {@code smallscope:generate}: searches every configured subject (incrementally from the snapshot store when a
 * compatible snapshot pays) and writes its valid instances as JUnit 5 tests into a generated test-source root; a subject
 * in API mode is built by its builders instead, each object a test that builds it by its call sequence, and with
 * {@code <crossCheck>} a difference from the repOk search fails the build, naming the smallest witnesses; so does a
 * builder that throws (unless {@code <failOnBuilderError>false</failOnBuilderError>}) and a builder call that does not
 * return within {@code <timeout>}.
 */
@Mojo(name = "generate", defaultPhase = LifecyclePhase.GENERATE_TEST_SOURCES, requiresDependencyResolution = ResolutionScope.TEST)
public class GenerateMojo extends AbstractSmallscopeMojo {

    /** Where the JUnit sources are written; added as a test source root. */
    @Parameter(property = "smallscope.outputDirectory", defaultValue = "${project.build.directory}/generated-test-sources/smallscope")
    File outputDirectory;

    /**
     * API mode: whether a builder that throws fails the build (as the command line exits 9); false: it is a warning. A
     * builder call that does not return within {@code <timeout>} fails it either way (its subject's run was cut short).
     */
    @Parameter(property = "smallscope.failOnBuilderError", defaultValue = "true")
    boolean failOnBuilderError = true;

    @Override
    protected String goal() {
        return "generate";
    }

    /** At most this many witnesses of each kind are listed per subject when a cross-check fails. */
    static final int LISTED = 10;

    @Override
    protected void run(List<SubjectConfig> subjects, ProjectClasses classes, SubjectJob.Settings settings)
            throws MojoExecutionException, MojoFailureException {
        Path root = outputDirectory.toPath();
        project.addTestCompileSourceRoot(outputDirectory.getAbsolutePath());
        SurefireVersion.warning(SurefireVersion.of(project)).ifPresent(w -> warn("smallscope:generate: " + w));
        Path shown = project.getBasedir() == null ? root : project.getBasedir().toPath().relativize(root.toAbsolutePath());
        List<String> differences = new ArrayList<>();
        List<String> builderErrors = new ArrayList<>();
        for (SubjectConfig subject : subjects) {
            if (subject.api()) {
                ApiSubjectJob.Result r = runApi(subject, classes, settings, root);
                say(GoalLogLines.api(subject, r));
                r.built().failures().forEach(f -> warn("smallscope:generate: " + subject.describe() + ": builder " + f.describe()));
                if (failOnBuilderError) {
                    r.built().failures().forEach(f -> builderErrors.add("  " + subject.describe() + ": " + f.describe()));
                }
                if (r.built().stuck() != null) {
                    builderErrors.add("  " + subject.describe() + ": " + r.built().stuck());
                    continue;
                }
                say(GoalLogLines.builtExport(r, shown));
                if (r.cross() != null) {
                    say(GoalLogLines.cross(r));
                    if (!r.cross().agree()) {
                        differences.add(subject.describe() + ":");
                        GoalLogLines.differences(r.cross(), LISTED).forEach(line -> differences.add("  " + line));
                    }
                }
                continue;
            }
            SubjectJob.Result r = runOne(subject, classes, settings, root);
            say(GoalLogLines.search(subject, r));
            if (r.methodRun() != null) {
                say(GoalLogLines.method(r.methodRun()));
                GoalLogLines.counterexamples(r.methodRun(), 10).forEach(c -> getLog().warn("counterexample (not exported): " + c));
            }
            say(GoalLogLines.export(r.export(), shown));
        }
        List<String> failed = new ArrayList<>();
        if (!builderErrors.isEmpty()) {
            failed.add("smallscope:generate: builders failed (a builder that throws is a warning only with <failOnBuilderError>false"
                    + "</failOnBuilderError>):\n" + String.join("\n", builderErrors));
        }
        if (!differences.isEmpty()) {
            failed.add("smallscope:generate: the cross-check of API mode with repOk found differences:\n" + String.join("\n", differences));
        }
        if (!failed.isEmpty()) {
            throw new MojoFailureException(String.join("\n", failed));
        }
    }
}
