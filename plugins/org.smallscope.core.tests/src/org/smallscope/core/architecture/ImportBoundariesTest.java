package org.smallscope.core.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The boundaries the run seam promises, read from the sources of the bundles beside this one: the core's API package never
 * imports its internals, the UI sees only the core's API and the engine's protocol, and the protocol knows no other engine package.
 */
class ImportBoundariesTest {

    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?([\\w.]+)\\.[\\w*]+;", Pattern.MULTILINE);

    /** @return the source folder of {@code bundle}, a sibling of this test bundle's folder (the build's working directory) */
    private static Path sources(String bundle) {
        Path here = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (Path dir = here; dir != null; dir = dir.getParent()) {
            Path src = dir.resolve("plugins").resolve(bundle).resolve("src");
            if (Files.isDirectory(src)) {
                return src;
            }
            Path sibling = dir.resolveSibling(bundle).resolve("src");
            if (Files.isDirectory(sibling)) {
                return sibling;
            }
        }
        throw new AssertionError("the sources of " + bundle + " are not beside " + here);
    }

    /** @return {@code file: imported package} for each import in the files directly in {@code pkg} (or below it) that matches {@code bad} */
    private static List<String> imports(String bundle, String pkg, boolean subpackages, Pattern bad) {
        Path dir = sources(bundle).resolve(pkg.replace('.', '/'));
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = subpackages ? Files.walk(dir) : Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = IMPORT.matcher(Files.readString(f));
                while (m.find()) {
                    if (bad.matcher(m.group(1)).matches()) {
                        found.add(dir.relativize(f) + ": " + m.group(1));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return found;
    }

    @Test
    void theCoresApiPackageNeverImportsItsInternals() {
        assertEquals(List.of(), imports("org.smallscope.core", "org.smallscope.core", false, Pattern.compile("org\\.smallscope\\.core\\.internal.*")));
    }

    @Test
    void theUiSeesOnlyTheCoresApiAndTheEnginesProtocol() {
        assertEquals(List.of(), imports("org.smallscope.ui", "org.smallscope.ui", true,
                Pattern.compile("org\\.smallscope\\.(engine(?!\\.protocol(\\.[A-Z]\\w*)*$).*|core\\.(internal|source).*|cli.*)")));
    }

    @Test
    void theProtocolKnowsNoOtherEnginePackage() {
        assertEquals(List.of(), imports("org.smallscope.engine", "org.smallscope.engine.protocol", true,
                Pattern.compile("org\\.smallscope\\.(?!engine\\.protocol(\\.[A-Z]\\w*)*$).*")));
    }

    @Test
    void theEnginesPackagesDependOnEachOtherWithoutCycles() {
        Path src = sources("org.smallscope.engine");
        java.util.Map<String, java.util.Set<String>> uses = new java.util.TreeMap<>();
        try (Stream<Path> files = Files.walk(src)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String pkg = src.relativize(f.getParent()).toString().replace('/', '.');
                java.util.Set<String> deps = uses.computeIfAbsent(pkg, k -> new java.util.TreeSet<>());
                Matcher m = IMPORT.matcher(Files.readString(f));
                while (m.find()) {
                    String imported = m.group(1).replaceAll("\\.[A-Z].*", "");
                    if (imported.startsWith("org.smallscope.engine") && !imported.equals(pkg)) {
                        deps.add(imported);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertTrue(uses.size() > 5, "the engine's packages were read: " + uses.keySet());
        for (String start : uses.keySet()) {
            java.util.Deque<List<String>> paths = new java.util.ArrayDeque<>(List.of(List.of(start)));
            java.util.Set<String> seen = new java.util.HashSet<>();
            while (!paths.isEmpty()) {
                List<String> path = paths.pop();
                for (String next : uses.getOrDefault(path.get(path.size() - 1), java.util.Set.of())) {
                    List<String> longer = new ArrayList<>(path);
                    longer.add(next);
                    assertTrue(!next.equals(start), "a cycle of engine packages: " + longer);
                    if (seen.add(next)) {
                        paths.push(longer);
                    }
                }
            }
        }
    }

    @Test
    void theChecksReadRealSources() {
        assertTrue(imports("org.smallscope.ui", "org.smallscope.ui", true, Pattern.compile("org\\.smallscope\\.core")).size() > 3,
                "the UI's sources were found and read");
    }
}
