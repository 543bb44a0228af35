package org.smallscope.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where snapshots go: the system property first, then the configuration parameter, else the build tool's build directory. */
class StoreLocationTest {

    @TempDir
    Path dir;

    @Test
    void mavenByDefault() {
        assertEquals(dir.resolve("target/smallscope"), StoreLocation.of(null, null, dir));
    }

    @Test
    void gradleWhenTheWorkingDirectoryHasABuildScript() throws Exception {
        Files.writeString(dir.resolve("build.gradle.kts"), "plugins { java }");
        assertEquals(dir.resolve("build/smallscope"), StoreLocation.of(null, " ", dir));
    }

    @Test
    void thePropertyBeforeTheParameter() {
        assertEquals(dir.resolve("p"), StoreLocation.of("p", "q", dir));
        assertEquals(dir.resolve("q"), StoreLocation.of(null, "q", dir));
        assertEquals(Path.of("/tmp/abs"), StoreLocation.of("/tmp/abs", null, dir));
    }
}
