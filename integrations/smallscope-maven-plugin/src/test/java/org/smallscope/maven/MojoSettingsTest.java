package org.smallscope.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.util.List;

import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;
import org.smallscope.engine.door.SuiteGeneration;

/** The goals' own configuration checks: threads, timeout, reuse policy, and the subjects each goal picks. */
class MojoSettingsTest {

    @Test
    void settingsTakeTheConfiguredValues() throws Exception {
        GenerateMojo mojo = mojo();
        mojo.threads = 3;
        mojo.reuse = "always";
        SubjectJob.Settings s = mojo.settings();
        assertEquals(3, s.threads());
        assertEquals(SuiteGeneration.Reuse.ALWAYS, s.reuse());
        assertEquals(new File("target/store").toPath(), s.store());
        assertEquals(10_000, s.timeoutMillis());
    }

    @Test
    void badSettingsNameTheGoalAndTheElement() {
        GenerateMojo threads = mojo();
        threads.threads = 0;
        assertMessage(threads, "smallscope:generate: <threads> must be at least 1, not 0");
        GenerateMojo timeout = mojo();
        timeout.timeout = -1;
        assertMessage(timeout, "smallscope:generate: <timeout> must be 0 (off) or a number of milliseconds, not -1");
        GenerateMojo reuse = mojo();
        reuse.reuse = "sometimes";
        MojoExecutionException e = assertThrows(MojoExecutionException.class, reuse::settings);
        assertTrue(e.getMessage().startsWith("smallscope:generate: <reuse>: ") && e.getMessage().contains("sometimes"), e.getMessage());
    }

    @Test
    void checkRunsOnlyTheSubjectsWithAMethodAndValidatesAll() throws Exception {
        CheckMojo check = new CheckMojo();
        SubjectConfig plain = SubjectConfig.of("a.B", "3");
        SubjectConfig method = SubjectConfig.of("a.B", "3").withMethod("add");
        assertEquals(List.of(method), check.selected(List.of(plain, method)));
        MojoExecutionException e = assertThrows(MojoExecutionException.class,
                () -> check.selected(List.of(method, SubjectConfig.of("a.B", "three"))));
        assertEquals("smallscope:check: a.B(three): <args> must be comma-separated ints such as 5 or 3,4, not 'three'", e.getMessage());
    }

    private static GenerateMojo mojo() {
        GenerateMojo mojo = new GenerateMojo();
        mojo.store = new File("target/store");
        mojo.timeout = 10_000;
        mojo.reuse = "auto";
        return mojo;
    }

    private static void assertMessage(GenerateMojo mojo, String message) {
        assertEquals(message, assertThrows(MojoExecutionException.class, mojo::settings).getMessage());
    }
}
