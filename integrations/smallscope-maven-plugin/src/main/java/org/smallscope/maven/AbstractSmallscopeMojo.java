package org.smallscope.maven;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.door.SuiteGeneration;

/**
 * What both goals share: the configured subjects, threads, store, time limit and {@code skip}, the project's class
 * path as the engine's class source, and running each subject with its errors turned into build errors naming it.
 */
public abstract class AbstractSmallscopeMojo extends AbstractMojo {

    /**
     * The subjects: {@code <subject><className>..</className><args>5</args></subject>}, with optional finitization, method, params,
     * threads; or in API mode {@code <api>true</api>} with optional builders, exclude, calls, crossCheck.
     */
    @Parameter
    List<SubjectConfig> subjects = new ArrayList<>();

    /** Worker threads per subject unless it sets its own; default: the number of cores. */
    @Parameter(property = "smallscope.threads")
    Integer threads;

    /** The snapshot store: each run saves its suite there and the next run after an edit of repOk reuses it. */
    @Parameter(property = "smallscope.store", defaultValue = "${project.build.directory}/smallscope")
    File store;

    /** Per-candidate time limit of repOk (and of the method), and in API mode per builder call, in milliseconds; 0 turns it off. */
    @Parameter(property = "smallscope.timeout", defaultValue = "10000")
    long timeout;

    /** When a compatible snapshot is replayed: auto (when estimated cheaper than a full search), always or never. */
    @Parameter(property = "smallscope.reuse", defaultValue = "auto")
    String reuse;

    /** Skips the goal. */
    @Parameter(property = "smallscope.skip", defaultValue = "false")
    boolean skip;

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    @Parameter(defaultValue = "${plugin.version}", readonly = true)
    String pluginVersion;

    @Parameter(defaultValue = "${mojoExecution}", readonly = true)
    org.apache.maven.plugin.MojoExecution mojoExecution;

    /** @return the goal's name, for messages */
    protected abstract String goal();

    /** Runs the goal on the configured subjects (after the checks and the skip flag). */
    protected abstract void run(List<SubjectConfig> subjects, ProjectClasses classes, SubjectJob.Settings settings)
            throws MojoExecutionException, MojoFailureException;

    @Override
    public final void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("smallscope:" + goal() + " skipped");
            return;
        }
        SubjectJob.Settings settings = settings();
        List<SubjectConfig> chosen = selected(subjects == null ? List.of() : subjects);
        if (chosen.isEmpty()) {
            getLog().warn("smallscope:" + goal() + ": no <subjects> to run" + (subjects == null || subjects.isEmpty() ? " are configured" : " have a <method>"));
            return;
        }
        try (ProjectClasses classes = ProjectClasses.of(classPath())) {
            run(chosen, classes, settings);
        }
    }

    /** @return the subjects this goal runs, validated */
    protected List<SubjectConfig> selected(List<SubjectConfig> all) throws MojoExecutionException {
        for (int i = 0; i < all.size(); i++) {
            try {
                all.get(i).validate(i + 1);
            } catch (IllegalArgumentException e) {
                throw new MojoExecutionException("smallscope:" + goal() + ": " + e.getMessage());
            }
        }
        return all;
    }

    /** @return the settings of this goal, checked */
    SubjectJob.Settings settings() throws MojoExecutionException {
        int n = threads == null ? SuiteGeneration.defaultThreads() : threads;
        if (n < 1) {
            throw new MojoExecutionException("smallscope:" + goal() + ": <threads> must be at least 1, not " + n);
        }
        if (timeout < 0) {
            throw new MojoExecutionException("smallscope:" + goal() + ": <timeout> must be 0 (off) or a number of milliseconds, not " + timeout);
        }
        SuiteGeneration.Reuse policy;
        try {
            policy = SuiteGeneration.Reuse.parse(reuse == null ? "auto" : reuse);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("smallscope:" + goal() + ": <reuse>: " + e.getMessage());
        }
        Path dir = (store != null ? store : new File(project.getBuild().getDirectory(), "smallscope")).toPath();
        return new SubjectJob.Settings(dir, n, timeout, pluginVersion == null ? "unknown" : pluginVersion, policy);
    }

    /** @return the project's output directories (the test classes' too, so a finitization may be there) and test class path */
    private List<String> classPath() throws MojoExecutionException {
        try {
            return project.getTestClasspathElements();
        } catch (DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("smallscope:" + goal() + ": the test class path is not resolved: " + e.getMessage(), e);
        }
    }

    /** @return the project's test output directory, or null when unknown */
    private Path testOutput() {
        String dir = project == null || project.getBuild() == null ? null : project.getBuild().getTestOutputDirectory();
        return dir == null ? null : Path.of(dir);
    }

    /** Runs one subject, turning the engine's errors into a build error that names the subject. */
    protected SubjectJob.Result runOne(SubjectConfig subject, ProjectClasses classes, SubjectJob.Settings settings, Path junitRoot)
            throws MojoExecutionException {
        return named(subject, classes, () -> SubjectJob.run(subject, classes, settings, junitRoot, w -> getLog().warn(subject.describe() + ": " + w)));
    }

    /**
     * Runs one subject in API mode on its threads, each builder call allowed {@code <timeout>}, turning the engine's errors
     * into a build error that names the subject.
     */
    protected ApiSubjectJob.Result runApi(SubjectConfig subject, ProjectClasses classes, SubjectJob.Settings settings, Path junitRoot)
            throws MojoExecutionException {
        return named(subject, classes, () -> ApiSubjectJob.run(subject, classes, junitRoot, subject.threads(settings.threads()), settings.timeoutMillis()));
    }

    private <T> T named(SubjectConfig subject, ProjectClasses classes, java.util.function.Supplier<T> job) throws MojoExecutionException {
        try {
            FinitizationTiming.check(subject, classes, testOutput(), goal(), mojoExecution == null ? null : mojoExecution.getLifecyclePhase());
            return job.get();
        } catch (SmallscopeException | IllegalArgumentException | IllegalStateException e) {
            throw new MojoExecutionException("smallscope:" + goal() + ": " + subject.describe() + ": " + e.getMessage(), e);
        }
    }

    /** Logs {@code line} as a warning, or prints it when Maven runs quietly ({@code -q}): a warning that tests will not run must show. */
    protected void warn(String line) {
        if (getLog().isWarnEnabled()) {
            getLog().warn(line);
        } else {
            System.out.println("[smallscope] WARNING " + line);
        }
    }

    /** Logs {@code line} at info level, or prints it when Maven runs quietly ({@code -q}), so that the counts always show. */
    protected void say(String line) {
        if (getLog().isInfoEnabled()) {
            getLog().info(line);
        } else {
            System.out.println("[smallscope] " + line);
        }
    }
}
