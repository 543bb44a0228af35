package org.smallscope.junit.oldjunit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.smallscope.junit.JUnitVersion;
import org.smallscope.junit.tests.fixtures.OldJUnitCases;

/**
 * The extension on JUnit versions before 5.13 (Spring Boot 3.2 to 3.5 bring 5.10 to 5.12), whose
 * {@code ArgumentsProvider} has only {@code provideArguments(ExtensionContext)}: the fixture runs in a class loader
 * holding that JUnit's jars (copied by the pom into {@code target/old-junit/<version>}) and gives the same tests as
 * on this build's JUnit.
 */
class OldJUnitTest {

    @TempDir
    Path store;

    @ParameterizedTest
    @ValueSource(strings = {"5.10.2", "5.12.2"})
    void theFixtureRunsAsOnTheCurrentJUnit(String version) throws Exception {
        Map<String, String> config = Map.of("smallscope.store", store.toString());
        List<String> current = InLoaderRun.run(OldJUnitCases.class.getName(), config);
        assertTrue(current.size() > 0 && current.stream().allMatch(l -> l.startsWith("ok ")), current::toString);

        try (URLClassLoader loader = withJUnit(version)) {
            assertEquals(version, call(loader, JUnitVersion.class.getName(), "found"), "the old JUnit is the one loaded");
            assertEquals(current, call(loader, InLoaderRun.class.getName(), "run", OldJUnitCases.class.getName(), config));
        }
    }

    /** @return a loader with JUnit {@code version}'s jars and the test class path without its JUnit */
    private static URLClassLoader withJUnit(String version) throws IOException {
        Path dir = Path.of(System.getProperty("smallscope.oldJUnit.dir"), version);
        List<URL> urls = new ArrayList<>();
        try (Stream<Path> jars = Files.list(dir)) {
            for (Path jar : jars.filter(p -> p.toString().endsWith(".jar")).toList()) {
                urls.add(jar.toUri().toURL());
            }
        }
        assertEquals(8, urls.size(), "JUnit " + version + "'s jars in " + dir + ": " + urls);
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        for (String entry : classPath.split(File.pathSeparator)) {
            // by the jar's own name: a checkout under a directory named like "junit" keeps its other jars
            if (!entry.isEmpty() && !Path.of(entry).getFileName().toString().matches(".*(junit|opentest4j|apiguardian|surefire).*\\.jar")) {
                urls.add(Path.of(entry).toUri().toURL());
            }
        }
        return new URLClassLoader("junit-" + version, urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
    }

    /** Calls the static method {@code name} of {@code className} in {@code loader}, as that loader's context loader. */
    private static Object call(ClassLoader loader, String className, String name, Object... args) throws Exception {
        Class<?> c = Class.forName(className, true, loader);
        Method m = Stream.of(c.getMethods()).filter(x -> x.getName().equals(name)).findFirst().orElseThrow();
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            return m.invoke(null, args);
        } finally {
            thread.setContextClassLoader(before);
        }
    }
}
