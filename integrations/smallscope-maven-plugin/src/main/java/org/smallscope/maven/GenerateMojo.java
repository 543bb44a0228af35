package org.smallscope.maven;

import java.io.File;
import java.nio.file.Path;
import java.util.List;

import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * {@code smallscope:generate}: searches every configured subject (incrementally from the snapshot store when a
 * compatible snapshot pays) and writes its valid instances as JUnit 5 tests into a generated test-source root.
 */
@Mojo(name = "generate", defaultPhase = LifecyclePhase.GENERATE_TEST_SOURCES, requiresDependencyResolution = ResolutionScope.TEST)
public class GenerateMojo extends AbstractSmallscopeMojo {

    /** Where the JUnit sources are written; added as a test source root. */
    @Parameter(property = "smallscope.outputDirectory", defaultValue = "${project.build.directory}/generated-test-sources/smallscope")
    File outputDirectory;

    @Override
    protected String goal() {
        return "generate";
    }

    @Override
    protected void run(List<SubjectConfig> subjects, ProjectClasses classes, SubjectJob.Settings settings) throws MojoExecutionException {
        Path root = outputDirectory.toPath();
        project.addTestCompileSourceRoot(outputDirectory.getAbsolutePath());
        SurefireVersion.warning(SurefireVersion.of(project)).ifPresent(w -> warn("smallscope:generate: " + w));
        for (SubjectConfig subject : subjects) {
            SubjectJob.Result r = runOne(subject, classes, settings, root);
            say(GoalLogLines.search(subject, r));
            if (r.methodRun() != null) {
                say(GoalLogLines.method(r.methodRun()));
                GoalLogLines.counterexamples(r.methodRun(), 10).forEach(c -> getLog().warn("counterexample (not exported): " + c));
            }
            say(GoalLogLines.export(r.export(), project.getBasedir().toPath().relativize(root.toAbsolutePath())));
        }
    }
}
