package org.smallscope.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.apache.maven.model.Build;
import org.apache.maven.model.Model;
import org.apache.maven.model.Plugin;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;

/** The check of the project's maven-surefire-plugin: which versions run the generated JUnit 5 tests, and what the warning says. */
class SurefireVersionTest {

    @Test
    void versionsBefore2_22_0DoNotRunTheJUnitPlatformInMavensVersionOrder() {
        for (String old : new String[] {"2.12.4", "2.19.1", "2.21.0", "2.22.0-SNAPSHOT", "2.9", "2.3"}) {
            assertFalse(SurefireVersion.runsJUnitPlatform(old), old);
        }
        for (String fit : new String[] {"2.22.0", "2.22.2", "3.0.0-M5", "3.0.0", "3.5.4", "2.100", "10.0"}) {
            assertTrue(SurefireVersion.runsJUnitPlatform(fit), fit);
        }
    }

    @Test
    void theVersionIsTheProjectsEffectiveOneElseMaven3sDefault() {
        assertEquals("2.12.4", SurefireVersion.of(project()), "no maven-surefire-plugin among the build plugins");
        assertEquals("2.12.4", SurefireVersion.of(project(plugin("org.apache.maven.plugins", "maven-surefire-plugin", null))),
                "declared without a version");
        assertEquals("3.5.4", SurefireVersion.of(project(plugin("org.apache.maven.plugins", "maven-surefire-plugin", "3.5.4"))));
        assertEquals("2.12.4", SurefireVersion.of(project(plugin("org.apache.maven.plugins", "maven-failsafe-plugin", "3.5.4"))),
                "another plugin's version is not surefire's");
        assertEquals("2.19.1", SurefireVersion.of(project(plugin("org.apache.maven.plugins", "maven-failsafe-plugin", "3.5.4"),
                plugin("org.apache.maven.plugins", "maven-surefire-plugin", "2.19.1"))));
    }

    @Test
    void theWarningNamesBothVersionsAndRecommendsSurefire3() {
        Optional<String> w = SurefireVersion.warning(SurefireVersion.of(project()));
        assertTrue(w.isPresent());
        assertTrue(w.get().startsWith("maven-surefire-plugin 2.12.4 does not run JUnit 5 tests (it needs 2.22.0 or newer)"), w.get());
        assertTrue(w.get().contains("Tests run: 0") && w.get().contains("<version>3.5.4</version>") && w.get().contains("(3.x)"), w.get());
        assertEquals(Optional.empty(), SurefireVersion.warning("3.5.4"));
        assertEquals(Optional.empty(), SurefireVersion.warning("2.22.2"));
    }

    private static MavenProject project(Plugin... plugins) {
        Model model = new Model();
        Build build = new Build();
        for (Plugin p : plugins) {
            build.addPlugin(p);
        }
        model.setBuild(build);
        return new MavenProject(model);
    }

    private static Plugin plugin(String group, String artifact, String version) {
        Plugin p = new Plugin();
        p.setGroupId(group);
        p.setArtifactId(artifact);
        p.setVersion(version);
        return p;
    }
}
