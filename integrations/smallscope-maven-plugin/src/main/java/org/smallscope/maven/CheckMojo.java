package org.smallscope.maven;

import java.util.ArrayList;
import java.util.List;

import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * {@code smallscope:check}: Korat's method mode for every configured subject with a {@code <method>}: the method
 * runs on every valid instance with every combination of argument values, and the build fails listing each input
 * on which it threw, broke repOk or did not return.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, requiresDependencyResolution = ResolutionScope.TEST)
public class CheckMojo extends AbstractSmallscopeMojo {

    /** At most this many counterexamples are listed per method. */
    static final int LISTED = 20;

    @Override
    protected String goal() {
        return "check";
    }

    @Override
    protected List<SubjectConfig> selected(List<SubjectConfig> all) throws MojoExecutionException {
        List<SubjectConfig> checked = super.selected(all);
        return checked.stream().filter(s -> s.method() != null).toList();
    }

    @Override
    protected void run(List<SubjectConfig> subjects, ProjectClasses classes, SubjectJob.Settings settings)
            throws MojoExecutionException, MojoFailureException {
        List<String> failures = new ArrayList<>();
        for (SubjectConfig subject : subjects) {
            SubjectJob.Result r = runOne(subject, classes, settings, null);
            say(GoalLogLines.search(subject, r));
            say(GoalLogLines.method(r.methodRun()));
            if (!r.methodRun().counterexamples().isEmpty()) {
                failures.add(subject.describe() + ": " + r.methodRun().counterexamples().size() + " counterexamples:");
                GoalLogLines.counterexamples(r.methodRun(), LISTED).forEach(c -> failures.add("  " + c));
            }
        }
        if (!failures.isEmpty()) {
            throw new MojoFailureException("smallscope:check found counterexamples:\n" + String.join("\n", failures));
        }
    }
}
