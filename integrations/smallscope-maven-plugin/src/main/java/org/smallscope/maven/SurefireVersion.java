package org.smallscope.maven;

import java.util.Optional;

import org.apache.maven.artifact.versioning.ComparableVersion;
import org.apache.maven.model.Plugin;
import org.apache.maven.project.MavenProject;

/**
 * Tells whether the project's maven-surefire-plugin runs the generated JUnit 5 tests: versions before 2.22.0 do not know
 * the JUnit Platform and report {@code Tests run: 0} with the build green.
 */
final class SurefireVersion {

    /** The first maven-surefire-plugin that runs the JUnit Platform. */
    static final String FIRST_WITH_PLATFORM = "2.22.0";
    /** What Maven before 3.9 binds when a project names no version (its default lifecycle bindings; 3.9 binds a 3.x). */
    static final String MAVEN3_DEFAULT = "2.12.4";
    /** The version to recommend. */
    static final String RECOMMENDED = "3.5.4";

    private static final String GROUP = "org.apache.maven.plugins";
    private static final String ARTIFACT = "maven-surefire-plugin";

    private SurefireVersion() {
    }

    /**
     * @return the version of maven-surefire-plugin {@code project} builds with: the one among its effective build plugins
     *         (declared, inherited or bound by the lifecycle), else Maven 3's default
     */
    static String of(MavenProject project) {
        for (Plugin p : project.getBuildPlugins()) {
            if (GROUP.equals(p.getGroupId()) && ARTIFACT.equals(p.getArtifactId()) && p.getVersion() != null && !p.getVersion().isBlank()) {
                return p.getVersion();
            }
        }
        return MAVEN3_DEFAULT;
    }

    /** @return whether maven-surefire-plugin {@code version} runs JUnit 5 tests (2.22.0 or newer, in Maven's version order) */
    static boolean runsJUnitPlatform(String version) {
        return new ComparableVersion(version).compareTo(new ComparableVersion(FIRST_WITH_PLATFORM)) >= 0;
    }

    /** @return the warning for a project that builds with maven-surefire-plugin {@code version}, none when it runs JUnit 5 */
    static Optional<String> warning(String version) {
        if (runsJUnitPlatform(version)) {
            return Optional.empty();
        }
        return Optional.of("maven-surefire-plugin " + version + " does not run JUnit 5 tests (it needs " + FIRST_WITH_PLATFORM
                + " or newer): the generated tests compile but never run (Tests run: 0, the build still passes). Use maven-surefire-plugin "
                + RECOMMENDED + " (3.x): <plugin><groupId>" + GROUP + "</groupId><artifactId>" + ARTIFACT + "</artifactId><version>"
                + RECOMMENDED + "</version></plugin> in <build><plugins>");
    }
}
