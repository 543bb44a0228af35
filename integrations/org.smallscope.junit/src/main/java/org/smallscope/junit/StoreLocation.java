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
        return of(System.getProperty(KEY), context.getConfigurationParameter(KEY).orElse(null),
                Path.of(System.getProperty("user.dir", ".")));
    }

    /**
     * @param property the system property, or null
     * @param parameter the configuration parameter, or null
     * @param workingDir the directory relative names are resolved against and whose build files tell the build tool
     * @return the snapshot directory, absolute
     */
    static Path of(String property, String parameter, Path workingDir) {
        for (String given : new String[] {property, parameter}) {
            if (given != null && !given.isBlank()) {
                return workingDir.resolve(given.trim()).toAbsolutePath().normalize();
            }
        }
        boolean gradle = Files.exists(workingDir.resolve("build.gradle")) || Files.exists(workingDir.resolve("build.gradle.kts"));
        return workingDir.resolve(gradle ? "build" : "target").resolve("smallscope").toAbsolutePath().normalize();
    }
}
