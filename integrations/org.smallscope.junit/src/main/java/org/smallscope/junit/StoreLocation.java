package org.smallscope.junit;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Where the extension keeps its snapshots: system property {@code smallscope.store}, else JUnit configuration parameter
 * {@code smallscope.store} (junit-platform.properties), else the build directory of the working directory's build:
 * {@code build/smallscope} next to a {@code build.gradle(.kts)}, {@code target/smallscope} otherwise (Maven).
 */
final class StoreLocation {

    /** The name of the system property and the configuration parameter. */
    static final String KEY = "smallscope.store";

    private StoreLocation() {
    }

    /** @return the snapshot directory for tests run in {@code context}, absolute */
    static Path of(ExtensionContext context) {
        Path dir = Path.of(System.getProperty("user.dir", "."));
        String property = System.getProperty(KEY);
        if (property != null && !property.isBlank()) {
            return dir.resolve(property.trim()).toAbsolutePath().normalize();
        }
        String parameter = context.getConfigurationParameter(KEY).orElse(null);
        if (parameter != null && !parameter.isBlank()) {
            return dir.resolve(parameter.trim()).toAbsolutePath().normalize();
        }
        boolean gradle = Files.exists(dir.resolve("build.gradle")) || Files.exists(dir.resolve("build.gradle.kts"));
        return dir.resolve(gradle ? "build" : "target").resolve("smallscope").toAbsolutePath().normalize();
    }
}
